import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from '../../../test/context.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { paidAthlete } from '../../../test/registration-fixtures.js';
import { noticeDeliveryReports, whatsappConsents } from '../../db/schema/notices.js';
import { queueNotice } from './queue.js';
import { type NoticesTest, nextMobile, startNoticesTest, TEMPLATES } from './test-support.js';
import { runNoticeWorker } from './worker.js';

let n: NoticesTest;
let adminToken: string;
beforeAll(async () => {
  n = await startNoticesTest();
  const admin = await createUser(n.t, { email: ADMIN_EMAIL, name: 'Secretary' });
  adminToken = await loginAs(n.t, admin.email);
});
afterAll(() => n.close());

const choose = (token: string, body: Record<string, unknown>, ip = '10.20.30.40') =>
  n.t.call({ method: 'PUT', url: '/api/user/notice-preferences', token, ip, body });

const everything = { email: true, sms: false, whatsapp: false, language: 'en', page: '/user/settings' };

async function athlete(phone = nextMobile()) {
  const user = await createUser(n.t, { phone, name: 'Kavya Menon' });
  return { user, token: await loginAs(n.t, user.email) };
}

const notice = (userId: string, key: string) => ({
  userId,
  kind: 'results_published' as const,
  data: {
    name: 'Kavya Menon',
    form: { en: 'State Meet', hi: 'राज्य प्रतियोगिता' },
    path: '/user/events-results',
  },
  idempotencyKey: key,
  at: n.t.clock.now(),
});

const webhook = (body: { raw: string; signature: string }) =>
  n.t.call({
    method: 'POST',
    url: '/api/notices/whatsapp/webhook',
    body: body.raw,
    headers: { 'x-hub-signature-256': body.signature },
  });

describe('choosing channels', () => {
  it('defaults to e-mail for a verified address, and refuses a channel the account cannot receive', async () => {
    const { token } = await athlete('');
    const mine = await n.t.call({ method: 'GET', url: '/api/user/notice-preferences', token });
    expect(mine.body.data).toMatchObject({
      email: true,
      sms: false,
      whatsapp: false,
      language: 'en',
      phone: '',
    });
    const refused = await choose(token, { ...everything, whatsapp: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: 'NOTICE_CHANNEL_UNAVAILABLE' });
    expect(refused.body.data.fields.whatsapp).toBeTruthy();
    const unknown = await choose(token, { ...everything, fax: true });
    expect(unknown.status).toBe(400);
  });
});

describe('SMS by default only where nothing else reaches the person', () => {
  it('an account with a proved number and no address gets its notices by SMS; one with both, by e-mail', async () => {
    const phoneOnly = await athlete();
    await n.t.ctx.db.execute(sql`update users set email = ${`phone-${phoneOnly.user.id}@accounts.invalid`},
      email_verified_at = null, phone_verified_at = now() where id = ${phoneOnly.user.id}`);
    const both = await athlete();
    await n.t.ctx.db.execute(sql`update users set phone_verified_at = now() where id = ${both.user.id}`);

    const preferences = await n.t.call({
      method: 'GET',
      url: '/api/user/notice-preferences',
      token: phoneOnly.token,
    });
    expect(preferences.body.data).toMatchObject({ email: false, sms: true, whatsapp: false });
    await queueNotice(n.t.ctx.db, notice(phoneOnly.user.id, `sms-default:${phoneOnly.user.id}`));
    await queueNotice(n.t.ctx.db, notice(both.user.id, `sms-default:${both.user.id}`));
    await runNoticeWorker(n.t.ctx);
    const channels = (await n.t.ctx.db.execute(
      sql`select idempotency_key as key, channel from notice_deliveries
        where idempotency_key like 'sms-default:%' order by channel`,
    )) as unknown as { rows: { key: string; channel: string }[] };
    expect(channels.rows.map((row) => [row.key.split(':')[1], row.channel])).toEqual([
      [both.user.id, 'email'],
      [phoneOnly.user.id, 'sms'],
    ]);
    expect(n.sms.written.filter((message) => message.to === phoneOnly.user.phone)).toHaveLength(1);
  });
});

describe('WhatsApp', () => {
  it('sends nothing before an opt-in, records the opt-in where it was made, and nothing after an opt-out', async () => {
    const { user, token } = await athlete();
    await queueNotice(n.t.ctx.db, notice(user.id, `wa-before:${user.id}`));
    await runNoticeWorker(n.t.ctx);
    expect(n.whatsapp.timesTaken().get(`wa-before:${user.id}:whatsapp`)).toBeUndefined();

    const optIn = await choose(token, { ...everything, whatsapp: true });
    expect(optIn.status, JSON.stringify(optIn.body)).toBe(200);
    expect(optIn.body.data.whatsapp).toBe(true);
    const consents = await n.t.ctx.db
      .select()
      .from(whatsappConsents)
      .where(eq(whatsappConsents.userId, user.id));
    expect(consents).toEqual([
      expect.objectContaining({
        action: 'opt_in',
        channel: 'web',
        page: '/user/settings',
        ip: '10.20.30.40',
        phone: user.phone,
      }),
    ]);
    await queueNotice(n.t.ctx.db, notice(user.id, `wa-during:${user.id}`));
    await runNoticeWorker(n.t.ctx);
    expect(n.whatsapp.timesTaken().get(`wa-during:${user.id}:whatsapp`)).toBe(1);

    // Queued while opted in, opted out before the worker came to it: it does not go.
    await queueNotice(n.t.ctx.db, notice(user.id, `wa-after:${user.id}`));
    const optOut = await choose(token, { ...everything, whatsapp: false });
    expect(optOut.body.data.whatsapp).toBe(false);
    await runNoticeWorker(n.t.ctx);
    expect(n.whatsapp.timesTaken().get(`wa-after:${user.id}:whatsapp`)).toBeUndefined();
    const list = await n.t.call({
      method: 'GET',
      url: `/api/admin/users/${user.id}/notices`,
      token: adminToken,
    });
    const after = list.body.data.items.find((item: { deliveries: { channel: string; state: string }[] }) =>
      item.deliveries.some((d) => d.channel === 'whatsapp' && d.state === 'cancelled'),
    );
    expect(after?.deliveries.find((d: { channel: string }) => d.channel === 'whatsapp').lastError).toMatch(
      /Opted out/,
    );
  });

  it('takes a STOP reply as an opt-out of every account on the number', async () => {
    const phone = nextMobile();
    const first = await athlete(phone);
    const second = await athlete(phone);
    for (const person of [first, second])
      expect((await choose(person.token, { ...everything, whatsapp: true })).status).toBe(200);
    const stop = await webhook(n.whatsapp.replyWebhook(phone, 'STOP'));
    expect(stop.status, JSON.stringify(stop.body)).toBe(200);
    for (const person of [first, second]) {
      const mine = await n.t.call({
        method: 'GET',
        url: '/api/user/notice-preferences',
        token: person.token,
      });
      expect(mine.body.data.whatsapp).toBe(false);
      const [last] = await n.t.ctx.db
        .select()
        .from(whatsappConsents)
        .where(eq(whatsappConsents.userId, person.user.id))
        .orderBy(sql`${whatsappConsents.at} desc, ${whatsappConsents.action} = 'opt_out' desc`);
      expect(last).toMatchObject({ action: 'opt_out', channel: 'whatsapp' });
    }
  });
});

describe('an approval notice on every channel', () => {
  it('carries the configured template, language and variables, and Unicode for Hindi SMS', async () => {
    const { user, token } = await paidAthlete(n.t);
    const chosen = await choose(token, {
      email: true,
      sms: true,
      whatsapp: true,
      language: 'hi',
      page: '/user/settings',
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const approved = await n.t.call({
      method: 'POST',
      url: '/api/admin/approve-user-registration',
      body: { userId: user.id },
      token: adminToken,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const uid = approved.body.data.uid as string;
    const link = 'https://para.example.in/user/identity-card';

    const sent = n.whatsapp.messages.filter((message) => message.key.startsWith('registration_approved:'));
    expect(sent).toEqual([
      expect.objectContaining({
        to: user.phone.replace('+', ''),
        template: TEMPLATES.registration_approved.whatsappTemplate,
        language: 'hi',
        variables: [user.name, uid, link],
      }),
    ]);
    const sms = n.sms.written.filter((message) => message.kind === 'registration_approved');
    expect(sms).toEqual([
      expect.objectContaining({
        to: user.phone,
        templateId: TEMPLATES.registration_approved.smsTemplateId,
        variables: { var1: user.name, var2: uid, var3: link },
        unicode: true,
      }),
    ]);
    expect(sms[0]?.text).toContain(uid);
    const mail = await n.t.mailbox.waitFor(user.email, n.t.mailbox.countFor(user.email) - 1);
    expect(mail.subject).toContain(`UID ${uid}`);
    expect(mail.text).toContain('स्वीकृत');
  });
});

describe('delivery reports', () => {
  it('records WhatsApp statuses, answers an unknown message with 200 and keeps it, refuses a bad signature', async () => {
    const { user, token } = await athlete();
    await choose(token, { ...everything, email: false, whatsapp: true });
    await queueNotice(n.t.ctx.db, notice(user.id, `report-ok:${user.id}`));
    await queueNotice(n.t.ctx.db, notice(user.id, `report-bad:${user.id}`));
    await runNoticeWorker(n.t.ctx);
    const idOf = (key: string) => n.whatsapp.messages.find((message) => message.key === key)?.id ?? '';
    const delivered = await webhook(
      n.whatsapp.statusWebhook(idOf(`report-ok:${user.id}:whatsapp`), 'delivered'),
    );
    expect(delivered.body.data).toEqual({ recorded: 1, unknown: 0 });
    await webhook(
      n.whatsapp.statusWebhook(idOf(`report-bad:${user.id}:whatsapp`), 'failed', 'Message undeliverable'),
    );
    const unknown = await webhook(n.whatsapp.statusWebhook('wamid.NOSUCHMESSAGE', 'delivered'));
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual({ recorded: 0, unknown: 1 });
    const kept = await n.t.ctx.db
      .select()
      .from(noticeDeliveryReports)
      .where(eq(noticeDeliveryReports.providerMessageId, 'wamid.NOSUCHMESSAGE'));
    expect(kept).toEqual([expect.objectContaining({ deliveryId: null, status: 'delivered' })]);

    const forged = await webhook({
      raw: n.whatsapp.statusWebhook('wamid.X', 'read').raw,
      signature: 'sha256=00',
    });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('WEBHOOK_SIGNATURE_INVALID');

    const list = await n.t.call({
      method: 'GET',
      url: `/api/admin/users/${user.id}/notices`,
      token: adminToken,
    });
    expect(list.status).toBe(200);
    const states = list.body.data.items.map(
      (item: { deliveries: { state: string; lastError: string | null }[] }) => item.deliveries[0],
    );
    expect(states).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ state: 'delivered' }),
        expect.objectContaining({ state: 'failed', lastError: expect.stringMatching(/undeliverable/) }),
      ]),
    );
    expect(JSON.stringify(list.body.data)).not.toContain(user.phone);
  });

  it('answers the Cloud API subscription check only with the verify token', async () => {
    const check = (token: string) =>
      n.t.call({
        method: 'GET',
        url: `/api/notices/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const good = await check(n.whatsapp.verifyToken);
    expect(good.status).toBe(200);
    expect(good.response.body).toBe('1158201444');
    expect((await check('wrong')).status).toBe(403);
  });

  it('records SMS reports by the provider’s message id, with its token only', async () => {
    const { user, token } = await athlete();
    await choose(token, { ...everything, email: false, sms: true });
    await queueNotice(n.t.ctx.db, notice(user.id, `sms-report:${user.id}`));
    await runNoticeWorker(n.t.ctx);
    const [row] = (
      (await n.t.ctx.db.execute(
        sql`select provider_message_id as id from notice_deliveries where idempotency_key = ${`sms-report:${user.id}:sms`}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    const report = (body: unknown, reportToken = 'report-token-for-the-tests-0123456789') =>
      n.t.call({
        method: 'POST',
        url: '/api/notices/sms/delivery-report',
        body,
        headers: { 'x-report-token': reportToken },
      });
    const msg91 = (requestId: string, status: string) => ({
      data: JSON.stringify([
        {
          requestId,
          userId: '1',
          senderId: 'PARASP',
          report: [{ date: '2026-11-22 10:00:00', number: '91', status, desc: 'DELIVERED' }],
        },
      ]),
    });
    expect((await report(msg91(row?.id ?? '', '1'), 'wrong')).status).toBe(403);
    const known = await report(msg91(row?.id ?? '', '1'));
    expect(known.body.data).toEqual({ recorded: 1, unknown: 0 });
    const stranger = await report(msg91('3563646e6f3036', '2'));
    expect(stranger.status).toBe(200);
    expect(stranger.body.data).toEqual({ recorded: 0, unknown: 1 });
    const garbage = await report({ hello: 'world' });
    expect(garbage.status).toBe(400);
    expect(garbage.body.code).toBe('WEBHOOK_BODY_INVALID');
    const list = await n.t.call({
      method: 'GET',
      url: `/api/admin/users/${user.id}/notices`,
      token: adminToken,
    });
    expect(list.body.data.items[0].deliveries).toEqual([
      expect.objectContaining({ channel: 'sms', state: 'delivered' }),
    ]);
  });
});

describe('the administrators’ day', () => {
  it('counts the day’s notices by channel and state, with their cost; athletes may not see it', async () => {
    const day = await n.t.call({ method: 'GET', url: '/api/admin/notices/day', token: adminToken });
    expect(day.status).toBe(200);
    const whatsapp = day.body.data.channels.find((item: { channel: string }) => item.channel === 'whatsapp');
    expect(whatsapp.unitCostPaise).toBe(50);
    const charged = (await n.t.ctx.db.execute(
      sql`select count(*)::int as count from notice_deliveries where channel = 'whatsapp' and cost_paise > 0`,
    )) as unknown as { rows: { count: number }[] };
    expect(whatsapp.costPaise).toBe(50 * Number(charged.rows[0]?.count));
    expect(whatsapp.total).toBe(
      whatsapp.queued + whatsapp.sent + whatsapp.delivered + whatsapp.failed + whatsapp.cancelled,
    );
    expect(whatsapp.delivered).toBeGreaterThan(0);
    expect(day.body.data.unknownReports).toBeGreaterThan(0);
    const { token } = await athlete();
    expect((await n.t.call({ method: 'GET', url: '/api/admin/notices/day', token })).status).toBe(403);
    const badDate = await n.t.call({
      method: 'GET',
      url: '/api/admin/notices/day?date=yesterday',
      token: adminToken,
    });
    expect(badDate.status).toBe(400);
  });
});
