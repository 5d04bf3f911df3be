// What other features use of payments.

export { receiptUrl } from './api';
export {
  checkoutFailureMessage,
  type TestCheckoutReturn,
  testCheckoutAddress,
} from './checkout';
export { PaymentsList } from './components/PaymentsList';
export { TestModeBanner } from './components/TestModeBanner';
export { type CheckoutResult, openRazorpay } from './razorpay';
