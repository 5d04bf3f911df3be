import { RegistrationDetailsPage } from '../../features/registration/components/RegistrationDetailsPage';

export default function RegistrationStatus() {
  return <RegistrationDetailsPage focus="status" />;
}
