// Why this file exists: every other server test runs on PostgreSQL when DATABASE_URL is set; this one
// walks every module on the embedded database (PGlite), where what differs is how values come back from
// the driver (counts, sums in paise, dates and times, JSON) and how the database is opened and kept
// (decision 0039, vitest.config.ts). One app on one database for the whole file, as PGlite takes seconds
// to start; each module gets one short journey through the HTTP API, as a person would use it, and its
// assertions are on the data (counts, totals, names, states, dates), not only the statuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPast } from '../src/modules/archive/test-support.js';
import { runCertificateJobs } from '../src/modules/certificates/jobs.js';
import { approvedAthlete, createForm, formBody, submit } from '../src/modules/competitions/test-support.js';
import { csv, publish, upload as uploadResults } from '../src/modules/results/test-support.js';
import { ADMIN_EMAIL, createTestContext, type TestContext } from './context.js';
import { assistedAthlete } from './district-fixtures.js';
import {
  championshipEvent,
  csvLines,
  EVENT_DAY,
  entriesOpenNews,
  payEntryOnline,
  pick,
  registerAndPay,
  signUpAndLogIn,
} from './embedded-journeys-support.js';
import { createLoggedInUser, createUser, loginAs } from './factories.js';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  await createUser(t, { email: ADMIN_EMAIL, name: 'Mary Secretary' });
  admin = await loginAs(t, ADMIN_EMAIL);
});
afterAll(() => t?.close());

const get = (url: string, token = admin) => t.call({ method: 'GET', url, token });
const post = (url: string, body?: unknown, token = admin) => t.call({ method: 'POST', url, body, token });
/** A file answer (CSV, PDF): status, headers and bytes. */
const file = (url: string, token = admin) =>
  t.app.inject({ method: 'GET', url, headers: { 'access-token': token } });
const HOUR = 3_600_000;

// What one journey leaves for the next.
const asha = { email: `asha.${Date.now().toString(36)}@example.in`, id: '', token: '', uid: '', paidAt: '' };
let bina: Awaited<ReturnType<typeof approvedAthlete>>;
let chitra: Awaited<ReturnType<typeof approvedAthlete>>;
let eventId = '';
let formId = '';
let pastFormId = '';
let approvedAt = '';

describe('one journey through every module on the embedded database', () => {
  it('system: answers the health check from the database', async () => {
    const health = await t.call({ method: 'GET', url: '/api/health' });
    expect(health.status).toBe(200);
    expect(health.body.data).toEqual({ status: 'ok' });
  });

  it('auth: signs up, verifies with the mailed code, logs in and reads the profile', async () => {
    const { signup, verified, login } = await signUpAndLogIn(t, 'Asha Menon', asha.email);
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    expect(verified.body.data).toMatchObject({ name: 'Asha Menon', emailVerified: true, isAdmin: false });
    expect(login.status).toBe(200);
    asha.id = verified.body.data._id;
    asha.token = login.body.data.accessToken;
    const profile = await get('/api/user/get-user-profile-data', asha.token);
    expect(profile.body.data).toMatchObject({
      _id: asha.id,
      email: asha.email,
      registrationCompleted: false,
    });
  });

  it('registration: fills the three pages, uploads the documents, pays the fee and submits', async () => {
    const { saved, uploads, finalized, order } = await registerAndPay(t, asha.token, 'Asha Menon');
    expect([...saved, ...uploads].map((answer) => answer.status)).toEqual([
      200, 200, 200, 201, 201, 201, 201,
    ]);
    expect(finalized.body.data).toMatchObject({ registrationCompleted: true, registrationApproved: false });
    expect(order.body.data.amountPaise).toBe(50_000);
    asha.paidAt = t.clock.now().toISOString();
    const payments = await get('/api/user/registration-payments', asha.token);
    expect(payments.body.data).toEqual([
      expect.objectContaining({ status: 'paid', gateway: 'test', amountPaise: 50_000, paidAt: asha.paidAt }),
    ]);
    const data = (await get('/api/user/get-user-registration-data', asha.token)).body.data;
    expect(data).toMatchObject({ status: 'submitted', submittedAt: asha.paidAt, editable: [] });
    expect(data.page1).toMatchObject({ fullName: 'Asha Menon', dateOfBirth: '1998-04-12' });
    expect(data.page2.sports).toEqual([{ sport: 'athletics', sportClass: 'T44', classStatus: 'confirmed' }]);
  });

  it('registration-review: the queue counts the paid registration; approving gives a UID', async () => {
    const queue = await get('/api/admin/get-users-registrations-list');
    expect(queue.body.data).toMatchObject({ total: 1, totalCapped: false, page: 1 });
    expect(queue.body.data.items).toEqual([
      expect.objectContaining({
        userId: asha.id,
        name: 'Asha Menon',
        district: 'Ernakulam',
        paid: true,
        status: 'submitted',
        submittedAt: asha.paidAt,
      }),
    ]);
    t.clock.advance(60_000);
    approvedAt = t.clock.now().toISOString();
    const mailsBefore = t.mailbox.countFor(asha.email);
    const approved = await post('/api/admin/approve-user-registration', { userId: asha.id });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    asha.uid = approved.body.data.uid;
    expect(asha.uid).toMatch(/^KLPS26\d{5}$/);
    expect((await t.mailbox.waitFor(asha.email, mailsBefore)).text).toContain(asha.uid);
    expect((await get('/api/admin/get-users-registrations-list')).body.data.total).toBe(0);
    const decided = await get('/api/admin/get-users-registrations-list?status=approved');
    expect(decided.body.data).toMatchObject({ total: 1, items: [{ userId: asha.id, uid: asha.uid }] });
  });

  it('content: publishes an event and a news article, which the public site lists', async () => {
    const event = await post('/api/admin/content/events', championshipEvent);
    expect(event.status, JSON.stringify(event.body)).toBe(201);
    eventId = event.body.data._id;
    const news = await post('/api/admin/content/news', entriesOpenNews);
    expect(news.status, JSON.stringify(news.body)).toBe(201);
    const list = (await t.call({ method: 'GET', url: '/api/content/news' })).body.data;
    expect(list).toMatchObject({ total: 1, page: 1 });
    expect(pick(list.items, 'slug', 'publishedOn')).toEqual([[news.body.data.slug, '2026-11-22']]);
    const article = await t.call({ method: 'GET', url: `/api/content/news/${news.body.data.slug}` });
    expect(article.body.data.bodyHtml).toContain('<strong>open</strong>');
    const events = (await t.call({ method: 'GET', url: '/api/content/events' })).body.data;
    expect(pick(events, '_id', 'startDate', 'endDate')).toEqual([[eventId, EVENT_DAY, '2027-01-16']]);
    const home = (await t.call({ method: 'GET', url: '/api/content/home' })).body.data;
    expect([pick(home.news, 'title'), pick(home.events, '_id')]).toEqual([
      [[entriesOpenNews.title]],
      [[eventId]],
    ]);
  });

  it('competitions: athletes see places left, enter and pay; the entries list counts, totals and exports', async () => {
    const discipline = { key: 'w100', name: "Women's 100 m", sport: 'athletics', gender: 'female' } as const;
    const body = formBody(eventId, t.clock.now(), {
      feePaise: 20_000,
      disciplines: [{ ...discipline, classes: [], capacity: 3 }],
    });
    formId = (await createForm(t, admin, body))._id;
    const open = (await get('/api/forms', asha.token)).body.data;
    const form = open.find((item: { _id: string }) => item._id === formId);
    expect(pick(form.disciplines, 'key', 'eligible', 'placesLeft')).toEqual([['w100', true, 3]]);
    const entered = await submit(t, asha.token, formId, ['w100']);
    expect(entered.body.data.status).toBe('pending_payment');
    const paid = await payEntryOnline(t, asha.token, entered.body.data._id);
    expect(paid.body.data).toMatchObject({ _id: entered.body.data._id, status: 'confirmed' });
    bina = await approvedAthlete(t, { name: 'Bina Thomas', district: 'Thrissur' });
    chitra = await approvedAthlete(t, { name: 'Chitra Nair', district: 'Ernakulam' });
    for (const athlete of [bina, chitra]) {
      t.clock.advance(1_000);
      const entry = await submit(t, athlete.token, formId, ['w100']);
      const cash = { method: 'cash', reference: `Cash ${athlete.user.name}`, paidOn: '2026-11-22' };
      const offline = await post(`/api/admin/forms/submissions/${entry.body.data._id}/offline-payment`, cash);
      expect(offline.body.data.status).toBe('confirmed');
    }
    const full = await get(`/api/forms/${formId}`, asha.token);
    expect(full.body.data.disciplines[0].placesLeft).toBe(0);
    const forms = await get('/api/admin/forms');
    expect(forms.body.data.items.find((item: { _id: string }) => item._id === formId)).toMatchObject({
      entered: 3,
      waitlisted: 0,
      unpaid: 0,
      paidTotalPaise: 60_000,
    });
    const entries = (await get(`/api/forms/submissions?formId=${formId}`)).body.data;
    expect(entries.total).toBe(3);
    expect(entries.items.map((item: { athlete: { name: string } }) => item.athlete.name)).toEqual([
      'Asha Menon',
      'Bina Thomas',
      'Chitra Nair',
    ]);
    const exported = await file(`/api/forms/submissions?formId=${formId}&format=csv&district=Ernakulam`);
    const lines = csvLines(exported.body);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`Asha Menon,${asha.uid},Ernakulam`);
    const mine = await get('/api/forms/my-submissions', asha.token);
    expect(pick(mine.body.data, 'formTitle', 'status')).toEqual([
      ['State Championship entries', 'confirmed'],
    ]);
  });

  it('results: a CSV uploaded after entries close is published; the public pages show places and medals', async () => {
    t.clock.advance(241 * HOUR);
    const marks = [`${asha.uid},12.31`, `${bina.user.uid},12.80`, `${chitra.user.uid},13.05`];
    const sheet = csv(['discipline,uid,mark,wind', ...marks.map((mark) => `w100,${mark},+1.2`)]);
    const uploaded = await uploadResults(t, admin, formId, sheet);
    expect(uploaded.body.data).toMatchObject({ errors: [], warnings: [], publishedVersion: null });
    const published = await publish(t, admin, uploaded.body.data.importId);
    const publishedAt = t.clock.now().toISOString();
    expect(published.body.data).toMatchObject({ formId, version: 1, count: 3, changed: true, publishedAt });
    const forms = (await get('/api/admin/results/forms')).body.data.items;
    expect(forms.find((item: { formId: string }) => item.formId === formId)).toMatchObject({
      starters: 3,
      publishedVersion: 1,
      publishedAt,
      startDate: EVENT_DAY,
    });
    const listed = (await t.call({ method: 'GET', url: '/api/results' })).body.data.items;
    expect(pick(listed, 'formId', 'startDate', 'version', 'publishedAt', 'correctedAt')).toEqual([
      [formId, EVENT_DAY, 1, publishedAt, null],
    ]);
    const results = (await t.call({ method: 'GET', url: `/api/results/${formId}` })).body.data;
    expect(pick(results[0].results, 'place', 'name', 'mark', 'district', 'record')).toEqual([
      [1, 'Asha Menon', '12.31', 'Ernakulam', 'set'],
      [2, 'Bina Thomas', '12.80', 'Thrissur', null],
      [3, 'Chitra Nair', '13.05', 'Ernakulam', null],
    ]);
    const medals = await t.call({ method: 'GET', url: `/api/results/${formId}/medals` });
    expect(medals.body.data).toEqual([
      { district: 'Ernakulam', gold: 1, silver: 0, bronze: 1, total: 2 },
      { district: 'Thrissur', gold: 0, silver: 1, bronze: 0, total: 1 },
    ]);
    const own = (await get('/api/user/results', asha.token)).body.data;
    expect(pick(own, 'formId', 'place', 'startDate', 'version')).toEqual([[formId, 1, EVENT_DAY, 1]]);
    const event = await t.call({ method: 'GET', url: `/api/content/events/${eventId}` });
    expect(event.body.data.resultsFormId).toBe(formId);
  });

  it('certificates: the issuing job runs; the athlete downloads one, and anyone can check it', async () => {
    expect(await runCertificateJobs(t.ctx)).toBe(1);
    const competitions = (await get('/api/admin/certificates')).body.data.items;
    expect(competitions.find((item: { formId: string }) => item.formId === formId)).toMatchObject({
      resultsVersion: 1,
      valid: { participation: 3, merit: 3, record: 1 },
      job: { state: 'done', issued: 7 },
    });
    expect((await get(`/api/admin/certificates/${formId}`)).body.data.total).toBe(7);
    const mine = (await get('/api/user/certificates', asha.token)).body.data;
    expect(pick(mine, 'kind').flat().sort()).toEqual(['merit', 'participation', 'record']);
    const merit = mine.find((item: { kind: string }) => item.kind === 'merit');
    expect(merit).toMatchObject({ status: 'valid', place: 1, mark: '12.31' });
    const pdf = await file(merit.pdfUrl, asha.token);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${merit.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const check = await t.call({ method: 'GET', url: `/api/certificates/${merit.number}` });
    expect(check.body.data).toMatchObject({
      status: 'valid',
      revokedAt: null,
      statement: {
        kind: 'merit',
        place: 1,
        athlete: { uid: asha.uid },
        competition: { startDate: EVENT_DAY },
      },
    });
  });

  it('records: the winning mark is the state record of its class', async () => {
    const records = (await t.call({ method: 'GET', url: '/api/records?sport=athletics' })).body.data.items;
    expect(pick(records, 'discipline', 'gender', 'sportClass', 'mark')).toEqual([
      ['w100', 'female', 'T44', '12.31'],
    ]);
    expect(pick(records[0].history, 'name', 'uid', 'wind', 'current', 'date')).toEqual([
      ['Asha Menon', asha.uid, '+1.2', true, EVENT_DAY],
    ]);
  });

  it('archive: a past competition with results is published and found by the search', async () => {
    const disciplines = [
      { key: 'w100', name: "Women's 100 m", sport: 'athletics', gender: 'female' as const },
    ];
    const created = await createPast(t, admin, { title: 'State Meet 2019', disciplines });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    pastFormId = created.body.data.formId;
    const rows = [
      'discipline,uid,mark,wind',
      `w100,${asha.uid},13.10,+1.0`,
      `w100,${bina.user.uid},13.45,+1.0`,
    ];
    const uploaded = await uploadResults(t, admin, pastFormId, csv(rows));
    expect(uploaded.body.data.errors).toEqual([]);
    expect((await publish(t, admin, uploaded.body.data.importId)).status).toBe(200);
    // Only competitions that have begun are past: this season's, in January, is not in the archive yet.
    const all = (await get('/api/archive', asha.token)).body.data;
    expect(all).toMatchObject({ total: 1, page: 1 });
    expect(pick(all.items, 'formId')).toEqual([[pastFormId]]);
    const found = await get('/api/archive?athlete=menon&year=2019', asha.token);
    expect(found.body.data.items).toEqual([
      expect.objectContaining({
        formId: pastFormId,
        archive: true,
        startDate: '2019-02-10',
        disciplines: [expect.objectContaining({ key: 'w100', results: 2 })],
        medals: [
          { district: 'Ernakulam', gold: 1, silver: 0, bronze: 0, total: 1 },
          { district: 'Thrissur', gold: 0, silver: 1, bronze: 0, total: 1 },
        ],
        matchCount: 1,
        matches: [expect.objectContaining({ name: 'Asha Menon', place: 1, mark: '13.10' })],
      }),
    ]);
    // The older mark comes first in the record's history, by its competition's date.
    const records = (await t.call({ method: 'GET', url: '/api/records?discipline=w100' })).body.data.items;
    expect(pick(records[0].history, 'mark', 'date', 'current')).toEqual([
      ['13.10', '2019-02-10', false],
      ['12.31', EVENT_DAY, true],
    ]);
  });

  it('accreditation: the cards of the entries are drawn, counted and checked at the gate', async () => {
    const cards = (await get(`/api/admin/accreditation/forms/${formId}/cards`)).body.data;
    expect(cards.competition).toMatchObject({ formId, startDate: EVENT_DAY, endDate: '2027-01-16' });
    expect(pick(cards.cards, 'name', 'source', 'status')).toEqual([
      ['Asha Menon', 'athlete', 'valid'],
      ['Bina Thomas', 'athlete', 'valid'],
      ['Chitra Nair', 'athlete', 'valid'],
    ]);
    const competitions = (await get('/api/admin/accreditation/competitions')).body.data;
    expect(pick(competitions, 'formId', 'cards')).toEqual([
      [formId, 3],
      [pastFormId, 0],
    ]);
    const mine = (await get('/api/user/accreditation-cards', asha.token)).body.data;
    const own = mine.map((item: { card: Record<string, unknown> }) => item.card);
    expect(pick(own, 'name', 'role', 'version')).toEqual([['Asha Menon', 'athlete', 1]]);
    const token = String(mine[0].card.verifyUrl).split('/').pop();
    const gate = await t.call({ method: 'GET', url: `/api/accreditation/verify/${token}` });
    expect(gate.body.data).toMatchObject({ status: 'valid', name: 'Asha Menon', competition: { formId } });
  });

  it('districts: a secretary is appointed, registers an athlete, takes the fee in cash and lists the district', async () => {
    const secretary = await createLoggedInUser(t, { name: 'Gopal Pillai' });
    const appoint = { email: secretary.user.email, districts: ['Thrissur'] };
    const appointed = await post('/api/admin/district-secretaries', appoint);
    expect(appointed.body.data).toMatchObject({ _id: secretary.user.id, districts: ['Thrissur'] });
    const devi = await assistedAthlete(t, secretary.token, 'Thrissur', { name: 'Devi Raj' });
    const fee = await post(
      `/api/district/athletes/${devi}/cash-fee`,
      { reference: 'Camp 3/12' },
      secretary.token,
    );
    expect(fee.status, JSON.stringify(fee.body)).toBe(201);
    expect(fee.body.data.amountPaise).toBe(50_000);
    const list = (await get('/api/district/athletes', secretary.token)).body.data;
    expect(list.total).toBe(2);
    expect(pick(list.items, 'name', 'status', 'paid').sort()).toEqual([
      ['Bina Thomas', 'approved', true],
      ['Devi Raj', 'submitted', true],
    ]);
    const dashboard = await get('/api/district/dashboard', secretary.token);
    expect(dashboard.body.data.districts).toEqual([
      {
        district: 'Thrissur',
        drafts: 0,
        waitingForFee: 0,
        waitingForReview: 1,
        returned: 0,
        approved: 1,
        confirmedEntries: 1,
      },
    ]);
    const exported = await file('/api/district/athletes/export?format=csv', secretary.token);
    expect(csvLines(exported.body)).toHaveLength(3);
  });

  it('payments: the administrators list the paid fees with their total in paise, and export them', async () => {
    const paid = (await get('/api/admin/payments?status=paid')).body.data;
    // Two registration fees of ₹500 and three entry fees of ₹200.
    expect(paid).toMatchObject({ total: 5, paidTotalPaise: 160_000 });
    const fees = (await get('/api/admin/payments?purpose=registration')).body.data;
    expect(fees).toMatchObject({ total: 2, paidTotalPaise: 100_000 });
    expect(pick(fees.items, 'payerName', 'gateway', 'paidAt')).toEqual([
      ['Devi Raj', 'offline', '2026-12-01T18:30:00.000Z'],
      ['Asha Menon', 'test', asha.paidAt],
    ]);
    expect((await get('/api/admin/payments?gateway=test')).body.data).toMatchObject({
      total: 2,
      paidTotalPaise: 70_000,
    });
    const lines = csvLines((await file('/api/admin/payments?purpose=registration&format=csv')).body);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/,Asha Menon,.*,500\.00,Paid,Test gateway,/);
  });

  it('admin: the dashboard counts today and this month, and the audit log lists the decisions', async () => {
    const stats = (await get('/api/admin/dashboard')).body.data;
    expect(stats).toMatchObject({
      // The secretary and the athlete registered at the camp; the others joined in November.
      newSignupsToday: 2,
      awaitingReview: 1,
      approved: 3,
      rejected: 0,
      // The clock is in December now: the November fees are not this month's.
      paidTodayPaise: 50_000,
      paidThisMonthPaise: 50_000,
    });
    expect(pick(stats.byDistrict, 'district', 'count').sort()).toEqual([
      ['Ernakulam', 2],
      ['Thrissur', 2],
    ]);
    expect(stats.bySport).toEqual([{ sport: 'Para athletics', count: 4 }]);
    const approvals = (await get('/api/admin/audit-log?action=registration.approve')).body.data;
    expect(approvals).toMatchObject({ total: 1, totalCapped: false });
    expect(approvals.items[0]).toMatchObject({
      actorName: 'Mary Secretary',
      targetId: asha.id,
      at: approvedAt,
    });
  });

  it('admin-users: the users list counts and finds; blocking shuts the athlete out until unblocked', async () => {
    expect((await get('/api/admin/get-users-list')).body.data.total).toBe(6);
    const found = (await get('/api/admin/get-users-list?search=menon')).body.data;
    expect(found).toMatchObject({
      total: 1,
      items: [{ _id: asha.id, uid: asha.uid, registrationApproved: true }],
    });
    const block = { userId: asha.id, blocked: true, reason: 'Fake documents' };
    expect((await post('/api/admin/update-user-block-status', block)).status).toBe(200);
    expect((await get('/api/user/get-user-profile-data', asha.token)).status).toBe(403);
    const blocked = (await get('/api/admin/get-users-list?blocked=true')).body.data;
    expect(blocked).toMatchObject({ total: 1, items: [{ _id: asha.id, blockedReason: 'Fake documents' }] });
    expect(
      (await post('/api/admin/update-user-block-status', { userId: asha.id, blocked: false })).status,
    ).toBe(200);
    expect((await get('/api/admin/get-users-list?blocked=true')).body.data.total).toBe(0);
    expect(await loginAs(t, asha.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
