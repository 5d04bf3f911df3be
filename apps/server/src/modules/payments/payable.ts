import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type PaymentRow, payments } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';

/**
 * What a payment pays for, the one place the purposes differ. Each feature that charges registers its
 * purposes at start (decision 61): today the registration fee (modules/registration), a competition
 * entry's fee and a district team's entries (modules/competitions). Everything else (orders, checkout
 * verification, webhook, reconciler, receipts, the administrators' refunds) is the payments module's and
 * the same for all of them: it asks the payment's purpose and never names another feature's tables.
 */

export type PaymentPurpose = PaymentRow['purpose'];

/** The administrator who marks a payment refunded, and the note they gave. */
export interface RefundBy {
  adminId: string;
  note: string;
}

/** What a refund still has to do once the payment is marked refunded, in the same transaction. */
export type AfterRefund = (refunded: PaymentRow) => Promise<void>;

export interface PayablePurpose {
  /** The line a receipt and a checkout show for what is paid. */
  description: string;
  /** Locks the thing paid for, so two payments of it are decided one after the other. */
  lock(db: DbOrTx, payment: PaymentRow): Promise<void>;
  /** The payment that already paid the same fee, if any: a second one is money to give back. */
  creditedPayment(db: DbOrTx, payment: PaymentRow): Promise<{ id: string } | undefined>;
  /** Why money for this fee is no longer wanted although nothing paid it yet (the event's reason), or null. */
  noLongerWanted(db: DbOrTx, payment: PaymentRow): Promise<string | null>;
  /**
   * What a credited payment completes, in the caller's transaction (which holds the lock), with the
   * notices it owes queued in it too (decision 42).
   */
  complete(db: DbOrTx, payment: PaymentRow, at: Date): Promise<void>;
  /**
   * An administrator marks a payment of this purpose refunded. Called first, with the payment as it
   * still stands (paid, or a refund due), for what must be undone while it does; returns what is left
   * for after its status changed.
   */
  refund(tx: DbOrTx, before: PaymentRow, by: RefundBy, at: Date): Promise<AfterRefund>;
}

/**
 * The purposes registered, by name. `known` is every purpose the payments table accepts: a start that
 * leaves one without a feature to answer for it is stopped (`assertComplete`), rather than the first
 * payment of it failing hours later.
 */
export function createPayableRegistry(known: readonly string[]) {
  const byPurpose = new Map<string, PayablePurpose>();
  return {
    /** The same definition registered again (every app built in one process registers) changes nothing. */
    register(purpose: PaymentPurpose, definition: PayablePurpose): void {
      const already = byPurpose.get(purpose);
      if (already && already !== definition)
        throw new Error(`The payment purpose '${purpose}' is registered twice, by two different features.`);
      byPurpose.set(purpose, definition);
    },
    of(purpose: string): PayablePurpose {
      const definition = byPurpose.get(purpose);
      if (!definition)
        throw new Error(
          `No feature registered the payment purpose '${purpose}': the feature that charges for it ` +
            'registers it when the app is built (decision 61).',
        );
      return definition;
    },
    assertComplete(): void {
      const missing = known.filter((purpose) => !byPurpose.has(purpose));
      if (missing.length > 0)
        throw new Error(
          `No feature registered the payment purpose(s) ${missing.map((p) => `'${p}'`).join(', ')}: ` +
            'the feature that charges for each registers it when the app is built (decision 61).',
        );
    },
  };
}

const purposes = createPayableRegistry(payments.purpose.enumValues);

/** For the features' own register functions, called where the app is built (app.ts). */
export const registerPayablePurpose = purposes.register;
/** Called once the features have registered: every purpose the payments table accepts has its feature. */
export const assertEveryPurposeRegistered = purposes.assertComplete;

export const lockPayable = (db: DbOrTx, payment: PaymentRow) =>
  purposes.of(payment.purpose).lock(db, payment);

export const creditedPaymentOf = (db: DbOrTx, payment: PaymentRow) =>
  purposes.of(payment.purpose).creditedPayment(db, payment);

export const payableGone = (db: DbOrTx, payment: PaymentRow) =>
  purposes.of(payment.purpose).noLongerWanted(db, payment);

export const completePayable = (db: DbOrTx, payment: PaymentRow, at: Date) =>
  purposes.of(payment.purpose).complete(db, payment, at);

export const refundPayable = (tx: DbOrTx, before: PaymentRow, by: RefundBy, at: Date) =>
  purposes.of(before.purpose).refund(tx, before, by, at);

export const purposeDescription = (payment: Pick<PaymentRow, 'purpose'>) =>
  purposes.of(payment.purpose).description;

/**
 * What a fee paid by the athlete as such locks: the payer's row. The registration fee's lock, and any
 * purpose's when the thing it paid for is gone.
 */
export async function lockPayer(db: DbOrTx, payment: PaymentRow): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, payment.userId)).for('update');
}

/**
 * A paid payment of the same payer and purpose: the registration fee's "same fee" (one per athlete), and
 * any purpose's when the thing it paid for is gone.
 */
export async function paidBySamePayer(db: DbOrTx, payment: PaymentRow): Promise<{ id: string } | undefined> {
  const [found] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, payment.userId),
        eq(payments.purpose, payment.purpose),
        eq(payments.status, 'paid'),
      ),
    )
    .limit(1);
  return found;
}
