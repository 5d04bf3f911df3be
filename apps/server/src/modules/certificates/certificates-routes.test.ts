import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { certificateJobs } from '../../db/schema/certificates.js';
import { auditEvents } from '../../db/schema/system.js';
import { closedCompetition, csv, publish, upload } from '../results/test-support.js';
import { requeueInterruptedJobs, runCertificateJobs } from './jobs.js';
import { readStoredZip } from './stored-zip.test-support.js';
import { pdfText, qrTextOnPage } from './test-support.js';

// The routes of one competition's certificates, from publishing (a job queued) to a correction (the
// changed certificates superseded), with the athlete's, the public and the administrators' views.
let t: TestContext;
let admin: string;
let formId: string;
let athletes: Awaited<ReturnType<typeof closedCompetition>>['athletes'];
const athlete = (index: number) => athletes[index] as (typeof athletes)[number];

async function publishFile(lines: string[], reason = '') {
  const uploaded = await upload(t, admin, formId, csv(['discipline,uid,bib,mark,status', ...lines]));
  expect(uploaded.body.data.errors, JSON.stringify(uploaded.body)).toEqual([]);
  const published = await publish(t, admin, uploaded.body.data.importId, {
    acknowledgeWarnings: true,
    reason,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

const get = (url: string, token?: string) => t.call({ method: 'GET', url, ...(token ? { token } : {}) });
/** A file answer (not JSON): status, headers and bytes. */
const file = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'access-token': token } });
const mine = async (index: number) => (await get('/api/user/certificates', athlete(index).token)).body.data;
const competitionRow = async () =>
  (await get('/api/admin/certificates', admin)).body.data.items.find(
    (item: { formId: string }) => item.formId === formId,
  );

beforeAll(async () => {
  t = await createTestContext();
  ({ admin, formId, athletes } = await closedCompetition(t, 4));
  const uid = (index: number) => athlete(index).uid;
  await publishFile([
    `w100,${uid(0)},,12.31,`,
    `w100,${uid(1)},,12.80,`,
    `w100,${uid(2)},,13.05,`,
    `w100,${uid(3)},,,DNS`,
  ]);
});
afterAll(() => t.close());

describe('issuing after publishing', () => {
  it('queues a job with the publication, which issues when it runs', async () => {
    expect((await competitionRow()).job).toMatchObject({
      state: 'queued',
      cause: 'publish',
      resultsVersion: 1,
    });
    expect(await mine(0)).toEqual([]);
    expect(await runCertificateJobs(t.ctx)).toBe(1);
    const row = await competitionRow();
    expect(row).toMatchObject({
      resultsVersion: 1,
      valid: { participation: 3, merit: 3, record: 0 },
      superseded: 0,
      revoked: 0,
      job: { state: 'done', issued: 6, superseded: 0, kept: 0, progress: null },
    });
    expect(await runCertificateJobs(t.ctx)).toBe(0);
  });

  it('runs a job again that was under way when the server stopped', async () => {
    const [job] = await t.ctx.db.select().from(certificateJobs).where(eq(certificateJobs.formId, formId));
    await t.ctx.db
      .update(certificateJobs)
      .set({ state: 'running' })
      .where(eq(certificateJobs.id, job?.id as string));
    expect(await requeueInterruptedJobs(t.ctx)).toBe(1);
    expect(await runCertificateJobs(t.ctx)).toBe(1);
    expect((await competitionRow()).job).toMatchObject({ state: 'done', issued: 0 });
  });

  it('lets an administrator queue issuing, for a published competition only', async () => {
    const queued = await t.call({
      method: 'POST',
      url: `/api/admin/certificates/${formId}/issue`,
      token: admin,
    });
    expect(queued.status).toBe(202);
    expect(queued.body.data).toMatchObject({ state: 'queued', cause: 'manual' });
    await runCertificateJobs(t.ctx);
    const unknown = await t.call({
      method: 'POST',
      url: '/api/admin/certificates/00000000-0000-4000-8000-000000000000/issue',
      token: admin,
    });
    expect(unknown.status).toBe(404);
    const athleteTries = await t.call({
      method: 'POST',
      url: `/api/admin/certificates/${formId}/issue`,
      token: athlete(0).token,
    });
    expect(athleteTries.status).toBe(403);
  });
});

describe("the athlete's certificates", () => {
  it('lists them with the fixed fields of API.md and more', async () => {
    const list = await mine(0);
    expect(list).toHaveLength(2);
    const merit = list.find((item: { kind: string }) => item.kind === 'merit');
    expect(merit).toMatchObject({
      kind: 'merit',
      status: 'valid',
      pdfUrl: `/api/user/certificates/${merit._id}/pdf`,
      verifyUrl: `${t.ctx.config.publicUrl}/verify/certificate/${merit.number}`,
      place: 1,
      mark: '12.31',
      discipline: { key: 'w100', name: "Women's 100 m" },
      supersededBy: null,
    });
    expect(merit.number).toMatch(/^PSA-C-\d{4}-\d{6}$/);
    expect(await mine(3)).toEqual([]);
    expect((await get('/api/user/certificates')).status).toBe(401);
  });

  it("downloads one's own PDF, with the number and a QR code to its check", async () => {
    const [merit] = (await mine(0)).filter((item: { kind: string }) => item.kind === 'merit');
    const response = await file(merit.pdfUrl, athlete(0).token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${merit.number}.pdf"`);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(bytes)).toContain(merit.number);
    expect(await qrTextOnPage(bytes)).toBe(merit.verifyUrl);
  });

  it("answers 404 for someone else's certificate and 400 for an address that is none", async () => {
    const [theirs] = await mine(0);
    const response = await get(theirs.pdfUrl, athlete(1).token);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('CERTIFICATE_NOT_FOUND');
    expect((await get('/api/user/certificates/not-an-id/pdf', athlete(1).token)).status).toBe(400);
    expect(
      (await get('/api/user/certificates/00000000-0000-4000-8000-000000000000/pdf', athlete(1).token)).status,
    ).toBe(404);
  });
});

describe('the public checks', () => {
  it('says what a certificate states and that it is valid', async () => {
    const [merit] = (await mine(0)).filter((item: { kind: string }) => item.kind === 'merit');
    const response = await get(`/api/certificates/${merit.number}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      status: 'valid',
      supersededBy: null,
      revokedAt: null,
      verifyUrl: merit.verifyUrl,
      statement: {
        number: merit.number,
        kind: 'merit',
        place: 1,
        mark: '12.31',
        athlete: { uid: athlete(0).uid },
      },
    });
    expect((await get('/api/certificates/PSA-C-2026-999999')).body.code).toBe('CERTIFICATE_NOT_FOUND');
    expect((await get('/api/certificates/PSA-C-2026-999999')).status).toBe(404);
    expect((await get('/api/certificates/not-a-number')).status).toBe(400);
  });

  it('checks a pasted signed record: good as issued, bad with one character changed', async () => {
    const [merit] = (await mine(0)).filter((item: { kind: string }) => item.kind === 'merit');
    const [row] = (await get(`/api/admin/certificates/${formId}?search=${merit.number}`, admin)).body.data
      .items;
    const { signedToken } = (await t.ctx.db.query.certificates.findFirst({
      where: (table, { eq: equals }) => equals(table.id, row.id),
    })) as { signedToken: string };
    // Copied from a text file: line breaks and spaces around it do not matter.
    const pasted = `  ${signedToken.slice(0, 40)}\n${signedToken.slice(40)}\n`;
    const good = await get(`/api/certificate-check?token=${encodeURIComponent(pasted)}`);
    expect(good.status).toBe(200);
    expect(good.body.data).toMatchObject({
      signatureValid: true,
      statement: { number: merit.number, place: 1 },
      current: { status: 'valid', supersededBy: null },
    });
    const at = 30;
    const changed =
      signedToken.slice(0, at) + (signedToken[at] === 'A' ? 'B' : 'A') + signedToken.slice(at + 1);
    const bad = await get(`/api/certificate-check?token=${encodeURIComponent(changed)}`);
    expect(bad.body.data).toEqual({ signatureValid: false, statement: null, current: null });
    expect((await get('/api/certificate-check?token=')).status).toBe(400);
    expect((await get(`/api/certificate-check?token=${'a'.repeat(9000)}`)).status).toBe(400);
    expect((await get('/api/certificate-check')).status).toBe(400);
  });
});

describe('the administrators’ register', () => {
  it('lists, filters and refuses bad filters', async () => {
    const all = await get(`/api/admin/certificates/${formId}`, admin);
    expect(all.body.data.total).toBe(6);
    const merit = await get(`/api/admin/certificates/${formId}?kind=merit&status=valid`, admin);
    expect(merit.body.data.items.map((item: { place: number }) => item.place).sort()).toEqual([1, 2, 3]);
    const byUid = await get(`/api/admin/certificates/${formId}?search=${athlete(1).uid}`, admin);
    expect(byUid.body.data.items).toHaveLength(2);
    const byName = await get(`/api/admin/certificates/${formId}?search=runner%202`, admin);
    expect(byName.body.data.items.every((item: { uid: string }) => item.uid === athlete(1).uid)).toBe(true);
    expect((await get(`/api/admin/certificates/${formId}?kind=gold`, admin)).status).toBe(400);
    expect((await get(`/api/admin/certificates/${formId}?page=0`, admin)).status).toBe(400);
    expect((await get('/api/admin/certificates/nope', admin)).status).toBe(400);
    expect((await get('/api/admin/certificates/00000000-0000-4000-8000-000000000000', admin)).status).toBe(
      404,
    );
    expect((await get(`/api/admin/certificates/${formId}`, athlete(0).token)).status).toBe(403);
  });

  it('streams a ZIP of the valid certificates as PDFs', async () => {
    const response = await file(`/api/admin/certificates/${formId}/zip`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = readStoredZip(response.rawPayload);
    expect(files.map((file) => file.name.split('/')[0]).sort()).toEqual([
      'merit',
      'merit',
      'merit',
      'participation',
      'participation',
      'participation',
    ]);
    for (const entry of files) expect(entry.data.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`/api/admin/certificates/${formId}/zip`, athlete(0).token)).status).toBe(403);
    expect(
      (await get('/api/admin/certificates/00000000-0000-4000-8000-000000000000/zip', admin)).status,
    ).toBe(404);
  });

  it('revokes with a reason, once, audited; the public check then says revoked', async () => {
    const [row] = (
      await get(`/api/admin/certificates/${formId}?kind=participation&search=${athlete(2).uid}`, admin)
    ).body.data.items;
    const url = `/api/admin/certificate/${row.id}/revoke`;
    expect((await t.call({ method: 'POST', url, token: admin, body: { reason: 'x' } })).status).toBe(400);
    expect((await t.call({ method: 'POST', url, token: admin, body: {} })).status).toBe(400);
    expect(
      (await t.call({ method: 'POST', url, token: athlete(2).token, body: { reason: 'Wrong' } })).status,
    ).toBe(403);
    const revoked = await t.call({ method: 'POST', url, token: admin, body: { reason: 'Issued in error' } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ status: 'revoked', revokeReason: 'Issued in error' });
    const again = await t.call({ method: 'POST', url, token: admin, body: { reason: 'Issued in error' } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CERTIFICATE_NOT_VALID');
    const missing = await t.call({
      method: 'POST',
      url: '/api/admin/certificate/00000000-0000-4000-8000-000000000000/revoke',
      token: admin,
      body: { reason: 'Issued in error' },
    });
    expect(missing.status).toBe(404);
    const audit = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.targetId, row.id));
    expect(audit).toMatchObject([
      { action: 'certificate.revoke', changes: { number: row.number, reason: 'Issued in error' } },
    ]);
    const check = await get(`/api/certificates/${row.number}`);
    expect(check.body.data.status).toBe('revoked');
    expect(check.body.data).not.toHaveProperty('revokeReason');
    expect((await competitionRow()).revoked).toBe(1);
  });
});

describe('a correction', () => {
  it('queues a job that supersedes the changed certificates, linked to the new ones', async () => {
    // Runner 3's revoked participation is not superseded, and is issued anew for the changed result.
    const [before] = (await mine(1)).filter((item: { kind: string }) => item.kind === 'merit');
    const uid = (index: number) => athlete(index).uid;
    // Runner 2 and 3 swap places; Runner 1 is unchanged.
    await publishFile(
      [`w100,${uid(0)},,12.31,`, `w100,${uid(1)},,13.10,`, `w100,${uid(2)},,12.90,`, `w100,${uid(3)},,,DNS`],
      'Timing error in lane 2',
    );
    expect((await competitionRow()).job).toMatchObject({
      state: 'queued',
      cause: 'correction',
      resultsVersion: 2,
    });
    await runCertificateJobs(t.ctx);
    expect((await competitionRow()).job).toMatchObject({ state: 'done', issued: 4, superseded: 3, kept: 2 });
    const old = await get(`/api/certificates/${before.number}`);
    expect(old.body.data.status).toBe('superseded');
    const newer = (await mine(1)).find(
      (item: { kind: string; status: string }) => item.kind === 'merit' && item.status === 'valid',
    );
    expect(old.body.data.supersededBy).toBe(newer.number);
    expect(newer).toMatchObject({ place: 3, mark: '13.10' });
  });
});
