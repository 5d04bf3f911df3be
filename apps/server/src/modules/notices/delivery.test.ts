import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeDeliveries, notices } from '../../db/schema/notices.js';
import { queueNotice, queueNotices } from './queue.js';
import { type NoticesTest, optedInAthletes, startNoticesTest, statesOf } from './test-support.js';
import { runNoticeWorker } from './worker.js';

let n: NoticesTest;
beforeAll(async () => {
  n = await startNoticesTest();
});
afterAll(() => n.close());

const resultsNotice = (userId: string, key: string) => ({
  userId,
  kind: 'results_published' as const,
  data: { name: 'Athlete', form: { en: 'State Meet', hi: 'राज्य प्रतियोगिता' }, path: '/user/events-results' },
  idempotencyKey: key,
  at: n.t.clock.now(),
});

describe('notices written with their change', () => {
  it('leaves no notice when the change rolls back, and keeps one when it commits', async () => {
    const [athlete] = await optedInAthletes(n.t, 1);
    if (!athlete) throw new Error('no athlete');
    await expect(
      n.t.ctx.db.transaction(async (tx) => {
        await queueNotice(tx, resultsNotice(athlete.id, 'tx-test:rolled-back'));
        throw new Error('the change failed after its notice was queued');
      }),
    ).rejects.toThrow(/change failed/);
    await n.t.ctx.db.transaction((tx) => queueNotice(tx, resultsNotice(athlete.id, 'tx-test:committed')));
    const kept = await n.t.ctx.db.select().from(notices).where(like(notices.idempotencyKey, 'tx-test:%'));
    expect(kept.map((row) => row.idempotencyKey)).toEqual(['tx-test:committed']);
    // The same event queued again (a retried caller) is one notice.
    await queueNotice(n.t.ctx.db, resultsNotice(athlete.id, 'tx-test:committed'));
    expect(await statesOf(n.t, 'tx-test:')).toEqual({ queued: 1 });
    await runNoticeWorker(n.t.ctx);
    expect(n.whatsapp.timesTaken().get('tx-test:committed:whatsapp')).toBe(1);
  });
});

describe('a provider that is down', () => {
  it('delivers 500 notices due during a two-minute outage, each exactly once, once it is back', async () => {
    const athletes = await optedInAthletes(n.t, 500);
    await queueNotices(
      n.t.ctx.db,
      athletes.map((athlete) => resultsNotice(athlete.id, `outage:${athlete.id}`)),
    );
    const turnedAwayBefore = n.whatsapp.turnedAway;
    // Down: answers 500, and every 250th call hangs until the portal's own timeout.
    n.whatsapp.mode = 'error';
    n.whatsapp.hangEvery = 250;
    const backAt = n.t.clock.now().getTime() + 2 * 60_000;
    for (let round = 0; round < 30; round += 1) {
      if (n.t.clock.now().getTime() >= backAt) n.whatsapp.mode = 'up';
      await runNoticeWorker(n.t.ctx);
      const states = await statesOf(n.t, 'outage:');
      if (states.sent === 500) break;
      expect(states.failed ?? 0).toBe(0);
      n.t.clock.advance(30_000);
    }
    n.whatsapp.hangEvery = 0;
    expect(await statesOf(n.t, 'outage:')).toEqual({ sent: 500 });
    const taken = [...n.whatsapp.timesTaken()].filter(([key]) => key.startsWith('outage:'));
    expect(taken).toHaveLength(500);
    expect(taken.every(([, times]) => times === 1)).toBe(true);
    // Every notice was tried while the provider was down, and waited longer each time.
    expect(n.whatsapp.turnedAway - turnedAwayBefore).toBeGreaterThanOrEqual(1_000);
    const tries = (await n.t.ctx.db.execute(
      sql`select min(attempts)::int as least from notice_deliveries where idempotency_key like 'outage:%'`,
    )) as unknown as { rows: { least: number }[] };
    expect(Number(tries.rows[0]?.least)).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it('gives a channel up after its last try, with the reason', async () => {
    const [athlete] = await optedInAthletes(n.t, 1);
    if (!athlete) throw new Error('no athlete');
    await queueNotice(n.t.ctx.db, resultsNotice(athlete.id, 'give-up:1'));
    n.whatsapp.mode = 'error';
    for (let round = 0; round < 14; round += 1) {
      await runNoticeWorker(n.t.ctx);
      n.t.clock.advance(60 * 60_000);
    }
    n.whatsapp.mode = 'up';
    const [row] = await n.t.ctx.db
      .select()
      .from(noticeDeliveries)
      .where(eq(noticeDeliveries.idempotencyKey, 'give-up:1:whatsapp'));
    expect(row).toMatchObject({ state: 'failed', attempts: 12 });
    expect(row?.lastError).toMatch(/answered 500/);
  });
});

describe('two workers at once', () => {
  it('never send one notice twice', async () => {
    const athletes = await optedInAthletes(n.t, 200);
    await queueNotices(
      n.t.ctx.db,
      athletes.map((athlete) => resultsNotice(athlete.id, `pair:${athlete.id}`)),
    );
    // A second instance: its own worker over the same database.
    const otherInstance = { ...n.t.ctx };
    const handled = { first: 0, second: 0 };
    // A call the busy machine lets time out is tried again later: rounds until every notice is sent.
    for (let round = 0; round < 5 && (await statesOf(n.t, 'pair:')).sent !== 200; round += 1) {
      const [first, second] = await Promise.all([runNoticeWorker(n.t.ctx), runNoticeWorker(otherInstance)]);
      handled.first += first;
      handled.second += second;
      n.t.clock.advance(60_000);
    }
    expect(await statesOf(n.t, 'pair:')).toEqual({ sent: 200 });
    expect(handled.first).toBeGreaterThan(0);
    expect(handled.second).toBeGreaterThan(0);
    const taken = [...n.whatsapp.timesTaken()].filter(([key]) => key.startsWith('pair:'));
    expect(taken).toHaveLength(200);
    expect(taken.every(([, times]) => times === 1)).toBe(true);
  });
});

describe('a send whose answer was never recorded', () => {
  /** As if an instance claimed the row, called the provider and stopped before writing the answer. */
  async function cutOff(key: string) {
    const past = new Date(n.t.clock.now().getTime() - 1_000);
    await n.t.ctx.db
      .update(noticeDeliveries)
      .set({ state: 'sending', attempts: 1, leaseUntil: past, nextAttemptAt: past })
      .where(eq(noticeDeliveries.idempotencyKey, key));
  }

  it('is not sent again by WhatsApp, whose API takes no idempotency key, and is marked failed', async () => {
    const [athlete] = await optedInAthletes(n.t, 1);
    if (!athlete) throw new Error('no athlete');
    await queueNotice(n.t.ctx.db, resultsNotice(athlete.id, 'cut-wa:1'));
    await cutOff('cut-wa:1:whatsapp');
    await runNoticeWorker(n.t.ctx);
    expect(n.whatsapp.timesTaken().get('cut-wa:1:whatsapp')).toBeUndefined();
    const [row] = await n.t.ctx.db
      .select()
      .from(noticeDeliveries)
      .where(eq(noticeDeliveries.idempotencyKey, 'cut-wa:1:whatsapp'));
    expect(row?.state).toBe('failed');
    expect(row?.lastError).toMatch(/not sent again/);
  });

  it('is sent again by SMS with the same key, which the provider takes once', async () => {
    const [athlete] = await optedInAthletes(n.t, 1);
    if (!athlete) throw new Error('no athlete');
    await n.t.ctx.db.execute(sql`update notice_preferences set sms = true, whatsapp_opted_in_at = null
      where user_id = ${athlete.id}`);
    await queueNotice(n.t.ctx.db, resultsNotice(athlete.id, 'cut-sms:1'));
    // The provider took it before the instance stopped.
    await n.sms.send({
      to: athlete.phone,
      kind: 'results_published',
      text: 'already sent',
      templateId: 'x',
      variables: {},
      unicode: false,
      idempotencyKey: 'cut-sms:1:sms',
    });
    await cutOff('cut-sms:1:sms');
    const repeatsBefore = n.sms.repeats;
    await runNoticeWorker(n.t.ctx);
    expect(n.sms.written.filter((item) => item.idempotencyKey === 'cut-sms:1:sms')).toHaveLength(1);
    expect(n.sms.repeats).toBe(repeatsBefore + 1);
    expect(await statesOf(n.t, 'cut-sms:')).toEqual({ sent: 1 });
  });
});
