import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { expectErrorEnvelope } from '../../../test/factories.js';
import { adminToken, approvedAthlete, createForm, formBody, publishedEvent, submit } from './test-support.js';

// The administrators' entries list (filters, paging, exports), the athlete's own entries, and start
// lists with bibs given once entries close.
let t: TestContext;
let admin: string;
let formId: string;
const athletes: { name: string; token: string; entryId: string }[] = [];

beforeAll(async () => {
  t = await createTestContext();
  admin = await adminToken(t);
  const eventId = (await publishedEvent(t)).id;
  formId = (
    await createForm(
      t,
      admin,
      formBody(eventId, t.clock.now(), {
        disciplines: [
          { key: 'w100', name: "Women's 100 m", sport: 'athletics', gender: 'any', classes: [], capacity: 3 },
          {
            key: 'lj',
            name: 'Long jump',
            sport: 'athletics',
            gender: 'any',
            classes: [],
            resultKind: 'distance',
          },
        ],
      }),
    )
  )._id;
  const people = [
    { name: 'Anjali Krishnan', district: 'Ernakulam', sportClass: 'T44' },
    { name: 'Bindu Thomas', district: 'Kottayam', sportClass: 'T46' },
    { name: 'अनीता शर्मा', district: 'Ernakulam', sportClass: 'T44' },
    { name: 'Deepa Nair', district: 'Thrissur', sportClass: 'T47' },
  ];
  for (const person of people) {
    const athlete = await approvedAthlete(t, {
      name: person.name,
      district: person.district,
      sports: [{ sport: 'athletics', sportClass: person.sportClass, classStatus: 'confirmed' }],
    });
    const result = await submit(t, athlete.token, formId, ['w100', 'lj']);
    expect(result.status).toBe(201);
    athletes.push({ name: person.name, token: athlete.token, entryId: result.body.data._id });
    t.clock.advance(1000);
  }
});
afterAll(() => t.close());

const list = (query: string) =>
  t.call({ method: 'GET', url: `/api/forms/submissions?formId=${formId}${query}`, token: admin });
const names = (result: Awaited<ReturnType<typeof list>>) =>
  result.body.data.items.map((item: { athlete: { name: string } }) => item.athlete.name);

describe('the administrators’ entries list', () => {
  it('filters by discipline status, class, district and search, a page at a time', async () => {
    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(4);
    expect(all.body.data.items[0].athlete).toMatchObject({
      name: 'Anjali Krishnan',
      district: 'Ernakulam',
      sportClasses: ['athletics: T44'],
    });
    expect(names(await list('&discipline=w100&disciplineStatus=waitlisted'))).toEqual(['Deepa Nair']);
    expect(names(await list('&sportClass=t44'))).toEqual(['Anjali Krishnan', 'अनीता शर्मा']);
    expect(names(await list('&district=Kottayam'))).toEqual(['Bindu Thomas']);
    expect(names(await list('&search=deepa'))).toEqual(['Deepa Nair']);
    const page = await list('&page=2&pageSize=3');
    expect(page.body.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(names(page)).toEqual(['Deepa Nair']);
  });

  it('is for administrators only', async () => {
    const result = await t.call({
      method: 'GET',
      url: `/api/forms/submissions?formId=${formId}`,
      token: athletes[0]!.token,
    });
    expectErrorEnvelope(result, 403);
  });

  it('exports the filtered list as CSV and Excel', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/forms/submissions?formId=${formId}&format=csv&district=Ernakulam`,
      headers: { 'access-token': admin },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Bib,Name,UID,District/);
    expect(lines[1]).toMatch(/Anjali Krishnan/);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/forms/submissions?formId=${formId}&format=xlsx`,
      headers: { 'access-token': admin },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Entries')!;
    expect(sheet.rowCount).toBe(5);
    expect(String(sheet.getRow(5).getCell(6).value)).toMatch(/Women's 100 m \(waitlisted\)/);
  });
});

describe('the athlete’s entries', () => {
  it('lists the athlete’s own entries with their form', async () => {
    const mine = await t.call({ method: 'GET', url: '/api/forms/my-submissions', token: athletes[1]!.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({
      _id: athletes[1]!.entryId,
      formTitle: 'State Championship entries',
    });
  });
});

describe('start lists', () => {
  it('gives bibs once entries close, keeps them, and draws the list as CSV and PDF', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/admin/forms/${formId}/start-list?discipline=w100&format=csv`,
      headers: { 'access-token': admin },
    });
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toMatch(/\r\n1,/);

    await t.call({
      method: 'PATCH',
      url: `/api/admin/forms/${formId}`,
      token: admin,
      body: { status: 'closed' },
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/forms/${formId}/start-list?discipline=w100&format=csv`,
      headers: { 'access-token': admin },
    });
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Bib,Name,UID,Class,District');
    // The three entered, in the order they came in; the waitlisted athlete is not on the start list.
    expect(rows.slice(1).map((row) => row.split(',').slice(0, 2).join(','))).toEqual([
      '1,Anjali Krishnan',
      '2,Bindu Thomas',
      '3,अनीता शर्मा',
    ]);
    const longJump = await t.app.inject({
      method: 'GET',
      url: `/api/admin/forms/${formId}/start-list?discipline=lj&format=csv`,
      headers: { 'access-token': admin },
    });
    expect(longJump.body).toMatch(/\r\n4,Deepa Nair,[^,]+,T47,Thrissur/);

    // Bibs stay when an entry is withdrawn and the list is made again.
    await t.call({
      method: 'POST',
      url: `/api/forms/submissions/${athletes[0]!.entryId}/withdraw`,
      token: admin,
      body: { reason: 'Injured' },
    });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/admin/forms/${formId}/start-list?discipline=lj&format=csv`,
      headers: { 'access-token': admin },
    });
    expect(again.body).toMatch(/\r\n2,Bindu Thomas/);
    expect(again.body).toMatch(/\r\n4,Deepa Nair/);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/forms/${formId}/start-list?discipline=w100`,
      headers: { 'access-token': admin },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const unknown = await t.call({
      method: 'GET',
      url: `/api/admin/forms/${formId}/start-list?discipline=relay`,
      token: admin,
    });
    expectErrorEnvelope(unknown, 400);
    expect(unknown.body.data.fields).toHaveProperty('discipline');
  });
});
