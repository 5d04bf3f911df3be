import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { certificates } from '../../db/schema/certificates.js';
import { results } from '../../db/schema/results.js';
import { auditEvents } from '../../db/schema/system.js';
import { issueCertificates } from '../certificates/issue.js';
import { closedCompetition, publish } from './test-support.js';

// One competition without a file: results entered on screen into a draft, checked as a file's rows,
// published as version 1, then corrected on screen as version 2 (nothing overwritten).
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

const url = () => `/api/admin/results/${formId}/manual`;
const state = async () => (await t.call({ method: 'GET', url: url(), token: admin })).body.data;
type Based = { draftImportId: string | null; publishedVersion: number };
const basedOn = (data: { draft: { importId: string } | null; publishedVersion: number }): Based => ({
  draftImportId: data.draft?.importId ?? null,
  publishedVersion: data.publishedVersion,
});
const save = async (result: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url: url(), token: admin, body: { ...basedOn(await state()), result, ...extra } });

describe('entering results on screen', () => {
  it('lists the athletes entered, and nothing entered yet', async () => {
    const data = await state();
    expect(data).toMatchObject({ formId, publishedVersion: 0, draft: null, rows: [] });
    expect(data.entrants).toHaveLength(4);
    expect(data.entrants.find((item: { uid: string }) => item.uid === uid(0))).toMatchObject({
      name: 'Runner 1',
      disciplines: ['w100', 'wlj'],
    });
  });

  it('checks a result as a file row is checked: an error is a 400 naming the field, nothing kept', async () => {
    const bad = await save({ discipline: 'w100', uid: uid(0), mark: '12.3.1' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'RESULT_MARK_INVALID' });
    expect(bad.body.data.fields.mark).toMatch(/cannot be read/);

    const unknown = await save({ discipline: 'w100', uid: 'KL-NOBODY', mark: '12.31' });
    expect(unknown.body).toMatchObject({
      code: 'RESULT_UID_UNKNOWN',
      data: { fields: { uid: expect.any(String) } },
    });
    const discipline = await save({ discipline: 'm400', uid: uid(0), mark: '12.31' });
    expect(discipline.body.code).toBe('RESULT_DISCIPLINE_UNKNOWN');
    expect(discipline.body.data.fields).toHaveProperty('discipline');
    const both = await save({ discipline: 'w100', uid: uid(0), mark: '12.31', status: 'DNF' });
    expect(both.body.code).toBe('RESULT_MARK_WITH_STATUS');

    const missing = await t.call({
      method: 'POST',
      url: url(),
      token: admin,
      body: { draftImportId: null, publishedVersion: 0, result: { discipline: 'w100' } },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(missing.body.data.fields)).toMatch(/uid/);
    expect((await state()).draft).toBeNull();
  });

  it('keeps each change as a new draft with places from the marks; warnings must be read', async () => {
    expect(
      (await save({ discipline: 'w100', uid: uid(0), mark: '12.31', wind: '+1.2', lane: '4' })).status,
    ).toBe(200);
    const second = await save({ discipline: 'w100', uid: uid(1), mark: '12.05', wind: '+1.2', lane: '5' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.draft).toMatchObject({ format: 'manual', errors: [], publishedVersion: null });
    expect(second.body.data.rows.map((row: { place: number }) => row.place)).toEqual([2, 1]);

    const windy = { discipline: 'wlj', uid: uid(2), mark: '5.40', wind: '+2.6' };
    const unread = await save(windy);
    expect(unread.status).toBe(400);
    expect(unread.body).toMatchObject({ code: 'RESULTS_WARNINGS_NOT_ACKNOWLEDGED' });
    expect(unread.body.data.warnings).toEqual([expect.objectContaining({ code: 'RESULT_WIND_ASSISTED' })]);
    expect(unread.body.data.fields).toHaveProperty('acknowledgeWarnings');
    const read = await save(windy, { acknowledgeWarnings: true });
    expect(read.status).toBe(200);
    expect(read.body.data.draft.warnings).toEqual([
      expect.objectContaining({ row: 4, code: 'RESULT_WIND_ASSISTED' }),
    ]);

    // The same athlete twice in a discipline and round is this result's error, even before the other row.
    const twice = await save({ discipline: 'w100', uid: uid(0), mark: '12.50' });
    expect(twice.body).toMatchObject({
      code: 'RESULT_ATHLETE_TWICE',
      data: { fields: { uid: expect.any(String) } },
    });
    expect((await save({ discipline: 'w100', uid: uid(3), status: 'DNS' })).status).toBe(200);
  });

  it('refuses a change made on a draft that has changed since', async () => {
    const stale = await t.call({
      method: 'POST',
      url: url(),
      token: admin,
      body: {
        draftImportId: null,
        publishedVersion: 0,
        result: { discipline: 'w100', uid: uid(2), mark: '12.9' },
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('RESULTS_DRAFT_CHANGED');
  });

  it('publishes the draft as an import is published, then corrects it on screen as a new version', async () => {
    const draft = (await state()).draft;
    expect(draft.rows).toHaveLength(4);
    expect((await publish(t, admin, draft.importId)).body.code).toBe('RESULTS_WARNINGS_NOT_ACKNOWLEDGED');
    const first = await publish(t, admin, draft.importId, { acknowledgeWarnings: true });
    expect(first.body.data).toMatchObject({ version: 1, count: 4, changed: true });
    await issueCertificates(t.ctx, formId);
    const [gold] = await t.ctx.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.uid, uid(1)), eq(certificates.kind, 'merit')));
    expect(gold?.record.place).toBe(1);

    // After publishing there is no draft: the page shows the published results, ready to correct.
    const after = await state();
    expect(after).toMatchObject({ publishedVersion: 1, draft: null });
    expect(after.rows.map((row: { uid: string }) => row.uid)).toEqual([uid(0), uid(1), uid(2), uid(3)]);

    // A protest: athlete 2 disqualified (row 3), the entry on row 2 corrected, the DNS removed.
    const dq = await save({ discipline: 'w100', uid: uid(1), status: 'DQ', rule: '17.3.1' }, { row: 3 });
    expect(dq.status, JSON.stringify(dq.body)).toBe(200);
    const removed = await t.call({
      method: 'POST',
      url: `${url()}/remove`,
      token: admin,
      body: { ...basedOn(dq.body.data), row: 5 },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data.rows).toHaveLength(3);
    const nothingThere = await t.call({
      method: 'POST',
      url: `${url()}/remove`,
      token: admin,
      body: { ...basedOn(removed.body.data), row: 9 },
    });
    expect(nothingThere.status).toBe(400);
    expect(nothingThere.body.data.fields).toHaveProperty('row');

    const importId = removed.body.data.draft.importId;
    const noReason = await publish(t, admin, importId, { acknowledgeWarnings: true });
    expect(noReason.body.code).toBe('RESULTS_REASON_REQUIRED');
    const second = await publish(t, admin, importId, { acknowledgeWarnings: true, reason: 'Protest upheld' });
    expect(second.body.data).toMatchObject({ version: 2, count: 3, changed: true });

    // Nothing overwritten: version 1 keeps its four rows; the gold medal's certificate is superseded.
    const versionOne = await t.ctx.db
      .select()
      .from(results)
      .where(and(eq(results.formId, formId), eq(results.version, 1)));
    expect(versionOne).toHaveLength(4);
    await issueCertificates(t.ctx, formId);
    const [old] = await t.ctx.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, gold?.id as string));
    expect(old?.status).toBe('superseded');
    const sprint = (await t.call({ method: 'GET', url: `/api/results/${formId}` })).body.data.find(
      (item: { discipline: string }) => item.discipline === 'w100',
    );
    expect(
      sprint.results.map((row: { place: number | null; status: string | null }) => [row.place, row.status]),
    ).toEqual([
      [1, null],
      [null, 'DQ'],
    ]);
  });

  it('writes every change to the audit log and keeps athletes out', async () => {
    const audit = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'results.manual.save'));
    expect(audit.length).toBe(5);
    expect(audit[0]?.changes).toMatchObject({ formId, discipline: 'w100', uid: uid(0) });
    const removals = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'results.manual.remove'));
    expect(removals).toHaveLength(1);
    const token = athletes[0]?.token as string;
    expect((await t.call({ method: 'GET', url: url(), token })).status).toBe(403);
    expect((await t.call({ method: 'POST', url: url(), token, body: {} })).status).toBe(403);
  });
});
