import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { entries, entryForms } from '../../db/schema/competitions.js';
import type { AppContext } from '../../lib/context.js';
import { sendEntryNotices } from './notify.js';

/** Athletes with an unpaid entry are reminded once, this long before entries close. */
export const CLOSING_REMINDER_BEFORE_MS = 24 * 60 * 60_000;

/**
 * Reminds each athlete whose entry awaits payment that entries close within a day (the late period's
 * end when there is one), once per entry. Run by the background jobs; returns how many were reminded.
 */
export async function remindUnpaidBeforeClose(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const lastEntryTime = sql`coalesce(${entryForms.lateUntil}, ${entryForms.closesAt})`;
  const reminded = await ctx.db
    .update(entries)
    .set({ closingReminderAt: now })
    .from(entryForms)
    .where(
      and(
        eq(entryForms.id, entries.formId),
        eq(entryForms.status, 'open'),
        eq(entries.status, 'pending_payment'),
        isNull(entries.closingReminderAt),
        gt(lastEntryTime, now),
        lt(lastEntryTime, new Date(now.getTime() + CLOSING_REMINDER_BEFORE_MS)),
      ),
    )
    .returning({ id: entries.id });
  await sendEntryNotices(
    ctx,
    reminded.map((row) => ({ entryId: row.id, kind: 'closing_soon' as const, disciplineKeys: [] })),
  );
  return reminded.length;
}
