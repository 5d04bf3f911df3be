import { RegistrationDetailsPage } from '../../features/registration/components/RegistrationDetailsPage';

export default function RegistrationDetails() {
  return <RegistrationDetailsPage focus="details" />;
}
