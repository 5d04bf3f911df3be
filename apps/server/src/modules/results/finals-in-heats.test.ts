import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { certificates } from '../../db/schema/certificates.js';
import { issueCertificates } from '../certificates/issue.js';
import { closedCompetition, csv, publish, upload } from './test-support.js';

// A women's 100 m run as two preliminary heats, then as a timed final in two heats: the preliminary
// heats are placed each on its own, the final across its heats by the mark; medals and merit
// certificates follow the final's places.
let t: TestContext;
let admin: string;
let formId: string;
let athletes: Awaited<ReturnType<typeof closedCompetition>>['athletes'];
const uid = (index: number) => athletes[index]?.uid as string;

beforeAll(async () => {
  t = await createTestContext();
  // Athletes 0 and 2 are from Ernakulam, 1 and 3 from Thrissur.
  ({ admin, formId, athletes } = await closedCompetition(t, 4));
});
afterAll(() => t.close());

const file = () =>
  csv([
    'discipline,uid,round,heat,mark,place',
    `w100,${uid(0)},heat,1,12.60,1`,
    `w100,${uid(1)},heat,1,12.90,2`,
    `w100,${uid(2)},heat,2,12.40,1`,
    `w100,${uid(3)},heat,2,12.80,2`,
    // The final, run in two heats: places across both, as the file gives them.
    `w100,${uid(0)},final,1,12.50,3`,
    `w100,${uid(1)},final,1,12.10,1`,
    `w100,${uid(2)},final,2,12.30,2`,
    `w100,${uid(3)},final,2,12.70,4`,
  ]);

describe('a final run in several heats', () => {
  it('places preliminary heats each on its own and the final across its heats', async () => {
    const uploaded = await upload(t, admin, formId, file());
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const { rows, errors, warnings } = uploaded.body.data;
    expect(errors).toEqual([]);
    // The file's places agree with the marks: no "place differs" warning.
    expect(warnings).toEqual([]);
    expect(rows.map((row: { place: number }) => row.place)).toEqual([1, 2, 1, 2, 3, 1, 2, 4]);
    expect((await publish(t, admin, uploaded.body.data.importId)).body.data).toMatchObject({ version: 1 });
  });

  it('shows the final as one table in the order of its places, heats beside them', async () => {
    const [sprint] = (await t.call({ method: 'GET', url: `/api/results/${formId}` })).body.data;
    const final = sprint.results.filter((row: { round: string }) => row.round === 'final');
    expect(
      final.map((row: { uid: string; place: number; heat: string }) => [row.uid, row.place, row.heat]),
    ).toEqual([
      [uid(1), 1, '1'],
      [uid(2), 2, '2'],
      [uid(0), 3, '1'],
      [uid(3), 4, '2'],
    ]);
    const heats = sprint.results.filter((row: { round: string }) => row.round === 'heat');
    expect(heats.map((row: { place: number; heat: string }) => [row.heat, row.place])).toEqual([
      ['1', 1],
      ['1', 2],
      ['2', 1],
      ['2', 2],
    ]);
  });

  it('gives one gold, one silver and one bronze, and merit certificates to those three only', async () => {
    const medals = (await t.call({ method: 'GET', url: `/api/results/${formId}/medals` })).body.data;
    expect(medals).toEqual([
      { district: 'Thrissur', gold: 1, silver: 0, bronze: 0, total: 1 },
      { district: 'Ernakulam', gold: 0, silver: 1, bronze: 1, total: 2 },
    ]);
    await issueCertificates(t.ctx, formId);
    const merit = await t.ctx.db.select().from(certificates).where(eq(certificates.kind, 'merit'));
    expect(merit.map((item) => [item.uid, item.record.place]).sort()).toEqual(
      [
        [uid(0), 3],
        [uid(1), 1],
        [uid(2), 2],
      ].sort(),
    );
  });
});
