import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { entries, entryForms } from '../../db/schema/competitions.js';
import type { AppContext } from '../../lib/context.js';
import { queueEntryNotices } from './notify.js';

/** Athletes with an unpaid entry are reminded once, this long before entries close. */
export const CLOSING_REMINDER_BEFORE_MS = 24 * 60 * 60_000;

/**
 * Reminds each athlete whose entry awaits payment that entries close within a day (the late period's
 * end when there is one), once per entry. Run by the background jobs; returns how many were reminded.
 */
export async function remindUnpaidBeforeClose(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const lastEntryTime = sql`coalesce(${entryForms.lateUntil}, ${entryForms.closesAt})`;
  return ctx.db.transaction(async (tx) => {
    const reminded = await tx
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
    // The reminder is marked sent and its notice queued together: one without the other cannot happen.
    await queueEntryNotices(
      tx,
      reminded.map((row) => ({ entryId: row.id, kind: 'closing_soon' as const, disciplineKeys: [] })),
      now,
    );
    return reminded.length;
  });
}
