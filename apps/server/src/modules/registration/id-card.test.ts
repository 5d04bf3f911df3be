import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { qrTextInDataUrl, qrTextsInPdf } from '../../../test/pdf-qr.js';
import { paidAthlete } from '../../../test/registration-fixtures.js';
import { idCards } from '../../db/schema/registration.js';

let t: TestContext;
let athlete: { user: { id: string }; token: string };
let uid: string;
beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL: 'https://portal.example.in' });
  const admin = await createUser(t, { email: ADMIN_EMAIL });
  const adminToken = await loginAs(t, admin.email);
  athlete = await paidAthlete(t);
  const approved = await t.call({
    method: 'POST',
    url: '/api/admin/approve-user-registration',
    body: { userId: athlete.user.id },
    token: adminToken,
  });
  uid = approved.body.data.uid;
});
afterAll(() => t.close());

const mm = (points: number) => (points * 25.4) / 72;

describe('identity card', () => {
  it('shows the card data of the approved registration', async () => {
    const card = await t.call({ method: 'GET', url: '/api/user/identity-card', token: athlete.token });
    expect(card.status).toBe(200);
    expect(card.body.data).toMatchObject({
      uid,
      name: 'Anjali Krishnan',
      nameInStateScript: 'അഞ്ജലി കൃഷ്ണൻ',
      district: 'Ernakulam',
      bloodGroup: 'B+',
      sports: [{ sport: 'Para athletics', sportClass: 'T44' }],
      validUntil: '2028-11-22',
    });
    expect(card.body.data.verifyUrl).toMatch(/^https:\/\/portal\.example\.in\/verify\/[A-Za-z0-9_-]{24}$/);
    expect(card.body.data.verifyUrl).not.toContain(uid);
    // The card on screen shows the same QR code as the PDF.
    expect(await qrTextInDataUrl(card.body.data.verifyQr)).toBe(card.body.data.verifyUrl);
  });

  it('downloads as a two-page PDF at ID-1 size whose QR code holds the verification link', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/identity-card.pdf',
      headers: { 'access-token': athlete.token },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    for (const page of pdf.getPages()) {
      expect(mm(page.getWidth())).toBeCloseTo(85.6, 1);
      expect(mm(page.getHeight())).toBeCloseTo(54, 1);
    }
    const card = await t.call({ method: 'GET', url: '/api/user/identity-card', token: athlete.token });
    expect(await qrTextsInPdf(response.rawPayload)).toEqual([card.body.data.verifyUrl]);
  });

  it('is verified publicly by its code, showing only what the card prints', async () => {
    const [row] = await t.ctx.db.select().from(idCards).where(eq(idCards.userId, athlete.user.id));
    const result = await t.call({ method: 'GET', url: `/api/verify/${row!.verifyCode}` });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({
      status: 'valid',
      name: 'Anjali Krishnan',
      uid,
      district: 'Ernakulam',
      sports: [{ sport: 'Para athletics', sportClass: 'T44' }],
      validUntil: '2028-11-22',
      photoUrl: `/api/verify/${row!.verifyCode}/photo`,
    });
    const photo = await t.app.inject({ method: 'GET', url: `/api/verify/${row!.verifyCode}/photo` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('says so for an unknown code, a revoked card and an expired one', async () => {
    expect((await t.call({ method: 'GET', url: '/api/verify/AAAAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/verify/${uid}` })).status).toBe(404);
    const [row] = await t.ctx.db.select().from(idCards).where(eq(idCards.userId, athlete.user.id));
    t.clock.advance(3 * 365 * 24 * 60 * 60_000);
    expect((await t.call({ method: 'GET', url: `/api/verify/${row!.verifyCode}` })).body.data.status).toBe(
      'expired',
    );
    await t.ctx.db
      .update(idCards)
      .set({ revokedAt: t.clock.now() })
      .where(eq(idCards.userId, athlete.user.id));
    expect((await t.call({ method: 'GET', url: `/api/verify/${row!.verifyCode}` })).body.data.status).toBe(
      'revoked',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/verify/${row!.verifyCode}/photo` })).statusCode,
    ).toBe(404);
  });

  it('is not issued before approval', async () => {
    const other = await paidAthlete(t);
    const result = await t.call({ method: 'GET', url: '/api/user/identity-card', token: other.token });
    expect(result.status).toBe(404);
  });
});
