import { sql } from 'drizzle-orm';
import { recordAudit } from '../audit.js';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';

/**
 * The daily SMS budget of the whole portal (SMS_DAILY_BUDGET; docs/decisions/0041). A day is India's
 * calendar day. Past the budget no code goes out: the person is told codes wait (503 `SMS_PAUSED`),
 * and the first refusal of the day records `sms.budget_reached` in the audit log, which the
 * administrators' dashboard shows as a banner until the day ends or the budget is raised.
 */
const IST_OFFSET_MS = 330 * 60_000;

export const smsDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Seconds until the Indian day ends and the budget starts again. */
function secondsToNextDay(at: Date): number {
  const local = at.getTime() + IST_OFFSET_MS;
  const nextMidnight = Math.floor(local / 86_400_000 + 1) * 86_400_000;
  return Math.max(1, Math.ceil((nextMidnight - local) / 1000));
}

type Rows<T> = { rows: T[] };

async function paused(ctx: AppContext, day: string): Promise<AppError> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const marked = (await tx.execute(sql`
      insert into sms_days (day, sent, held, budget_reached_at) values (${day}, 0, 1, ${now.toISOString()})
      on conflict (day) do update set held = sms_days.held + 1,
        budget_reached_at = coalesce(sms_days.budget_reached_at, excluded.budget_reached_at)
      returning sms_days.held = 1 as first`)) as unknown as Rows<{ first: boolean }>;
    if (marked.rows[0]?.first)
      await recordAudit(tx, {
        actorId: null,
        action: 'sms.budget_reached',
        targetType: 'sms',
        targetId: day,
        changes: { budget: ctx.config.sms.dailyBudget },
        at: now,
      });
  });
  ctx.logger.warn({ day, budget: ctx.config.sms.dailyBudget }, 'daily SMS budget reached: codes wait');
  return new AppError(
    503,
    'The portal has sent as many SMS as it may today, so codes by SMS wait; the administrators have been told. Sign in with your password, or try again later.',
    { retryAfterSeconds: secondsToNextDay(now) },
    'SMS_PAUSED',
  );
}

/** Refuses (SMS_PAUSED) when the day's budget is already spent, counting nothing else. */
export async function assertSmsBudgetLeft(ctx: AppContext): Promise<void> {
  const day = smsDay(ctx.clock.now());
  const result = (await ctx.db.execute(
    sql`select sent from sms_days where day = ${day}`,
  )) as unknown as Rows<{ sent: number }>;
  if (Number(result.rows[0]?.sent ?? 0) >= ctx.config.sms.dailyBudget) throw await paused(ctx, day);
}

/** Takes one SMS from the day's budget, or refuses (SMS_PAUSED) when none is left; one upsert. */
export async function takeFromSmsBudget(ctx: AppContext): Promise<string> {
  const day = smsDay(ctx.clock.now());
  const taken = (await ctx.db.execute(sql`
    insert into sms_days (day, sent) values (${day}, 1)
    on conflict (day) do update set sent = sms_days.sent + 1
    where sms_days.sent < ${ctx.config.sms.dailyBudget}
    returning sent`)) as unknown as Rows<{ sent: number }>;
  if (taken.rows.length === 0) throw await paused(ctx, day);
  return day;
}

/** An SMS the provider did not take is not spent. */
export async function giveBackToSmsBudget(ctx: AppContext, day: string): Promise<void> {
  await ctx.db.execute(sql`update sms_days set sent = greatest(sent - 1, 0) where day = ${day}`);
}

/** What the administrators' dashboard shows: today's count, the budget, and whether codes wait. */
export async function smsBudgetToday(ctx: AppContext) {
  const day = smsDay(ctx.clock.now());
  const result = (await ctx.db.execute(
    sql`select sent, held from sms_days where day = ${day}`,
  )) as unknown as Rows<{ sent: number; held: number }>;
  const row = result.rows[0];
  const budget = ctx.config.sms.dailyBudget;
  const sent = Number(row?.sent ?? 0);
  return {
    day,
    sent,
    budget,
    held: Number(row?.held ?? 0),
    // A budget raised since (a restart with a larger SMS_DAILY_BUDGET) lets codes go again at once.
    reached: sent >= budget,
  };
}
