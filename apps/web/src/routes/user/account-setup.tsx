import { AccountSetupPage } from '../../features/registration/components/AccountSetupPage';

export default function AccountSetup() {
  return <AccountSetupPage />;
}
