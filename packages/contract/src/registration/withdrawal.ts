import { z } from 'zod';

/**
 * Why and since when a registration is withdrawn: the registration fee was
 * refunded and no other payment of it remains, so the identity card is no longer valid.
 */
export const registrationWithdrawal = z.object({
  reason: z.literal('feeRefunded'),
  at: z.string(),
});
export type RegistrationWithdrawal = z.infer<typeof registrationWithdrawal>;
