import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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

/**
 * Runs the pruning hourly (and once shortly after start); stopped when the app closes. Called once
 * from main.ts before listening.
 */
export function startUploadPruning(ctx: AppContext, app: FastifyInstance, intervalMs = 3_600_000) {
  const run = () =>
    void pruneReplacedDocuments(ctx)
      .then((count) => count > 0 && app.log.info({ count }, 'replaced upload files pruned'))
      .catch((err) => app.log.warn({ err }, 'upload pruning failed'));
  const first = setTimeout(run, 60_000).unref();
  const timer = setInterval(run, intervalMs).unref();
  const stop = () => {
    clearTimeout(first);
    clearInterval(timer);
  };
  app.addHook('onClose', async () => stop());
  return { stop };
}
