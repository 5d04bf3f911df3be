import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { closedCompetition, csv, publish, upload } from '../results/test-support.js';

// Two competitions' results published at the same moment, with marks in one discipline and class: on
// PostgreSQL they run on separate connections, and each derives the record's history. Queued on the
// records lock, the second sees the first's marks: one current record, the better mark.
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('records when two competitions publish at once', () => {
  it('keep one history with one current record', async () => {
    const first = await closedCompetition(t, 1, { names: ['Asha Menon'] });
    const second = await closedCompetition(t, 1, { names: ['Bina Thomas'] });
    const imports = await Promise.all(
      [
        { made: first, mark: '12.40' },
        { made: second, mark: '12.10' },
      ].map(async ({ made, mark }) => {
        const file = csv(['discipline,uid,mark,wind', `w100,${made.athletes[0]?.uid},${mark},+0.5`]);
        return { made, importId: (await upload(t, made.admin, made.formId, file)).body.data.importId };
      }),
    );
    const answers = await Promise.all(imports.map(({ made, importId }) => publish(t, made.admin, importId)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [record] = (await t.call({ method: 'GET', url: '/api/records' })).body.data.items;
    expect(record.mark).toBe('12.10');
    const current = record.history.filter((entry: { current: boolean }) => entry.current);
    expect(current.map((entry: { name: string }) => entry.name)).toEqual(['Bina Thomas']);
  });
});
