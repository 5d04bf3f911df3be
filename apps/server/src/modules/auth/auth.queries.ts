import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type CodePurpose, oneTimeCodes, sessions } from '../../db/schema/auth.js';
import { users } from '../../db/schema/users.js';

export const findUserByEmail = async (db: DbOrTx, email: string) =>
  (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

export const findUserById = async (db: DbOrTx, id: string) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const latestCode = async (db: DbOrTx, userId: string, purpose: CodePurpose) =>
  (
    await db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1)
  )[0];

export type CodeRow = typeof oneTimeCodes.$inferSelect;

/**
 * The newest verification code of an attempt (used, replaced or open: it carries the attempt's
 * credentials), chosen by the attempt's id or by the password hash the attempt set.
 */
export const newestCodeOfAttempt = async (
  db: DbOrTx,
  userId: string,
  attempt: { id: string } | { passwordHash: string },
) =>
  (
    await db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, 'verify_email'),
          'id' in attempt
            ? eq(oneTimeCodes.signupId, attempt.id)
            : eq(oneTimeCodes.pendingPasswordHash, attempt.passwordHash),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1)
  )[0];

/** Unused codes of a user and purpose, newest first (expired ones included, to say "expired"). */
export const openCodes = (db: DbOrTx, userId: string, purpose: CodePurpose) =>
  db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt));

/**
 * A new code replaces every earlier unused one of the same purpose and the same sign-up (codes that belong
 * to no sign-up count as one group), so one sign-up's new code never cancels another sign-up's.
 */
export async function replaceCode(db: DbOrTx, values: typeof oneTimeCodes.$inferInsert): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: values.createdAt })
    .where(
      and(
        eq(oneTimeCodes.userId, values.userId),
        eq(oneTimeCodes.purpose, values.purpose),
        isNull(oneTimeCodes.consumedAt),
        values.signupId ? eq(oneTimeCodes.signupId, values.signupId) : isNull(oneTimeCodes.signupId),
      ),
    );
  await db.insert(oneTimeCodes).values(values);
}

/**
 * Counts one try on every open, unexpired code of the user and purpose that has tries left, and returns
 * those codes with their new counts; none when the limit is reached. Atomic per row, so no two parallel
 * requests can use the same try (`failed_attempts` counts every try, the right one included).
 */
export const claimTry = (db: DbOrTx, userId: string, purpose: CodePurpose, now: Date, maxTries: number) =>
  db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.failedAttempts, maxTries),
      ),
    )
    .returning();

/** Marks the code used; false when another request used it first (single use under concurrency). */
export async function consumeCode(db: DbOrTx, codeId: string, at: Date): Promise<boolean> {
  const used = await db
    .update(oneTimeCodes)
    .set({ consumedAt: at })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return used.length === 1;
}

export async function insertSession(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({ ...values, lastUsedAt: values.createdAt });
}

export async function revokeSession(db: DbOrTx, sessionId: string, at: Date, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends a session; true only for the call that ended it (of several at once, one). */
export async function revokeSessionOnce(
  db: DbOrTx,
  sessionId: string,
  at: Date,
  reason: string,
): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of a user (password change, block), optionally sparing one. */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  at: Date,
  reason: string,
  exceptSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(...conditions));
}
