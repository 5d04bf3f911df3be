import type { FastifyInstance } from 'fastify';
import { afterAdminWrite } from '../../lib/admin-writes.js';
import type { AppContext } from '../../lib/context.js';
import { recentResult } from '../../lib/recent-result.js';
import { dashboardStats } from './overview.js';

/** The dashboard's figures are never older than this (docs/decisions/0018). */
export const DASHBOARD_MAX_AGE_MS = 60_000;
/** Past this age the figures are recomputed in the background while the kept ones are served. */
export const DASHBOARD_REFRESH_AFTER_MS = 30_000;

/**
 * The dashboard's figures, shared by every administrator for up to a minute: with 100,000 athletes
 * its aggregates take over 100 ms, and it is the page administrators land on. Kept per instance (with
 * several instances each keeps its own, each at most a minute old); this instance's administrators'
 * own changes clear it at once.
 */
export function cachedDashboardStats(app: FastifyInstance, ctx: AppContext) {
  const stats = recentResult(() => dashboardStats(ctx.db, ctx.clock.now(), ctx.config.adminEmails), {
    clock: ctx.clock,
    maxAgeMs: DASHBOARD_MAX_AGE_MS,
    refreshAfterMs: DASHBOARD_REFRESH_AFTER_MS,
    onRefreshError: (error) =>
      ctx.logger.warn({ err: error }, 'dashboard figures: background refresh failed'),
  });
  afterAdminWrite(app, () => stats.clear());
  return stats;
}
