import { AppLayout } from '../../components/app/AppLayout';

/** Registration flow pages: signed in, top bar only. */
export default function RegistrationFlowLayout() {
  return <AppLayout area="flow" />;
}
