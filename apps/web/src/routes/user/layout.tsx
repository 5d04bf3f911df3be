import { AppLayout } from '../../components/app/AppLayout';

export default function UserLayout() {
  return <AppLayout area="user" />;
}
