import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { results } from '../../db/schema/results.js';
import { auditEvents } from '../../db/schema/system.js';
import { closedCompetition, csv, publish, upload } from './test-support.js';

// One competition through its results: an upload with an error, the fix published as version 1, the
// same file again changing nothing, a correction (with warnings and a reason) as version 2.
let t: TestContext;
let admin: string;
let formId: string;
let athletes: Awaited<ReturnType<typeof closedCompetition>>['athletes'];
const uid = (index: number) => athletes[index]?.uid as string;

beforeAll(async () => {
  t = await createTestContext();
  ({ admin, formId, athletes } = await closedCompetition(t, 4));
});
afterAll(() => t.close());

const fileWith = (secondMark: string) =>
  csv([
    'discipline,uid,bib,mark,status,wind',
    `w100,${uid(0)},,12.31,,+1.2`,
    `w100,${uid(1)},,${secondMark},,+1.2`,
    `w100,${uid(2)},,12.05,,+1.2`,
    `w100,${uid(3)},,,DNS,`,
    `wlj,${uid(0)},,5.10,,`,
    `wlj,${uid(1)},,4.80,,`,
    `wlj,${uid(2)},,5.40,,`,
  ]);
// Athlete 2 disqualified on protest; the file's place for athlete 3 is wrong (a warning).
const corrected = () =>
  csv([
    'discipline,uid,bib,mark,status,rule,wind,place',
    `w100,${uid(0)},,12.31,,,+1.2,2`,
    `w100,${uid(1)},,,DQ,17.3.1,+1.2,`,
    `w100,${uid(2)},,12.05,,,+1.2,2`,
    `w100,${uid(3)},,,DNS,,,`,
    `wlj,${uid(0)},,5.10,,,,`,
    `wlj,${uid(1)},,4.80,,,,`,
    `wlj,${uid(2)},,5.40,,,,`,
  ]);

describe('importing and publishing results', () => {
  let firstPublishedAt = '';

  it('keeps a file with a row error, and refuses to publish it, naming the row', async () => {
    const uploaded = await upload(t, admin, formId, fileWith('abc'));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const data = uploaded.body.data;
    expect(data.errors).toEqual([expect.objectContaining({ row: 3, code: 'RESULT_MARK_INVALID' })]);
    expect(data.errors[0].message).toMatch(/^Row 3:/);
    expect(data.rows).toHaveLength(7);
    expect(data.publishedVersion).toBeNull();
    expect(data.format).toBe('csv');

    const refused = await publish(t, admin, data.importId, { acknowledgeWarnings: true });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('RESULTS_HAVE_ERRORS');
    expect(refused.body.data.rows).toEqual([3]);
    expect(refused.body.message).toContain('row 3');
    const kept = await t.call({
      method: 'GET',
      url: `/api/admin/results/import/${data.importId}`,
      token: admin,
    });
    expect(kept.body.data.errors).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: `/api/results/${formId}` })).body.data).toEqual([]);
  });

  it('publishes the fixed file as version 1', async () => {
    const uploaded = await upload(t, admin, formId, fileWith('12.80'));
    expect(uploaded.body.data.errors).toEqual([]);
    expect(uploaded.body.data.warnings).toEqual([]);
    expect(uploaded.body.data.sameAsPublished).toBe(false);
    const published = await publish(t, admin, uploaded.body.data.importId);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ formId, version: 1, count: 7, changed: true });
    firstPublishedAt = published.body.data.publishedAt;
  });

  it('changes nothing when the same results come again (even in another order)', async () => {
    const [header, ...lines] = fileWith('12.80').trim().split('\n');
    const uploaded = await upload(t, admin, formId, csv([header as string, ...lines.reverse()]));
    expect(uploaded.body.data.sameAsPublished).toBe(true);
    t.clock.advance(60_000);
    const again = await publish(t, admin, uploaded.body.data.importId, { reason: '' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ version: 1, changed: false, publishedAt: firstPublishedAt });
  });

  it('needs the warnings acknowledged and a reason for a correction, then publishes version 2', async () => {
    const uploaded = await upload(t, admin, formId, corrected());
    const { importId, warnings } = uploaded.body.data;
    expect(warnings).toEqual([expect.objectContaining({ row: 4, code: 'RESULT_PLACE_DIFFERS' })]);

    const unread = await publish(t, admin, importId, { reason: 'Protest upheld' });
    expect(unread.status).toBe(400);
    expect(unread.body.code).toBe('RESULTS_WARNINGS_NOT_ACKNOWLEDGED');
    expect(unread.body.data.rows).toEqual([4]);
    const noReason = await publish(t, admin, importId, { acknowledgeWarnings: true, reason: ' x ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.code).toBe('RESULTS_REASON_REQUIRED');
    expect(noReason.body.data.fields.reason).toBeTruthy();

    t.clock.advance(3_600_000);
    const published = await publish(t, admin, importId, {
      acknowledgeWarnings: true,
      reason: 'Protest upheld',
    });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ version: 2, changed: true, count: 7 });
    expect(published.body.data.publishedAt).toBe(t.clock.now().toISOString());

    // Version 1 is kept.
    const kept = await t.ctx.db
      .select({ version: results.version, count: sql<number>`count(*)::int` })
      .from(results)
      .where(eq(results.formId, formId))
      .groupBy(results.version)
      .orderBy(results.version);
    expect(kept.map((row) => [row.version, Number(row.count)])).toEqual([
      [1, 7],
      [2, 7],
    ]);
    const actions = await t.ctx.db.select({ action: auditEvents.action }).from(auditEvents);
    const names = actions.map((row) => row.action);
    expect(names.filter((name) => name === 'results.import')).toHaveLength(4);
    expect(names).toContain('results.publish');
    expect(names).toContain('results.correct');
  });

  it('shows everyone the current version in place order, statuses last, without a session', async () => {
    const shown = await t.call({ method: 'GET', url: `/api/results/${formId}` });
    expect(shown.status).toBe(200);
    const [sprint, jump] = shown.body.data;
    expect(sprint).toMatchObject({ discipline: 'w100', nameHi: 'महिला 100 मी', kind: 'time', version: 2 });
    expect(sprint.correctedAt).toBe(t.clock.now().toISOString());
    expect(sprint.results.map((row: { uid: string }) => row.uid)).toEqual([uid(2), uid(0), uid(1), uid(3)]);
    expect(sprint.results[0]).toEqual({
      place: 1,
      uid: uid(2),
      name: 'Runner 3',
      sportClass: 'T44',
      district: 'Ernakulam',
      mark: '12.05',
      status: null,
      wind: '+1.2',
      round: null,
      heat: null,
      remarks: null,
      // The first legal 100 m of the class is its state record (decision 27).
      record: 'set',
    });
    expect(sprint.results[2]).toMatchObject({ place: null, status: 'DQ', mark: '' });
    expect(jump).toMatchObject({ discipline: 'wlj', kind: 'distance' });
    expect(jump.results.map((row: { mark: string }) => row.mark)).toEqual(['5.40', '5.10', '4.80']);
  });

  it('counts medals by district', async () => {
    const medals = await t.call({ method: 'GET', url: `/api/results/${formId}/medals` });
    expect(medals.body.data).toEqual([
      { district: 'Ernakulam', gold: 2, silver: 2, bronze: 0, total: 4 },
      { district: 'Thrissur', gold: 0, silver: 0, bronze: 1, total: 1 },
    ]);
  });

  it("gives an athlete their own published results, and administrators the competition's state", async () => {
    const mine = await t.call({ method: 'GET', url: '/api/user/results', token: athletes[1]?.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength(2);
    const jump = mine.body.data.find((row: { discipline: string }) => row.discipline === 'wlj');
    expect(jump).toMatchObject({ place: 3, mark: '4.80', markValue: 480, version: 2, formId });
    expect(jump.correctedAt).not.toBeNull();
    const sprint = mine.body.data.find((row: { discipline: string }) => row.discipline === 'w100');
    expect(sprint).toMatchObject({ status: 'DQ', markValue: null, disciplineName: "Women's 100 m" });
    expect((await t.call({ method: 'GET', url: '/api/user/results' })).status).toBe(401);

    const forms = await t.call({ method: 'GET', url: '/api/admin/results/forms', token: admin });
    expect(forms.body.data.items).toEqual([
      expect.objectContaining({ formId, starters: 4, publishedVersion: 2, pendingImportId: null }),
    ]);
    // The preview names disciplines by their names (the key is what a file writes).
    expect(forms.body.data.items[0].disciplines).toEqual([
      { key: 'w100', name: "Women's 100 m", nameHi: 'महिला 100 मी', kind: 'time' },
      { key: 'wlj', name: "Women's long jump", nameHi: '', kind: 'distance' },
    ]);
  });

  it('keeps athletes out of the administrators’ calls', async () => {
    const token = athletes[0]?.token as string;
    expect((await t.call({ method: 'GET', url: '/api/admin/results/forms', token })).status).toBe(403);
    expect((await upload(t, token, formId, fileWith('12.80'))).status).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: `/api/admin/results/${formId}/template?format=csv`, token }))
        .status,
    ).toBe(403);
    expect((await upload(t, '', formId, fileWith('12.80'))).status).toBe(401);
  });
});
