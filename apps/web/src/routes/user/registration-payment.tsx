import { RegistrationPaymentPage } from '../../features/payments/components/RegistrationPaymentPage';

export default function RegistrationPayment() {
  return <RegistrationPaymentPage />;
}
