import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { registrationDocuments } from '../db/schema/registration.js';
import type { AppContext } from './context.js';
import { AppError } from './errors.js';

/**
 * An athlete uploads a handful of documents, a few times over if a scan is unreadable; this allows that
 * with room to spare and stops a script filling the disk (one stored 30 × 4.9 MB in 1.6 s).
 */
export const UPLOAD_RATE = {
  max: 20,
  windowMs: 10 * 60_000,
  message: 'Too many uploads in a short time. Please wait a few minutes and try again.',
};

/** Every stored file of an athlete counts, replaced ones too until they are pruned (lib/upload-pruning.ts). */
export const USER_STORAGE_LIMIT_BYTES = 40 * 1024 * 1024;

/** Counts one upload against the athlete's allowance; 429 in the envelope once it is used up. */
export const consumeUploadAllowance = (ctx: AppContext, userId: string) =>
  ctx.limiter.consume(`upload:${userId}`, UPLOAD_RATE);

/** Bytes of the athlete's documents still on disk. */
export async function storedBytesOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${registrationDocuments.size}), 0)` })
    .from(registrationDocuments)
    .where(and(eq(registrationDocuments.userId, userId), isNull(registrationDocuments.filePrunedAt)));
  return Number(row?.total ?? 0);
}

/** 413 when adding `incoming` bytes would take the athlete past the storage limit. */
export async function assertStorageRoom(db: DbOrTx, userId: string, incoming: number): Promise<void> {
  if ((await storedBytesOf(db, userId)) + incoming > USER_STORAGE_LIMIT_BYTES) {
    throw new AppError(
      413,
      `Your uploads have reached the storage limit of ${USER_STORAGE_LIMIT_BYTES / 1024 / 1024} MB. ` +
        'Files you replaced are removed after a while; until then, please contact the association.',
      null,
      'STORAGE_FULL',
    );
  }
}

/** Postgres' unique_violation: the losing side of a race on a unique index. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
};
