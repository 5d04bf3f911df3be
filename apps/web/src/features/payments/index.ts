// What other features use of payments.
export { PaymentsList } from './components/PaymentsList';
