import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { adminToken } from '../competitions/test-support.js';
import { csv, publish, upload } from '../results/test-support.js';
import { athleteWithUid, createPast, fixture, publishedPast } from './test-support.js';

// A past competition that took no entries: added by an administrator, its old results file matched by
// UID against approved athletes, published like any other, and counted everywhere results count.
let t: TestContext;
let admin: string;
let asha: Awaited<ReturnType<typeof athleteWithUid>>;

beforeAll(async () => {
  t = await createTestContext();
  admin = await adminToken(t);
  asha = await athleteWithUid(t, 'ARCH1900001', { name: 'Asha Menon', district: 'Ernakulam' });
  await athleteWithUid(t, 'ARCH1900002', { name: 'Bina Thomas', district: 'Thrissur' });
  await athleteWithUid(t, 'ARCH1900003', { name: 'Chitra Nair', district: 'Kollam' });
  // Registered but never approved: a file cannot name her.
  await athleteWithUid(t, 'ARCH1900009', { name: 'Not Approved', approved: false });
});
afterAll(() => t.close());

const w100Record = async () => {
  const records = await t.call({ method: 'GET', url: '/api/records?discipline=w100' });
  return records.body.data.items.find((item: { sportClass: string }) => item.sportClass === 'T44');
};

describe('adding a past competition', () => {
  it('refuses bad input in the envelope: end before start, a competition still to come, an unknown sport, no disciplines', async () => {
    const cases: [object, string][] = [
      [{ endDate: '2019-02-09' }, 'endDate'],
      [{ startDate: '2030-01-01', endDate: '2030-01-02' }, 'startDate'],
      [{ startDate: '2019-02-30' }, 'startDate'],
      [{ disciplines: [] }, 'disciplines'],
      [
        { disciplines: [{ key: 'x1', name: 'Chess', sport: 'chess-on-ice', gender: 'any' }] },
        'disciplines.0.sport',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await createPast(t, admin, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(Object.keys(answer.body.data.fields), JSON.stringify(answer.body)).toContain(field);
    }
  });

  it('stays closed: its entry form cannot be opened for entries', async () => {
    const created = await createPast(t, admin, {
      title: 'Closed Meet',
      startDate: '2017-05-01',
      endDate: '2017-05-01',
    });
    expect(created.status).toBe(201);
    const opened = await t.call({
      method: 'PATCH',
      url: `/api/admin/forms/${created.body.data.formId}`,
      token: admin,
      body: { status: 'open', closesAt: '2030-01-01T00:00:00+05:30' },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(400);
    expect(opened.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      data: {
        fields: { status: 'A past competition added for its results stays closed: it takes no entries.' },
      },
    });
  });

  it('is for administrators only', async () => {
    const answer = await createPast(t, asha.token, {});
    expect(answer.status).toBe(403);
  });
});

describe('an old results file through the same importer', () => {
  it('matches rows by UID (any case, bib optional) without entries, publishes, and counts everywhere', async () => {
    const formId = await publishedPast(t, admin, {}, fixture('state-meet-2019.csv'));
    // Listed for the upload page as a past competition, without entries.
    const uploadable = await t.call({ method: 'GET', url: '/api/admin/results/forms', token: admin });
    expect(
      uploadable.body.data.items.find((item: { formId: string }) => item.formId === formId),
    ).toMatchObject({
      archive: true,
      starters: 0,
      publishedVersion: 1,
    });

    // The public results pages and the medal table.
    const list = await t.call({ method: 'GET', url: '/api/results' });
    expect(list.body.data.items.map((item: { formId: string }) => item.formId)).toContain(formId);
    const results = await t.call({ method: 'GET', url: `/api/results/${formId}` });
    expect(
      results.body.data[0].results.map((row: { name: string; place: number }) => [row.name, row.place]),
    ).toEqual([
      ['Asha Menon', 1],
      ['Bina Thomas', 2],
      ['Chitra Nair', 3],
    ]);
    const medals = await t.call({ method: 'GET', url: `/api/results/${formId}/medals` });
    expect(medals.body.data[0]).toMatchObject({ district: 'Ernakulam', gold: 2 });

    // The athlete's own results (and so her personal bests).
    const mine = await t.call({ method: 'GET', url: '/api/user/results', token: asha.token });
    expect(
      mine.body.data.map((row: { discipline: string; mark: string }) => [row.discipline, row.mark]),
    ).toEqual([
      ['w100', '13.10'],
      ['wlj', '4.12'],
    ]);

    // Its first marks set state records, dated by the competition.
    expect((await w100Record()).history).toMatchObject([
      { name: 'Asha Menon', mark: '13.10', date: '2019-02-10', current: true },
    ]);

    // Never an entry form of the athletes' lists: it took no entries.
    const forms = await t.call({ method: 'GET', url: '/api/forms', token: asha.token });
    expect(forms.body.data.map((item: { _id: string }) => item._id)).not.toContain(formId);
  });

  it('names every row it cannot match: an unknown UID, a bib without a UID, an athlete not approved; publishing is refused', async () => {
    const created = await createPast(t, admin, {
      title: 'District Meet 2018',
      startDate: '2018-03-01',
      endDate: '2018-03-01',
    });
    const uploaded = await upload(t, admin, created.body.data.formId, fixture('state-meet-2019-errors.csv'));
    expect(uploaded.status).toBe(200);
    expect(
      uploaded.body.data.errors.map((issue: { row: number; code: string }) => [issue.row, issue.code]),
    ).toEqual([
      [3, 'RESULT_UID_NOT_ATHLETE'],
      [4, 'RESULT_UID_REQUIRED'],
      [5, 'RESULT_UID_NOT_ATHLETE'],
    ]);
    expect(uploaded.body.data.errors[0].message).toBe(
      'Row 3: No approved athlete has the UID "ARCH1999999".',
    );
    const refused = await publish(t, admin, uploaded.body.data.importId, { acknowledgeWarnings: true });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'RESULTS_HAVE_ERRORS',
      data: { rows: [3, 4, 5] },
    });
  });

  it('takes its place in the records by its date: an older, weaker mark does not replace the record set since', async () => {
    // A recent competition sets the record: 12.90 in 2024.
    await publishedPast(
      t,
      admin,
      { title: 'State Meet 2024', startDate: '2024-01-20', endDate: '2024-01-20' },
      csv(['discipline,uid,mark,wind', 'w100,ARCH1900002,12.90,+0.4']),
    );
    // Then an older competition's file is imported, after it: 13.00 in 2016.
    await publishedPast(
      t,
      admin,
      { title: 'State Meet 2016', startDate: '2016-01-20', endDate: '2016-01-20' },
      csv(['discipline,uid,mark,wind', 'w100,ARCH1900003,13.00,+0.4']),
    );
    // History by the competitions' dates: 2016's 13.00, then 2024's 12.90, the record now (2019's 13.10
    // never beat 2016's, so it is no longer a step of the history).
    const history = (await w100Record()).history.map(
      (mark: { name: string; mark: string; date: string; current: boolean }) => [
        mark.date,
        mark.mark,
        mark.name,
        mark.current,
      ],
    );
    expect(history).toEqual([
      ['2016-01-20', '13.00', 'Chitra Nair', false],
      ['2024-01-20', '12.90', 'Bina Thomas', true],
    ]);
  });
});
