import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { certificates } from '../../db/schema/certificates.js';
import { registrations } from '../../db/schema/registration.js';
import { closedCompetition, csv, publish, upload } from '../results/test-support.js';
import { certificatePdf, certificateVerifyUrl } from './certificate-pdf.js';
import { issueCertificates } from './issue.js';
import { findCertificate } from './lookup.js';
import { verifyToken } from './signing.js';
import { verifyingKeys } from './signing-keys.js';
import { pdfText, tokenParts } from './test-support.js';

// One competition's certificates: none before results are published, version 1 issued (twice, the
// second time issuing nothing), then a correction as version 2 superseding only what changed.
let t: TestContext;
let admin: string;
let formId: string;
let athletes: Awaited<ReturnType<typeof closedCompetition>>['athletes'];
const uid = (index: number) => athletes[index]?.uid as string;

beforeAll(async () => {
  t = await createTestContext();
  ({ admin, formId, athletes } = await closedCompetition(t, 5));
  const [registration] = await t.ctx.db
    .select()
    .from(registrations)
    .where(eq(registrations.userId, athletes[0]?.user.id as string));
  await t.ctx.db
    .update(registrations)
    .set({ page1: { ...registration?.page1, nameInStateScript: 'रनर एक' } as never })
    .where(eq(registrations.userId, athletes[0]?.user.id as string));
});
afterAll(() => t.close());

async function publishFile(lines: string[], reason = '') {
  const uploaded = await upload(t, admin, formId, csv(['discipline,uid,bib,mark,status,rule', ...lines]));
  expect(uploaded.body.data.errors, JSON.stringify(uploaded.body)).toEqual([]);
  const published = await publish(t, admin, uploaded.body.data.importId, {
    acknowledgeWarnings: true,
    reason,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

const allCertificates = () => t.ctx.db.select().from(certificates).orderBy(certificates.number);
const summary = (rows: Awaited<ReturnType<typeof allCertificates>>) =>
  rows
    .map(
      (row) =>
        `${row.record.athlete.name}|${row.disciplineKey}|${row.kind}|v${row.resultsVersion}|${row.status}`,
    )
    .sort();

describe('issuing certificates', () => {
  it('issues nothing while no results are published', async () => {
    expect(await issueCertificates(t.ctx, formId)).toEqual({
      version: null,
      issued: 0,
      superseded: 0,
      kept: 0,
    });
  });

  it('gives participation to every starter and merit to places 1–3 of version 1', async () => {
    await publishFile([
      `w100,${uid(0)},,12.31,,`,
      `w100,${uid(1)},,12.80,,`,
      `w100,${uid(2)},,12.05,,`,
      `w100,${uid(3)},,,DNS,`,
      `w100,${uid(4)},,13.40,,`,
      `wlj,${uid(0)},,5.10,,`,
      `wlj,${uid(1)},,,NM,`,
      `wlj,${uid(2)},,5.40,,`,
    ]);
    expect(await issueCertificates(t.ctx, formId)).toEqual({
      version: 1,
      issued: 12,
      superseded: 0,
      kept: 0,
    });
    const rows = await allCertificates();
    // Runner 4 did not start; Runner 2's no mark (NM) in the long jump is still a start.
    expect(summary(rows)).toEqual([
      'Runner 1|w100|merit|v1|valid',
      'Runner 1|w100|participation|v1|valid',
      'Runner 1|wlj|merit|v1|valid',
      'Runner 1|wlj|participation|v1|valid',
      'Runner 2|w100|merit|v1|valid',
      'Runner 2|w100|participation|v1|valid',
      'Runner 2|wlj|participation|v1|valid',
      'Runner 3|w100|merit|v1|valid',
      'Runner 3|w100|participation|v1|valid',
      'Runner 3|wlj|merit|v1|valid',
      'Runner 3|wlj|participation|v1|valid',
      'Runner 5|w100|participation|v1|valid',
    ]);
    expect(new Set(rows.map((row) => row.number)).size).toBe(12);
    for (const row of rows) expect(row.number).toMatch(/^PSA-C-2026-\d{6}$/);

    const gold = rows.find(
      (row) => row.uid === uid(2) && row.disciplineKey === 'w100' && row.kind === 'merit',
    );
    expect(gold?.record).toMatchObject({
      format: 1,
      kind: 'merit',
      number: gold?.number,
      athlete: { name: 'Runner 3', nameInScript: '', uid: uid(2) },
      competition: { formId, startDate: '2027-01-15' },
      discipline: { key: 'w100', name: "Women's 100 m" },
      place: 1,
      mark: '12.05',
      status: null,
      resultsVersion: 1,
      issuedAt: t.clock.now().toISOString(),
    });
    expect(gold?.userId).toBe(athletes[2]?.user.id);
    const fifth = rows.find((row) => row.uid === uid(4));
    expect(fifth?.record).toMatchObject({ kind: 'participation', place: 4, mark: '13.40' });
    const longJump = rows.find(
      (row) => row.uid === uid(0) && row.disciplineKey === 'wlj' && row.kind === 'merit',
    );
    expect(longJump?.record).toMatchObject({ place: 2, mark: '5.10' });
  });

  it('signs every record with the portal key, naming it', async () => {
    const [key] = await verifyingKeys(t.ctx.db);
    for (const row of await allCertificates()) {
      expect(tokenParts(row.signedToken).header).toEqual({ alg: 'EdDSA', kid: key?.kid });
      expect(verifyToken([key!], row.signedToken)).toEqual({
        valid: true,
        record: row.record,
        kid: key?.kid,
      });
    }
  });

  it('issues nothing new the second time', async () => {
    const before = await allCertificates();
    expect(await issueCertificates(t.ctx, formId)).toEqual({ version: 1, issued: 0, superseded: 0, kept: 0 });
    expect(await allCertificates()).toEqual(before);
  });

  it('draws a certificate with the athlete’s name in their script', async () => {
    const [row] = (await allCertificates()).filter((item) => item.uid === uid(0) && item.kind === 'merit');
    expect(row?.record.athlete).toEqual({ name: 'Runner 1', nameInScript: 'रनर एक', uid: uid(0) });
    const bytes = await certificatePdf(row!.record, {
      verifyUrl: certificateVerifyUrl(t.ctx.config.publicUrl, row!.number),
      signedToken: row!.signedToken,
    });
    const text = await pdfText(bytes);
    expect(text).toContain(row!.number);
    expect(text).toContain('Certificate of Merit');
  });

  it('supersedes, on a correction, only the certificates whose result changed', async () => {
    const before = await allCertificates();
    // Runner 2 disqualified in the 100 m on protest: Runner 5 moves up to third.
    await publishFile(
      [
        `w100,${uid(0)},,12.31,,`,
        `w100,${uid(1)},,,DQ,17.3.1`,
        `w100,${uid(2)},,12.05,,`,
        `w100,${uid(3)},,,DNS,`,
        `w100,${uid(4)},,13.40,,`,
        `wlj,${uid(0)},,5.10,,`,
        `wlj,${uid(1)},,,NM,`,
        `wlj,${uid(2)},,5.40,,`,
      ],
      'Protest upheld: lane infringement',
    );
    expect(await issueCertificates(t.ctx, formId)).toEqual({ version: 2, issued: 3, superseded: 3, kept: 9 });
    const rows = await allCertificates();
    expect(summary(rows)).toEqual([
      'Runner 1|w100|merit|v1|valid',
      'Runner 1|w100|participation|v1|valid',
      'Runner 1|wlj|merit|v1|valid',
      'Runner 1|wlj|participation|v1|valid',
      'Runner 2|w100|merit|v1|superseded',
      'Runner 2|w100|participation|v1|superseded',
      'Runner 2|w100|participation|v2|valid',
      'Runner 2|wlj|participation|v1|valid',
      'Runner 3|w100|merit|v1|valid',
      'Runner 3|w100|participation|v1|valid',
      'Runner 3|wlj|merit|v1|valid',
      'Runner 3|wlj|participation|v1|valid',
      'Runner 5|w100|merit|v2|valid',
      'Runner 5|w100|participation|v1|superseded',
      'Runner 5|w100|participation|v2|valid',
    ]);
    const find = (index: number, kind: string, version: number) =>
      rows.find(
        (row) =>
          row.uid === uid(index) &&
          row.disciplineKey === 'w100' &&
          row.kind === kind &&
          row.resultsVersion === version,
      );
    // The old certificate points at the one that replaces it; a medal lost is replaced by nothing.
    expect(find(1, 'participation', 1)?.supersededBy).toBe(find(1, 'participation', 2)?.id);
    expect(find(1, 'participation', 2)?.record).toMatchObject({
      place: null,
      mark: '',
      status: 'DQ',
      resultsVersion: 2,
    });
    expect(find(1, 'merit', 1)?.supersededBy).toBeNull();
    expect(find(4, 'participation', 1)?.supersededBy).toBe(find(4, 'participation', 2)?.id);
    expect(find(4, 'merit', 2)?.record).toMatchObject({ kind: 'merit', place: 3, mark: '13.40' });
    // What did not change is the same row, number and token as before.
    const unchanged = before.filter((row) => row.uid === uid(2));
    expect(rows.filter((row) => row.uid === uid(2))).toEqual(unchanged);

    // Again: nothing issued or superseded; the nine of version 1 still stand.
    expect(await issueCertificates(t.ctx, formId)).toEqual({ version: 2, issued: 0, superseded: 0, kept: 9 });
    expect(await allCertificates()).toEqual(rows);
  });

  it('finds a certificate by its number with what replaced it', async () => {
    const rows = await allCertificates();
    const old = rows.find(
      (row) => row.uid === uid(4) && row.kind === 'participation' && row.resultsVersion === 1,
    );
    const replacement = rows.find((row) => row.id === old?.supersededBy);
    expect(await findCertificate(t.ctx, old!.number)).toEqual({
      status: 'superseded',
      record: old!.record,
      signedToken: old!.signedToken,
      supersededBy: replacement!.number,
      revokedAt: null,
    });
    expect(await findCertificate(t.ctx, replacement!.number)).toMatchObject({
      status: 'valid',
      supersededBy: null,
    });
    expect(await findCertificate(t.ctx, 'PSA-C-2026-999999')).toBeUndefined();
  });

  it('supersedes on a change of status alone, and when a start becomes a DNS', async () => {
    // Runner 2: DQ becomes DNF in the 100 m (no place, no mark either way); the long jump NM becomes DNS.
    await publishFile(
      [
        `w100,${uid(0)},,12.31,,`,
        `w100,${uid(1)},,,DNF,`,
        `w100,${uid(2)},,12.05,,`,
        `w100,${uid(3)},,,DNS,`,
        `w100,${uid(4)},,13.40,,`,
        `wlj,${uid(0)},,5.10,,`,
        `wlj,${uid(1)},,,DNS,`,
        `wlj,${uid(2)},,5.40,,`,
      ],
      'Start list checked again',
    );
    expect(await issueCertificates(t.ctx, formId)).toEqual({
      version: 3,
      issued: 1,
      superseded: 2,
      kept: 10,
    });
    const runner2 = (await allCertificates()).filter((row) => row.uid === uid(1));
    expect(summary(runner2)).toEqual([
      'Runner 2|w100|merit|v1|superseded',
      'Runner 2|w100|participation|v1|superseded',
      'Runner 2|w100|participation|v2|superseded',
      'Runner 2|w100|participation|v3|valid',
      'Runner 2|wlj|participation|v1|superseded',
    ]);
    const longJump = runner2.find((row) => row.disciplineKey === 'wlj');
    expect(longJump?.supersededBy).toBeNull();
    expect(runner2.find((row) => row.resultsVersion === 3)?.record).toMatchObject({
      status: 'DNF',
      mark: '',
    });
  });
});
