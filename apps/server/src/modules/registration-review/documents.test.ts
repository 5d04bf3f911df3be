import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createLoggedInUser, createUser, loginAs } from '../../../test/factories.js';
import { pdfWithImage } from '../../../test/oversized-files.js';
import { athleteReadyToFinalize, upload } from '../../../test/registration-fixtures.js';
import { registrationDocuments } from '../../db/schema/registration.js';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  const admin = await createUser(t, { email: ADMIN_EMAIL, name: 'Secretary' });
  adminToken = await loginAs(t, admin.email);
});
afterAll(() => t.close());

/** A real PDF of `pages` A4 pages, each with its number written on it. */
async function realPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    doc.addPage([595, 842]).drawText(`Disability certificate, page ${n}`, { x: 50, y: 780, size: 24, font });
  }
  return Buffer.from(await doc.save());
}

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

  it('says a PDF holding an image of more than 40 megapixels is too large to draw (a clean 422 for its pages)', async () => {
    const { token } = await createLoggedInUser(t);
    const uploaded = await upload(t, token, 'identity_proof', 'scan.pdf', await pdfWithImage(8000, 8000));
    expect(uploaded.status).toBe(201);
    const id: string = uploaded.body.data._id;
    const sheet = await preview(id);
    expect(sheet.status).toBe(200);
    expect(sheet.body.data).toMatchObject({ status: 'too_large', pageCount: 1, pages: [] });
    const page = await t.call({
      method: 'GET',
      url: `/api/admin/registration-documents/${id}/preview/1`,
      token: adminToken,
    });
    expect(page.status).toBe(422);
    expect(page.body).toMatchObject({
      success: false,
      code: 'PREVIEW_TOO_LARGE',
      data: { code: 'preview_too_large' },
    });
    expect(page.body.message).toMatch(/too large to be drawn here \(more than 40 megapixels\)/);
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
