import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { type PhoneCodePurpose, phoneCodes } from '../../db/schema/auth.js';
import type { AppContext } from '../../lib/context.js';
import { hmacHex, newOtp, safeEqual } from '../../lib/crypto.js';
import { codeRefused } from './codes.js';
import { CODE_MAX_FAILED_ATTEMPTS, CODE_TTL_MS } from './limits.js';

/**
 * Codes sent by SMS, kept by the number (docs/decisions/0041): hashed with the server's key (the
 * stored value is useless without it, and differs per number and purpose), compared in constant time,
 * single use, dead after five wrong tries or ten minutes.
 */
export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

const hashCode = (ctx: AppContext, phone: string, purpose: PhoneCodePurpose, code: string) =>
  hmacHex(ctx.codeKey, `sms:${purpose}:${phone}:${code}`);

/**
 * A fresh code for the number, returned in clear for the SMS only. It replaces the earlier unused codes
 * of the same number, purpose and attempt; another attempt's codes stay as they are (decision 34).
 */
export async function issuePhoneCode(
  ctx: AppContext,
  input: { phone: string; purpose: PhoneCodePurpose; userId?: string; attemptId?: string },
): Promise<{ code: string; id: string }> {
  const code = newOtp();
  const now = ctx.clock.now();
  const [row] = await ctx.db.transaction(async (tx) => {
    await tx
      .update(phoneCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(phoneCodes.phone, input.phone),
          eq(phoneCodes.purpose, input.purpose),
          isNull(phoneCodes.consumedAt),
          input.attemptId ? eq(phoneCodes.attemptId, input.attemptId) : isNull(phoneCodes.attemptId),
        ),
      );
    return tx
      .insert(phoneCodes)
      .values({
        phone: input.phone,
        purpose: input.purpose,
        userId: input.userId ?? null,
        attemptId: input.attemptId ?? null,
        codeHash: hashCode(ctx, input.phone, input.purpose, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      })
      .returning({ id: phoneCodes.id });
  });
  if (!row) throw new Error('phone code not stored');
  return { code, id: row.id };
}

/** A code that was stored but could not be sent dies at once: nobody holds it. */
export async function dropPhoneCode(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.update(phoneCodes).set({ consumedAt: ctx.clock.now() }).where(eq(phoneCodes.id, id));
}

/** The newest code of an attempt (open or not), to send it again or to know the attempt exists. */
export const newestPhoneCodeOfAttempt = async (ctx: AppContext, phone: string, attemptId: string) =>
  (
    await ctx.db
      .select()
      .from(phoneCodes)
      .where(
        and(
          eq(phoneCodes.phone, phone),
          eq(phoneCodes.purpose, 'verify_phone'),
          eq(phoneCodes.attemptId, attemptId),
        ),
      )
      .orderBy(desc(phoneCodes.createdAt))
      .limit(1)
  )[0];

/**
 * Checks a code: one try is counted on every open code of the number and purpose first (one UPDATE
 * whose WHERE holds the limit, so parallel tries cannot compare more often than allowed). With
 * `attemptId` only that attempt's codes count; without one, a sign-up code counts only while a single
 * attempt waits on the number. A right code gives its try back (tries count wrong answers) and is
 * used up unless `keep` (the first step of choosing among accounts: the same code then signs in).
 */
export async function checkPhoneCode(
  ctx: AppContext,
  input: {
    phone: string;
    purpose: PhoneCodePurpose;
    code: string;
    attemptId?: string | undefined;
    keep?: boolean;
  },
): Promise<PhoneCodeRow> {
  const now = ctx.clock.now();
  const claimed = await ctx.db
    .update(phoneCodes)
    .set({ failedAttempts: sql`${phoneCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(phoneCodes.phone, input.phone),
        eq(phoneCodes.purpose, input.purpose),
        isNull(phoneCodes.consumedAt),
        gt(phoneCodes.expiresAt, now),
        lt(phoneCodes.failedAttempts, CODE_MAX_FAILED_ATTEMPTS),
      ),
    )
    .returning();
  const attempts = new Set(claimed.map((row) => row.attemptId));
  const candidates = input.attemptId
    ? claimed.filter((row) => row.attemptId === input.attemptId)
    : attempts.size === 1
      ? claimed
      : [];
  const hash = hashCode(ctx, input.phone, input.purpose, input.code);
  const match = candidates.find((row) => safeEqual(row.codeHash, hash));
  if (!match) throw codeRefused('sms');
  const [settled] = await ctx.db
    .update(phoneCodes)
    .set({
      failedAttempts: sql`greatest(${phoneCodes.failedAttempts} - 1, 0)`,
      ...(input.keep ? {} : { consumedAt: now }),
    })
    .where(and(eq(phoneCodes.id, match.id), isNull(phoneCodes.consumedAt)))
    .returning();
  // Another request used the same code first: single use under concurrency.
  if (!settled) throw codeRefused('sms');
  return settled;
}
