import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { closedCompetition, csv, publish, upload } from '../results/test-support.js';
import { recordsSetInVersion } from './records.service.js';

// State records set by publishing results (docs/decisions/0027): a first record, a wind-assisted mark
// that does not count, a legal one that breaks the record and one that equals it, and a correction that
// takes the new record away and gives the old one back.

let t: TestContext;
let first: Awaited<ReturnType<typeof closedCompetition>>;
let second: Awaited<ReturnType<typeof closedCompetition>>;

beforeAll(async () => {
  t = await createTestContext();
  first = await closedCompetition(t, 3, { names: ['Asha Menon', 'Bina Thomas', 'Chitra Nair'] });
  second = await closedCompetition(t, 3, { names: ['Devi Raj', 'Elsa Mathew', 'Fathima K'] });
});
afterAll(async () => {
  await t.close();
});

async function publishFile(competition: typeof first, lines: string[], body: object = {}) {
  const uploaded = await upload(t, competition.admin, competition.formId, csv(lines));
  expect(uploaded.body.data.errors).toEqual([]);
  const published = await publish(t, competition.admin, uploaded.body.data.importId, {
    acknowledgeWarnings: true,
    ...body,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return uploaded.body.data;
}

const records = async (query = '') =>
  (await t.call({ method: 'GET', url: `/api/records${query}` })).body.data.items;
const sprintRecord = async () =>
  (await records()).find((item: { discipline: string }) => item.discipline === 'w100');
const history = (record: {
  history: { name: string; mark: string; equalled: boolean; current: boolean }[];
}) => record.history.map((entry) => [entry.name, entry.mark, entry.equalled, entry.current]);

describe('state records', () => {
  it('are empty before anything is published', async () => {
    expect(await records()).toEqual([]);
  });

  it('a first publication sets them; a wind over +2.0 or a missing wind reading does not count', async () => {
    const [a, b, c] = first.athletes.map((athlete) => athlete.uid);
    await publishFile(first, [
      'discipline,uid,mark,status,wind',
      `w100,${a},12.31,,+1.2`,
      `w100,${b},12.80,,+1.2`,
      `w100,${c},12.05,,+2.1`,
      `wlj,${a},5.10,,`,
      `wlj,${b},4.80,,+0.5`,
    ]);
    const list = await records();
    expect(
      list.map((item: { discipline: string; sportClass: string; mark: string }) => [
        item.discipline,
        item.sportClass,
        item.mark,
      ]),
    ).toEqual([
      ['w100', 'T44', '12.31'],
      ['wlj', 'T44', '4.80'],
    ]);
    const sprint = list[0];
    expect(sprint).toMatchObject({
      sport: 'athletics',
      gender: 'female',
      kind: 'time',
      name: "Women's 100 m",
    });
    expect(sprint.history).toEqual([
      expect.objectContaining({
        name: 'Asha Menon',
        uid: a,
        district: 'Ernakulam',
        wind: '+1.2',
        formId: first.formId,
        date: '2027-01-15',
      }),
    ]);
    const hindi = await records('?lang=hi&sportClass=t44&sport=athletics');
    expect(hindi[0].name).toBe('महिला 100 मी');
    expect(await records('?sportClass=T11')).toEqual([]);

    // The results page marks the record; the wind-assisted winner gets no mark.
    const results = (await t.call({ method: 'GET', url: `/api/results/${first.formId}` })).body.data;
    const sprintResults = results.find((item: { discipline: string }) => item.discipline === 'w100').results;
    expect(
      sprintResults.map((row: { name: string; record: string | null }) => [row.name, row.record]),
    ).toEqual([
      ['Chitra Nair', null],
      ['Asha Menon', 'set'],
      ['Bina Thomas', null],
    ]);
    const steps = await recordsSetInVersion(t.ctx.db, first.formId, 1);
    expect([...steps.values()].map((step) => [step.uid, step.disciplineKey, step.step])).toEqual([
      [a, 'w100', 'set'],
      [b, 'wlj', 'set'],
    ]);
  });

  it('a legal mark breaks the record and an equal one equals it; a wind-assisted better one is warned of', async () => {
    const [d, e, f] = second.athletes.map((athlete) => athlete.uid);
    // Both competitions are on one day: the one published first comes first in the history.
    t.clock.advance(3_600_000);
    const imported = await publishFile(second, [
      'discipline,uid,mark,status,wind',
      `w100,${d},12.20,,+1.9`,
      `w100,${e},12.20,,+0.5`,
      `w100,${f},11.90,,+2.5`,
    ]);
    expect(imported.warnings.map((issue: { row: number; code: string }) => [issue.row, issue.code])).toEqual([
      [4, 'RESULT_WIND_ASSISTED'],
      [4, 'RESULT_WIND_BEATS_RECORD'],
    ]);
    const sprint = await sprintRecord();
    expect(sprint.mark).toBe('12.20');
    expect(history(sprint)).toEqual([
      ['Asha Menon', '12.31', false, false],
      ['Devi Raj', '12.20', false, true],
      ['Elsa Mathew', '12.20', true, true],
    ]);
  });

  it('a correction that takes the record-setting marks away gives the old record back', async () => {
    const [d, e, f] = second.athletes.map((athlete) => athlete.uid);
    await publishFile(
      second,
      [
        'discipline,uid,mark,status,wind',
        `w100,${d},,DQ,+1.9`,
        `w100,${e},12.40,,+0.5`,
        `w100,${f},11.90,,+2.5`,
      ],
      { reason: 'Protest upheld: false start' },
    );
    const sprint = await sprintRecord();
    expect(sprint.mark).toBe('12.31');
    expect(history(sprint)).toEqual([['Asha Menon', '12.31', false, true]]);
    expect((await recordsSetInVersion(t.ctx.db, second.formId, 1)).size).toBe(0);
    const results = (await t.call({ method: 'GET', url: `/api/results/${second.formId}` })).body.data;
    expect(results[0].results.every((row: { record: string | null }) => row.record === null)).toBe(true);
  });

  it('refuses a filter that is not one', async () => {
    const response = await t.call({ method: 'GET', url: `/api/records?sportClass=${'X'.repeat(30)}` });
    expect(response.status).toBe(400);
  });
});
