import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.js';
import {
  lockPayer,
  type PayablePurpose,
  paidBySamePayer,
  registerPayablePurpose,
} from '../payments/payable.js';
import { withdrawAfterRefund } from './withdrawal.js';

/**
 * The athlete's registration fee, told to the payments module like any other purpose (decision 61):
 * one per athlete, it completes the registration's fee, and refunded it withdraws the registration
 * (decision 12). What it completes and what its refund undoes are the registration's, so it is
 * registered from here.
 */
const registrationFee: PayablePurpose = {
  description: 'Athlete registration fee',
  lock: lockPayer,
  creditedPayment: paidBySamePayer,
  // Wanted as long as it was not paid: nothing else ends an athlete's need of it.
  noLongerWanted: async () => null,
  async complete(db, payment, at) {
    await db
      .update(users)
      .set({ registrationPaymentCompleted: true, updatedAt: at })
      .where(eq(users.id, payment.userId));
  },
  // Nothing to undo while the payment still stands: whether a paid fee remains is asked once it is refunded.
  refund: async (tx, _before, by, at) => (refunded) => withdrawAfterRefund(tx, refunded, by.adminId, at),
};

/** Called where the app is built (app.ts), before any route or job can meet a registration fee. */
export function registerRegistrationFee(): void {
  registerPayablePurpose('registration', registrationFee);
}
