import { publicEvents } from '../../apps/server/src/db/schema/content.js';
import type { AppContext } from '../../apps/server/src/lib/context.js';

/** A published one-day event of the public site in Ernakulam, today: what a competition's form hangs on. */
export async function benchEvent(ctx: AppContext, title: string, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const [event] = await ctx.db
    .insert(publicEvents)
    .values({
      title,
      venue: 'Stadium',
      district: 'Ernakulam',
      startDate: today,
      endDate: today,
      status: 'published',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!event) throw new Error('bench event not created');
  return event;
}
