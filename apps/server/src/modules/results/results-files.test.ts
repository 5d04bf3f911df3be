import { MAX_RESULT_ROWS } from '@para/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { resultImports } from '../../db/schema/results.js';
import { readTable } from './read-table.js';
import { closedCompetition, csv, upload } from './test-support.js';
import { workbookWithInflatedText, workbookWithWideRows } from './xlsx-test-files.js';

// Files refused as a whole (nothing kept), the template to fill in, and who a file may name.
let t: TestContext;
let admin: string;
let formId: string;
let athletes: Awaited<ReturnType<typeof closedCompetition>>['athletes'];

beforeAll(async () => {
  t = await createTestContext();
  ({ admin, formId, athletes } = await closedCompetition(t, 4, {
    names: ['Runner 1', 'Runner 2', 'Runner 3', '=HYPERLINK("http://x")'],
    // The third athlete withdraws before entries close: a file cannot name her.
    beforeClosing: async (entrants) => {
      const third = entrants[2];
      const out = await t.call({
        method: 'POST',
        url: `/api/forms/submissions/${third?.entryId}/withdraw`,
        token: third?.token,
        body: { reason: '' },
      });
      expect(out.status, JSON.stringify(out.body)).toBe(200);
    },
  }));
});
afterAll(() => t.close());

const stored = async () =>
  (
    await t.ctx.db
      .select({ id: resultImports.id })
      .from(resultImports)
      .where(eq(resultImports.formId, formId))
  ).length;

describe('results files refused as a whole', () => {
  it('refuses a file that is not CSV or Excel, an empty file, a header without rows, a file without the columns, one over the row limit, one too wide and one that unpacks too large; keeps none', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const cases: [Buffer | string, number, string][] = [
      [png, 415, 'FILE_TYPE_REFUSED'],
      [await workbookWithWideRows(3), 422, 'RESULTS_TOO_MANY_COLUMNS'],
      [await workbookWithInflatedText(9), 413, 'WORKBOOK_TOO_LARGE'],
      ['', 400, 'FILE_EMPTY'],
      ['discipline,uid,mark\n', 400, 'RESULTS_NO_ROWS'],
      ['name,time\nAsha,12.3\n', 400, 'RESULTS_COLUMN_MISSING'],
      [`discipline,uid,mark\n${`w100,X,12.0\n`.repeat(MAX_RESULT_ROWS + 1)}`, 400, 'RESULTS_TOO_MANY_ROWS'],
    ];
    for (const [bytes, status, code] of cases) {
      const answer = await upload(t, admin, formId, bytes);
      expect(answer.status, code).toBe(status);
      expect(answer.body).toMatchObject({ success: false, code });
      expect(answer.body.message.length).toBeGreaterThan(10);
    }
    expect(await stored()).toBe(0);
  });

  it('refuses a file over 10 MB, and an upload without the competition', async () => {
    const big = await upload(t, admin, formId, Buffer.alloc(10 * 1024 * 1024 + 10, 'a'));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('FILE_TOO_LARGE');
    const noForm = await upload(t, admin, 'not-a-form', 'discipline,uid,mark\nw100,X,12.0\n');
    expect(noForm.status).toBe(400);
    expect(noForm.body.data.fields.formId).toBeTruthy();
    const unknown = await upload(t, admin, '00000000-0000-4000-8000-000000000000', 'discipline,uid,mark\n');
    expect(unknown.status).toBe(404);
    expect(await stored()).toBe(0);
  });
});

describe('the results template', () => {
  it('lists each athlete holding a place in each discipline, with UID, bib and discipline, formulas defused', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/results/${formId}/template?format=csv`,
      headers: { 'access-token': admin },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'discipline,uid,bib,name,class,mark,status,rule,wind,place,heat,lane,round,remarks',
    );
    const kept = [athletes[0], athletes[1], athletes[3]];
    expect(lines).toHaveLength(1 + 2 * kept.length);
    for (const athlete of kept) {
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^w100,${athlete?.uid},\\d+,`)));
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^wlj,${athlete?.uid},\\d+,`)));
    }
    expect(answer.body).not.toContain(athletes[2]?.uid);
    expect(answer.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(answer.body).not.toMatch(/[,\n]=/);

    const excel = await t.app.inject({
      method: 'GET',
      url: `/api/admin/results/${formId}/template`,
      headers: { 'access-token': admin },
    });
    expect(excel.headers['content-type']).toContain('spreadsheetml');
    const table = await readTable(excel.rawPayload);
    expect(table.format).toBe('xlsx');
    expect(table.rows).toHaveLength(7);
    expect(table.rows.flat().filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    expect(table.rows.flat()).toContain(`'=HYPERLINK("http://x")`);

    // Uploaded back unfilled, every row is matched and only lacks its mark.
    const back = await upload(t, admin, formId, excel.rawPayload, 'template.xlsx');
    expect(back.status).toBe(200);
    expect(back.body.data.format).toBe('xlsx');
    expect(back.body.data.rows.every((row: { uid: string | null }) => row.uid !== null)).toBe(true);
    expect(new Set(back.body.data.errors.map((issue: { code: string }) => issue.code))).toEqual(
      new Set(['RESULT_MARK_MISSING']),
    );
  });
});

describe('who a results file may name', () => {
  it('matches by bib as well as UID, and refuses a withdrawn athlete and an unknown bib', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: `/api/admin/results/${formId}/template?format=csv`,
      headers: { 'access-token': admin },
    });
    const bibOf = (uid: string) =>
      template.body
        .split('\r\n')
        .find((line) => line.startsWith(`w100,${uid},`))
        ?.split(',')[2];
    const answer = await upload(
      t,
      admin,
      formId,
      csv([
        'discipline,uid,bib,mark',
        `w100,,${bibOf(athletes[0]?.uid as string)},12.40`,
        `w100,${athletes[2]?.uid},,12.10`,
        'w100,,999,12.90',
      ]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.rows[0].uid).toBe(athletes[0]?.uid);
    expect(
      answer.body.data.errors.map((issue: { row: number; code: string }) => [issue.row, issue.code]),
    ).toEqual([
      [3, 'RESULT_UID_UNKNOWN'],
      [4, 'RESULT_BIB_UNKNOWN'],
    ]);
  });
});
