import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createLoggedInUser, expectErrorEnvelope, uniqueIp } from '../../../test/factories.js';
import { auditEvents } from '../../db/schema/system.js';

// The site's other content (district units, FAQ, pages, contact details) and the contact form. News
// and covers are in news.test.ts; events and what search engines get in public-site.test.ts.

let t: TestContext;
let admin: string;
let athlete: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = (await createLoggedInUser(t, { email: ADMIN_EMAIL })).token;
  athlete = (await createLoggedInUser(t)).token;
});
afterAll(() => t.close());

const create = async (url: string, body: unknown) => {
  const result = await t.call({ method: 'POST', url, body, token: admin });
  expect(result.status, result.body.message).toBe(201);
  return result.body.data;
};

describe('district units, FAQ, pages and contact details', () => {
  it('are changed by administrators only and shown publicly', async () => {
    const unit = {
      district: 'Wayanad',
      secretaryName: 'Test Secretary',
      phone: '94470 12345',
      email: 'WAYANAD.TEST@example.in',
      address: 'Kalpetta',
    };
    expectErrorEnvelope(
      await t.call({ method: 'POST', url: '/api/admin/content/district-units', body: unit, token: athlete }),
      403,
    );
    const created = await create('/api/admin/content/district-units', unit);
    expect(created.phone).toBe('+919447012345');
    expect(created.email).toBe('wayanad.test@example.in');

    const faq = await create('/api/admin/content/faq', {
      question: 'First question?',
      answer: 'Yes.',
      sortOrder: 0,
      translations: { hi: { question: 'पहला प्रश्न?' } },
    });
    const faqHi = await t.call({ method: 'GET', url: '/api/content/faq?lang=hi' });
    expect(faqHi.body.data[0]).toMatchObject({
      _id: faq._id,
      question: 'पहला प्रश्न?',
      answerHtml: '<p>Yes.</p>\n',
    });

    const saved = await t.call({
      method: 'PUT',
      url: '/api/admin/content/pages/refund-policy',
      body: { title: 'Refunds', body: 'Refunds in **7 days**.', translations: {} },
      token: admin,
    });
    expect(saved.status).toBe(200);
    const refund = await t.call({ method: 'GET', url: '/api/content/pages/refund-policy?lang=hi' });
    expect(refund.body.data).toMatchObject({
      title: 'Refunds',
      bodyHtml: '<p>Refunds in <strong>7 days</strong>.</p>\n',
    });

    const site = (await t.call({ method: 'GET', url: '/api/content/site' })).body.data;
    const changed = await t.call({
      method: 'PUT',
      url: '/api/admin/content/site',
      body: {
        ...site,
        phone: '+91 471 999 9999',
        social: { ...site.social, youtube: 'javascript:alert(1)' },
      },
      token: admin,
    });
    expectErrorEnvelope(changed, 400);
    expect(changed.body.data.fields['social.youtube']).toBeTruthy();
    const ok = await t.call({
      method: 'PUT',
      url: '/api/admin/content/site',
      body: { ...site, phone: '+91 471 999 9999' },
      token: admin,
    });
    expect(ok.status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/content/site' })).body.data.phone).toBe(
      '+91 471 999 9999',
    );
  });
});

describe('the audit log', () => {
  it('records every change with its action, target and changed fields', async () => {
    const entriesFor = async (targetId: string) =>
      (await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.targetId, targetId)))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.action.localeCompare(b.action))
        .map(({ action, targetType, changes }) => ({ action, targetType, changes }));
    const unit = {
      district: 'Idukki',
      secretaryName: 'Audit Secretary',
      phone: '94470 54321',
      email: 'idukki.audit@example.in',
      address: 'Painavu',
    };
    const created = await create('/api/admin/content/district-units', unit);
    t.clock.advance(1000);
    await t.call({
      method: 'PUT',
      url: `/api/admin/content/district-units/${created._id}`,
      body: { ...unit, address: 'Thodupuzha' },
      token: admin,
    });
    t.clock.advance(1000);
    await t.call({ method: 'DELETE', url: `/api/admin/content/district-units/${created._id}`, token: admin });
    expect(await entriesFor(created._id)).toEqual([
      { action: 'content.unit.create', targetType: 'district_unit', changes: { district: 'Idukki' } },
      {
        action: 'content.unit.update',
        targetType: 'district_unit',
        changes: { address: { from: 'Painavu', to: 'Thodupuzha' } },
      },
      { action: 'content.unit.delete', targetType: 'district_unit', changes: { district: 'Idukki' } },
    ]);

    await t.call({
      method: 'PUT',
      url: '/api/admin/content/pages/about',
      body: { title: 'About us', body: 'Who we are.', translations: {} },
      token: admin,
    });
    expect(await entriesFor('about')).toEqual([
      { action: 'content.page.update', targetType: 'page', changes: { title: 'About us' } },
    ]);

    const faq = await create('/api/admin/content/faq', {
      question: 'Audited question?',
      answer: 'Yes.',
      sortOrder: 3,
      translations: {},
    });
    t.clock.advance(1000);
    await t.call({
      method: 'PUT',
      url: `/api/admin/content/faq/${faq._id}`,
      body: { question: 'Audited question?', answer: 'No.', sortOrder: 4, translations: {} },
      token: admin,
    });
    expect(await entriesFor(faq._id)).toEqual([
      { action: 'content.faq.create', targetType: 'faq', changes: { question: 'Audited question?' } },
      {
        action: 'content.faq.update',
        targetType: 'faq',
        changes: { answer: { from: 'Yes.', to: 'No.' }, sortOrder: { from: 3, to: 4 } },
      },
    ]);

    const site = (await t.call({ method: 'GET', url: '/api/content/site' })).body.data;
    await t.call({
      method: 'PUT',
      url: '/api/admin/content/site',
      body: { ...site, name: 'Audited Association' },
      token: admin,
    });
    expect((await entriesFor('site.contact')).at(-1)).toEqual({
      action: 'content.site.update',
      targetType: 'setting',
      changes: { name: { from: site.name, to: 'Audited Association' } },
    });
  });
});

describe('contact form', () => {
  const message = {
    name: 'Lakshmi Menon',
    email: 'lakshmi@example.in',
    phone: '',
    subject: 'Classification for my son',
    message: 'When is the next classification camp for swimmers?',
  };

  it('names the fields at fault', async () => {
    const bad = await t.call({
      method: 'POST',
      url: '/api/contact',
      body: { name: 'L', email: 'not-mail', phone: '12345', subject: '', message: '' },
      ip: uniqueIp(),
    });
    expectErrorEnvelope(bad, 400);
    expect(Object.keys(bad.body.data.fields).sort()).toEqual([
      'email',
      'message',
      'name',
      'phone',
      'subject',
    ]);
  });

  it('stores the message, mails the association, lists it for administrators and toggles handled', async () => {
    const site = (await t.call({ method: 'GET', url: '/api/content/site' })).body.data;
    const seen = t.mailbox.countFor(site.email);
    const sent = await t.call({ method: 'POST', url: '/api/contact', body: message, ip: uniqueIp() });
    expect(sent.status).toBe(201);
    const mail = await t.mailbox.waitFor(site.email, seen);
    expect(mail.subject).toContain('Classification for my son');
    expect(mail.text).toContain('lakshmi@example.in');
    expect(mail.text).toContain('next classification camp');

    const list = await t.call({
      method: 'GET',
      url: '/api/admin/content/messages?handled=false',
      token: admin,
    });
    const row = list.body.data.items.find((item: { _id: string }) => item._id === sent.body.data._id);
    expect(row).toMatchObject({ name: 'Lakshmi Menon', handled: false });

    const handled = await t.call({
      method: 'POST',
      url: `/api/admin/content/messages/${row._id}/handled`,
      body: { handled: true },
      token: admin,
    });
    expect(handled.body.data.handled).toBe(true);
    const open = await t.call({
      method: 'GET',
      url: '/api/admin/content/messages?handled=false',
      token: admin,
    });
    expect(open.body.data.items.map((item: { _id: string }) => item._id)).not.toContain(row._id);
    const done = await t.call({
      method: 'GET',
      url: '/api/admin/content/messages?handled=true',
      token: admin,
    });
    expect(done.body.data.items.map((item: { _id: string }) => item._id)).toContain(row._id);
    expectErrorEnvelope(
      await t.call({ method: 'GET', url: '/api/admin/content/messages', token: athlete }),
      403,
    );
  });

  it('throttles one address after five messages an hour, and lets it send again later', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await t.call({ method: 'POST', url: '/api/contact', body: message, ip })).status).toBe(201);
    }
    const blocked = await t.call({ method: 'POST', url: '/api/contact', body: message, ip });
    expectErrorEnvelope(blocked, 429);
    expect(blocked.response.json().code).toBe('CONTACT_RATE_LIMITED');
    expect(blocked.body.data.retryAfterSeconds).toBeGreaterThan(0);
    expect(
      (await t.call({ method: 'POST', url: '/api/contact', body: message, ip: uniqueIp() })).status,
    ).toBe(201);
    t.clock.advance(61 * 60_000);
    expect((await t.call({ method: 'POST', url: '/api/contact', body: message, ip })).status).toBe(201);
  });
});
