import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createLoggedInUser, createUser, loginAs } from '../../../test/factories.js';
import {
  athleteReadyToFinalize,
  page1,
  page2,
  paidAthlete,
  upload,
} from '../../../test/registration-fixtures.js';
import { registrationDocuments, registrations } from '../../db/schema/registration.js';
import { migrationsDir } from '../../lib/paths.js';
import { identityKeyColumns } from './identity-keys.js';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  const admin = await createUser(t, { email: ADMIN_EMAIL, name: 'Secretary' });
  adminToken = await loginAs(t, admin.email);
});
afterAll(() => t.close());

const approve = (userId: string) =>
  t.call({
    method: 'POST',
    url: '/api/admin/approve-user-registration',
    body: { userId },
    token: adminToken,
  });
const duplicatesOf = (userId: string) =>
  t.call({ method: 'GET', url: `/api/admin/registration-duplicates?userId=${userId}`, token: adminToken });
const savePage = (token: string, n: number, body: unknown) =>
  t.call({ method: 'POST', url: `/api/user/update-registration-page-${n}`, body, token });

/** A real PDF of `pages` A4 pages, each with its number written on it. */
async function realPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    doc.addPage([595, 842]).drawText(`Disability certificate, page ${n}`, { x: 50, y: 780, size: 24, font });
  }
  return Buffer.from(await doc.save());
}

describe('the same athlete twice', () => {
  it('flags a second registration with the same UDID, and refuses to approve it with the first UID named', async () => {
    const first = await paidAthlete(t);
    const approved = await approve(first.user.id);
    expect(approved.status).toBe(200);
    const firstUid: string = approved.body.data.uid;

    const second = await athleteReadyToFinalize(t);
    const udid = (
      await t.call({ method: 'GET', url: '/api/user/get-user-registration-data', token: first.token })
    ).body.data.page2.certificate.udidNumber as string;
    // The same number as the athlete would type it, with spaces and dashes.
    const typed = `${udid.slice(0, 2)}-${udid.slice(2, 7)} ${udid.slice(7).toLowerCase()}`;
    expect(
      (await savePage(second.token, 2, page2({ certificate: { kind: 'udid', udidNumber: typed } }))).status,
    ).toBe(200);
    await t.call({ method: 'POST', url: '/api/user/finalize-registration', token: second.token });
    await t.ctx.db.execute(
      sql`update users set registration_payment_completed = true where id = ${second.user.id}`,
    );

    const found = await duplicatesOf(second.user.id);
    expect(found.status).toBe(200);
    expect(found.body.data).toContainEqual({
      userId: first.user.id,
      name: first.user.name,
      status: 'approved',
      uid: firstUid,
      // page1() gives both the same name, date of birth and district too.
      matchedOn: ['udid', 'person'],
    });

    const refused = await approve(second.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toContain(firstUid);
    expect(refused.body.data).toMatchObject({ code: 'duplicate_udid', firstUid, firstUserId: first.user.id });
    const still = await t.call({
      method: 'GET',
      url: `/api/admin/get-user-registrations-data?userId=${second.user.id}`,
      token: adminToken,
    });
    expect(still.body.data).toMatchObject({ status: 'submitted', uid: '' });
  });

  it('matches a certificate number written differently, and a person by name, date of birth and district', async () => {
    const certificate = {
      kind: 'certificate',
      issuingAuthority: 'District Medical Board',
      issueDate: '2020-02-01',
    };
    const a = await createLoggedInUser(t);
    const b = await createLoggedInUser(t);
    await savePage(a.token, 1, page1({ fullName: 'Meera  K. Nair', dateOfBirth: '1990-01-05' }));
    await savePage(b.token, 1, page1({ fullName: 'meera k nair', dateOfBirth: '1990-01-05' }));
    await savePage(a.token, 2, page2({ certificate: { ...certificate, certificateNumber: 'MB/123/2020' } }));
    await savePage(b.token, 2, page2({ certificate: { ...certificate, certificateNumber: 'mb 123-2020' } }));

    const found = await duplicatesOf(b.user.id);
    expect(found.body.data).toEqual([
      expect.objectContaining({ userId: a.user.id, matchedOn: ['certificate', 'person'] }),
    ]);

    const other = await createLoggedInUser(t);
    await savePage(other.token, 1, page1({ fullName: 'Meera Nair', dateOfBirth: '1990-01-05' }));
    await savePage(other.token, 2, page2());
    expect((await duplicatesOf(other.user.id)).body.data).toEqual([]);
  });

  it('keys rows saved before the migration the same way the server keys a save (the backfill)', async () => {
    const athlete = await createLoggedInUser(t);
    const person = page1({
      fullName: ' Ravi.  Shankar ',
      address: { ...page1().address, district: 'Thrissur' },
    });
    await savePage(athlete.token, 1, person);
    await savePage(
      athlete.token,
      2,
      page2({ certificate: { kind: 'udid', udidNumber: 'kl01201 1998 777777 5' } }),
    );
    const keysOf = async () =>
      t.ctx.db
        .select({
          udidKey: registrations.udidKey,
          certificateKey: registrations.certificateKey,
          personKey: registrations.personKey,
        })
        .from(registrations)
        .where(eq(registrations.userId, athlete.user.id));
    const saved = await keysOf();
    await t.ctx.db.update(registrations).set({ udidKey: null, certificateKey: null, personKey: null });
    const migration = await readFile(path.join(migrationsDir, '0007_identity_keys.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE'));
    await t.ctx.db.execute(sql.raw(backfill ?? 'missing backfill'));
    const again = await keysOf();
    expect(again).toEqual(saved);
    expect(saved).toEqual([
      { udidKey: 'KL0120119987777775', certificateKey: null, personKey: 'ravi shankar|1998-04-12|thrissur' },
    ]);
    expect(identityKeyColumns(1, person)).toEqual({ personKey: 'ravi shankar|1998-04-12|thrissur' });
  });
});

describe('the athlete resubmitting', () => {
  it('is in the registration history after the rejection', async () => {
    const { user, token } = await paidAthlete(t);
    await t.call({
      method: 'POST',
      url: '/api/admin/reject-user-registration',
      body: { userId: user.id, reasons: [{ section: 'page1', reason: 'Check the address.' }], note: '' },
      token: adminToken,
    });
    // The answer comes a day later (the test clock stands still otherwise: the order would be a tie).
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await savePage(token, 1, page1({ address: { ...page1().address, city: 'Kochi' } }))).status).toBe(
      200,
    );
    expect((await t.call({ method: 'POST', url: '/api/user/finalize-registration', token })).status).toBe(
      200,
    );
    const history = await t.call({
      method: 'GET',
      url: `/api/admin/audit-log?targetId=${user.id}&action=registration.`,
      token: adminToken,
    });
    const actions = history.body.data.items.map((item: { action: string }) => item.action);
    expect(actions.slice(0, 2)).toEqual(['registration.resubmit', 'registration.reject']);
    expect(history.body.data.items[0]).toMatchObject({ actorId: user.id, actorName: user.name });
  });
});

describe('PDF pages drawn as images', () => {
  const preview = (id: string, token = adminToken) =>
    t.call({ method: 'GET', url: `/api/admin/registration-documents/${id}/preview`, token });

  it('draws the first three pages of a real PDF as PNG, for administrators only, cached under DATA_DIR/previews', async () => {
    const { token } = await createLoggedInUser(t);
    const uploaded = await upload(t, token, 'disability_certificate', 'certificate.pdf', await realPdf(4));
    expect(uploaded.status).toBe(201);
    const id: string = uploaded.body.data._id;

    const sheet = await preview(id);
    expect(sheet.status).toBe(200);
    expect(sheet.body.data).toMatchObject({
      documentId: id,
      kind: 'disability_certificate',
      status: 'ready',
      pageCount: 4,
      fileUrl: `/api/user/registration-documents/${id}`,
    });
    expect(sheet.body.data.pages.map((page: { url: string }) => page.url)).toEqual(
      [1, 2, 3].map((n) => `/api/admin/registration-documents/${id}/preview/${n}`),
    );

    const image = await t.app.inject({
      method: 'GET',
      url: sheet.body.data.pages[0].url,
      headers: { 'access-token': adminToken },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toMatch(/^private/);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1000 });
    // The page is drawn, not blank: the text leaves dark pixels.
    const stats = await sharp(image.rawPayload).stats();
    expect(stats.channels[0]?.min).toBeLessThan(100);

    expect(existsSync(path.join(t.dataDir, 'previews', id, 'page-1.png'))).toBe(true);

    // The owner of the document is not an administrator.
    expect((await preview(id, token)).status).toBe(403);
    const asOwner = await t.app.inject({
      method: 'GET',
      url: sheet.body.data.pages[0].url,
      headers: { 'access-token': token },
    });
    expect(asOwner.statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: sheet.body.data.pages[0].url })).status).toBe(401);
  });

  it('answers 404 for an unknown document or page, 400 for a malformed id', async () => {
    expect((await preview('5d7f4c8e-0a0b-4c1d-9e2f-3a4b5c6d7e8f')).status).toBe(404);
    const bad = await preview('not-a-document');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    const { token } = await createLoggedInUser(t);
    const uploaded = await upload(t, token, 'proof_of_age', 'birth.pdf', await realPdf(1));
    const id: string = uploaded.body.data._id;
    expect((await preview(id)).body.data.pageCount).toBe(1);
    const missing = await t.call({
      method: 'GET',
      url: `/api/admin/registration-documents/${id}/preview/2`,
      token: adminToken,
    });
    expect(missing.status).toBe(404);
  });

  it('says a damaged PDF cannot be drawn (a clean 422 for its pages), never a 500', async () => {
    const { token } = await createLoggedInUser(t);
    const broken = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(3000, 0x41),
      Buffer.from('\n%%EOF\n'),
    ]);
    const uploaded = await upload(t, token, 'identity_proof', 'scan.pdf', broken);
    expect(uploaded.status).toBe(201);
    const id: string = uploaded.body.data._id;
    const sheet = await preview(id);
    expect(sheet.status).toBe(200);
    expect(sheet.body.data).toMatchObject({ status: 'unreadable', pageCount: 0, pages: [] });
    const page = await t.call({
      method: 'GET',
      url: `/api/admin/registration-documents/${id}/preview/1`,
      token: adminToken,
    });
    expect(page.status).toBe(422);
    expect(page.body).toMatchObject({ success: false, data: { code: 'preview_unreadable' } });
  });

  it('answers 404, not 500, when the file of a PDF document is missing from the disk', async () => {
    const { token } = await createLoggedInUser(t);
    const uploaded = await upload(t, token, 'medical_diagnostic', 'report.pdf', await realPdf(1));
    const id: string = uploaded.body.data._id;
    const [row] = await t.ctx.db
      .select({ storageKey: registrationDocuments.storageKey })
      .from(registrationDocuments)
      .where(eq(registrationDocuments.id, id));
    await rm(path.join(t.dataDir, 'uploads', row?.storageKey ?? 'missing'));
    const sheet = await preview(id);
    expect(sheet.status).toBe(404);
    expect(sheet.body.message).toMatch(/file of this document is missing/);
  });

  it('gives an image document its own file as the one page', async () => {
    const { user } = await athleteReadyToFinalize(t);
    const data = await t.call({
      method: 'GET',
      url: `/api/admin/get-user-registrations-data?userId=${user.id}`,
      token: adminToken,
    });
    const photo = data.body.data.documents.find((doc: { kind: string }) => doc.kind === 'photo');
    const sheet = await preview(photo._id);
    expect(sheet.body.data).toMatchObject({
      status: 'ready',
      pageCount: 1,
      pages: [{ page: 1, url: photo.url }],
    });
  });
});
