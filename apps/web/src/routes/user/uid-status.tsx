import { UidStatusPage } from '../../features/registration/components/UidStatusPage';

export default function UidStatus() {
  return <UidStatusPage />;
}
