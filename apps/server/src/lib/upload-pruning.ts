import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { registrationDocuments } from '../db/schema/registration.js';
import type { AppContext } from './context.js';

/**
 * Replaced documents stay readable this long (an administrator reviewing a resubmission can compare),
 * then their files are deleted; the row stays as history with file_pruned_at set.
 */
export const REPLACED_FILE_GRACE_MS = 30 * 24 * 60 * 60_000;
const BATCH = 200;

/** Deletes the files of documents replaced before the grace period; returns how many. */
export async function pruneReplacedDocuments(
  ctx: AppContext,
  graceMs = REPLACED_FILE_GRACE_MS,
): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: registrationDocuments.id, storageKey: registrationDocuments.storageKey })
    .from(registrationDocuments)
    .where(
      and(
        isNotNull(registrationDocuments.replacedAt),
        lt(registrationDocuments.replacedAt, new Date(now.getTime() - graceMs)),
        isNull(registrationDocuments.filePrunedAt),
      ),
    )
    .limit(BATCH);
  for (const document of due) {
    await ctx.storage.remove(document.storageKey);
    await ctx.db
      .update(registrationDocuments)
      .set({ filePrunedAt: now })
      .where(and(isNull(registrationDocuments.filePrunedAt), eq(registrationDocuments.id, document.id)));
  }
  return due.length;
}
