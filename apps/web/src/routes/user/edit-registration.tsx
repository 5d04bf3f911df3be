import { RegistrationWizard } from '../../features/registration/components/RegistrationWizard';

export default function EditRegistration() {
  return <RegistrationWizard mode="edit" />;
}
