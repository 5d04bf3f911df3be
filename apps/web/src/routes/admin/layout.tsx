import { AppLayout } from '../../components/app/AppLayout';

export default function AdminLayout() {
  return <AppLayout area="admin" />;
}
