import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/users.js';
import { recordAudit } from '../../lib/audit.js';

/** How someone proved they hold an account's address or mobile number (an SMS code: decision 41). */
export type AddressProof =
  | 'verify_email'
  | 'reset_password'
  | 'verify_phone'
  | 'sign_in_code'
  | 'reset_by_sms';

/**
 * The columns to set, beside the account's own, when someone proves they hold its address. An account a
 * district secretary made (decision 29) is then its owner's: the district's hold ends and any take-over
 * code it printed dies, so nobody can take the account from the person who proved the address, nor
 * keep a verification their take-over code did not prove (docs/decisions/0034). Written as SQL on the
 * row itself, so a secretary's take-over code printed between reading the account and this write
 * dies too.
 */
export const addressProvenColumns = (at: Date) => ({
  takenOverAt: sql`coalesce(${users.takenOverAt}, case when ${users.assistedBy} is not null then ${at.toISOString()}::timestamptz end)`,
  takeoverCodeHash: null,
  takeoverCodeExpiresAt: null,
});

/** The audit entry of an assisted account claimed by its address (the take-over the code would have made). */
export async function recordClaimByAddress(
  tx: DbOrTx,
  user: UserRow,
  proof: AddressProof,
  at: Date,
): Promise<void> {
  if (!user.assistedBy || user.takenOverAt) return;
  await recordAudit(tx, {
    actorId: user.id,
    action: 'account.take_over',
    targetType: 'user',
    targetId: user.id,
    changes: { assistedBy: user.assistedBy, by: proof },
    at,
  });
}
