import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { closedCompetition, csv, publish, upload } from '../results/test-support.js';

// A secretary reads the competition as the district saw it: its start lists, and once published its
// own athletes' results and its lines of the medal table, nobody else's.
let t: TestContext;
let admin: string;
let formId: string;
let athletes: Awaited<ReturnType<typeof closedCompetition>>['athletes'];
let secretary: string;

beforeAll(async () => {
  t = await createTestContext();
  // Runners 1 and 3 live in Ernakulam, 2 and 4 in Thrissur.
  ({ admin, formId, athletes } = await closedCompetition(t, 4));
  const account = await createLoggedInUser(t, { name: 'Thrissur Secretary' });
  const appointed = await t.call({
    method: 'POST',
    url: '/api/admin/district-secretaries',
    token: admin,
    body: { email: account.user.email, districts: ['Thrissur'] },
  });
  expect(appointed.status).toBe(200);
  secretary = account.token;
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, token: secretary });

describe('the district’s results', () => {
  it('lists its entries and start lists, then only its own results and medals once published', async () => {
    const entries = await get(`/api/district/entry-forms/${formId}/entries`);
    expect(entries.status).toBe(200);
    expect(entries.body.data.entries.map((entry: { district: string }) => entry.district)).toEqual([
      'Thrissur',
      'Thrissur',
    ]);
    const startList = await t.app.inject({
      method: 'GET',
      url: `/api/district/entry-forms/${formId}/start-list?discipline=w100&format=csv`,
      headers: { 'access-token': secretary },
    });
    expect(startList.statusCode).toBe(200);
    expect(startList.body).toContain(athletes[0]?.uid);

    const before = await get(`/api/district/entry-forms/${formId}/results`);
    expect(before.body.data).toEqual({ results: [], medals: [] });

    const uid = (index: number) => athletes[index]?.uid as string;
    const imported = await upload(
      t,
      admin,
      formId,
      csv([
        'discipline,uid,bib,mark,status',
        `w100,${uid(0)},,12.31,`,
        `w100,${uid(1)},,12.40,`,
        `w100,${uid(2)},,12.05,`,
        `w100,${uid(3)},,12.90,`,
      ]),
    );
    expect(imported.body.data.errors).toEqual([]);
    expect((await publish(t, admin, imported.body.data.importId, { acknowledgeWarnings: true })).status).toBe(
      200,
    );

    const after = await get(`/api/district/entry-forms/${formId}/results`);
    expect(after.status).toBe(200);
    const [w100] = after.body.data.results;
    expect(w100.results.map((result: { uid: string; place: number }) => [result.uid, result.place])).toEqual([
      [uid(1), 3],
      [uid(3), 4],
    ]);
    expect(after.body.data.medals).toEqual([
      { district: 'Thrissur', gold: 0, silver: 0, bronze: 1, total: 1 },
    ]);
    const forms = await get('/api/district/entry-forms');
    expect(forms.body.data.find((form: { _id: string }) => form._id === formId)).toMatchObject({
      resultsPublished: true,
      entries: 2,
    });
  });
});
