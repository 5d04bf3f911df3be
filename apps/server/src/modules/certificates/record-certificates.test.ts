import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { certificates } from '../../db/schema/certificates.js';
import { recordsSetInVersion } from '../records/records.service.js';
import { closedCompetition, csv, publish, upload } from '../results/test-support.js';
import { certificatePdf } from './certificate-pdf.js';
import { issueCertificates } from './issue.js';
import { pdfText } from './test-support.js';

// Record certificates (decision 26): a published mark that sets a state record (decision 27) gets a
// third kind of certificate, numbered, signed and checked as the others; a correction that takes the
// record away supersedes it.
let t: TestContext;
let admin: string;
let formId: string;
let athletes: Awaited<ReturnType<typeof closedCompetition>>['athletes'];
const uid = (index: number) => athletes[index]?.uid as string;

beforeAll(async () => {
  t = await createTestContext();
  ({ admin, formId, athletes } = await closedCompetition(t, 2));
});
afterAll(() => t.close());

async function publishFile(lines: string[], reason = '') {
  const uploaded = await upload(t, admin, formId, csv(['discipline,uid,mark,status,wind', ...lines]));
  expect(uploaded.body.data.errors, JSON.stringify(uploaded.body)).toEqual([]);
  const published = await publish(t, admin, uploaded.body.data.importId, {
    acknowledgeWarnings: true,
    reason,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return published.body.data.version as number;
}

const recordCertificates = () =>
  t.ctx.db.select().from(certificates).where(eq(certificates.kind, 'record')).orderBy(certificates.number);

describe('record certificates', () => {
  it('are issued for the marks that set a state record, and for no other', async () => {
    // Both athletes are in one class: the faster legal 100 m is the record; a wind over +2.0 does not
    // count, and a long jump without a wind reading does not either.
    const version = await publishFile([
      `w100,${uid(0)},12.31,,+1.2`,
      `w100,${uid(1)},12.80,,+1.2`,
      `wlj,${uid(0)},5.10,,`,
      `wlj,${uid(1)},5.30,,+2.4`,
    ]);
    const set = [...(await recordsSetInVersion(t.ctx.db, formId, version)).values()].filter(
      (mark) => mark.step === 'set',
    );
    expect(set.map((mark) => [mark.uid, mark.disciplineKey])).toEqual([[uid(0), 'w100']]);

    expect(await issueCertificates(t.ctx, formId)).toMatchObject({ version: 1, superseded: 0 });
    const [record, ...others] = await recordCertificates();
    expect(others).toEqual([]);
    expect(record).toMatchObject({ uid: uid(0), disciplineKey: 'w100', status: 'valid', resultsVersion: 1 });
    expect(record?.number).toMatch(/^PSA-C-\d{4}-\d{6}$/);
    expect(record?.record).toMatchObject({ kind: 'record', place: 1, mark: '12.31', status: null });

    // The same machinery as the others: the public check, the signed record, the PDF.
    const checked = await t.call({ method: 'GET', url: `/api/certificates/${record?.number}` });
    expect(checked.body.data).toMatchObject({
      status: 'valid',
      statement: { kind: 'record', mark: '12.31' },
    });
    const offline = await t.call({
      method: 'GET',
      url: `/api/certificate-check?token=${encodeURIComponent(record?.signedToken ?? '')}`,
    });
    expect(offline.body.data).toMatchObject({ signatureValid: true, statement: { kind: 'record' } });
    const text = await pdfText(
      await certificatePdf(record?.record as never, {
        verifyUrl: 'https://example.org/verify',
        signedToken: record?.signedToken ?? '',
      }),
    );
    expect(text).toMatch(/set a state record in Women's 100 m with a mark of 12\.31/);

    // Issuing again issues nothing.
    expect(await issueCertificates(t.ctx, formId)).toMatchObject({ issued: 0 });
  });

  it('is superseded when a correction takes the record away, and issued to the new holder', async () => {
    const [before] = await recordCertificates();
    await publishFile(
      [
        `w100,${uid(0)},,DQ,+1.2`,
        `w100,${uid(1)},12.80,,+1.2`,
        `wlj,${uid(0)},5.10,,`,
        `wlj,${uid(1)},5.30,,+2.4`,
      ],
      'False start seen on the video',
    );
    await issueCertificates(t.ctx, formId);
    const [old] = await t.ctx.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, before?.id as string));
    // No longer due: superseded by none.
    expect(old).toMatchObject({ status: 'superseded', supersededBy: null });
    const [now] = await t.ctx.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.kind, 'record'), eq(certificates.status, 'valid')));
    expect(now).toMatchObject({ uid: uid(1), resultsVersion: 2 });
    expect(now?.record).toMatchObject({ mark: '12.80', place: 1 });
  });
});
