import { RegistrationWizard } from '../../features/registration/components/RegistrationWizard';

export default function RegistrationWrapper() {
  return <RegistrationWizard mode="new" />;
}
