import { DashboardPage } from '../../features/registration/components/DashboardPage';

export default function Dashboard() {
  return <DashboardPage />;
}
