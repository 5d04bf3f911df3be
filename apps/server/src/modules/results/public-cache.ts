import type { FastifyInstance } from 'fastify';
import { afterAdminWrite } from '../../lib/admin-writes.js';
import type { AppContext } from '../../lib/context.js';
import { type RecentResult, recentResult } from '../../lib/recent-result.js';

/** Published results are never served older than this (docs/decisions/0018, 0025). */
export const PUBLIC_RESULTS_MAX_AGE_MS = 60_000;
const REFRESH_AFTER_MS = 30_000;
/** Competitions kept at once; the least recently asked for goes first. */
const MAX_KEPT = 100;

/**
 * A competition's published results (or medals) kept in memory for up to a minute: they change only
 * with a publication (an administrator's write, which clears them on this instance at once), a name in
 * a registration, or the state records (also changed by a publication). Drawing the public page of
 * 2,000 results asked for them again every time. Only answers are kept: an unknown competition's
 * refusal is not, so addresses no competition has cannot fill the memory.
 */
export function keptPerCompetition<T>(
  app: FastifyInstance,
  ctx: AppContext,
  compute: (formId: string) => Promise<T>,
): (formId: string) => Promise<T> {
  const kept = new Map<string, RecentResult<T>>();
  afterAdminWrite(app, () => kept.clear());
  return async (formId) => {
    const known = kept.get(formId);
    if (known) {
      // Asked for again: the most recently used go last, so the first is the one to drop.
      kept.delete(formId);
      kept.set(formId, known);
      return known.get();
    }
    const fresh = recentResult(() => compute(formId), {
      clock: ctx.clock,
      maxAgeMs: PUBLIC_RESULTS_MAX_AGE_MS,
      refreshAfterMs: REFRESH_AFTER_MS,
      onRefreshError: (error) => ctx.logger.warn({ err: error }, 'public results: background refresh failed'),
    });
    const value = await fresh.get();
    kept.set(formId, fresh);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
    return value;
  };
}
