import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { resultVersions } from '../../db/schema/results.js';
import { closedCompetition, csv, publish, upload } from './test-support.js';

// Publications at the same moment: on PostgreSQL they run on separate connections; the form's row
// lock must give each its own version, and publish the same import once.
let t: TestContext;
let admin: string;
let formId: string;
let uids: string[];

beforeAll(async () => {
  t = await createTestContext();
  const made = await closedCompetition(t, 3);
  admin = made.admin;
  formId = made.formId;
  uids = made.athletes.map((athlete) => athlete.uid);
});
afterAll(() => t.close());

const file = (first: string) =>
  csv(['discipline,uid,mark', `w100,${uids[0]},${first}`, `w100,${uids[1]},13.00`, `w100,${uids[2]},13.50`]);

describe('publishing at the same moment', () => {
  it('publishes one import once, and two corrections as two versions', async () => {
    const first = (await upload(t, admin, formId, file('12.00'))).body.data.importId;
    const both = await Promise.all([publish(t, admin, first), publish(t, admin, first)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(both.map((answer) => answer.body.data.changed).sort()).toEqual([false, true]);
    expect(both.map((answer) => answer.body.data.version)).toEqual([1, 1]);

    const imports = await Promise.all(
      ['12.10', '12.20', '12.30'].map(
        async (mark) => (await upload(t, admin, formId, file(mark))).body.data.importId,
      ),
    );
    const answers = await Promise.all(
      imports.map((importId) => publish(t, admin, importId, { reason: 'Timing corrected' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.body.data.version).sort()).toEqual([2, 3, 4]);
    const versions = await t.ctx.db
      .select({ version: resultVersions.version })
      .from(resultVersions)
      .where(eq(resultVersions.formId, formId));
    expect(versions.map((row) => row.version).sort()).toEqual([1, 2, 3, 4]);
  });
});
