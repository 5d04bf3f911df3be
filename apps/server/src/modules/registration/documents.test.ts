import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { jpegBytes, multipart, pdfBytes, pngBytes, upload } from '../../../test/registration-fixtures.js';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  ({ token } = await createLoggedInUser(t));
});
afterAll(() => t.close());

const fetchFile = (url: string, as: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'access-token': as } });

describe('document uploads', () => {
  it('stores a photo re-encoded as JPEG without its metadata, under a server-made name, for its owner only', async () => {
    const original = await jpegBytes(2400, 3000);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await upload(t, token, 'photo', 'My Photo.jpeg', original);
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({
      kind: 'photo',
      contentType: 'image/jpeg',
      fileName: 'My Photo.jpg',
    });

    const file = await fetchFile(result.body.data.url, token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="My Photo.jpg"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBeLessThanOrEqual(1200);

    const other = await createLoggedInUser(t);
    expect((await fetchFile(result.body.data.url, other.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: result.body.data.url })).statusCode).toBe(401);
  });

  it('accepts a PDF certificate and replaces the earlier file of the same kind', async () => {
    const first = await upload(t, token, 'disability_certificate', 'certificate.pdf', pdfBytes());
    expect(first.status).toBe(201);
    expect(first.body.data.contentType).toBe('application/pdf');
    const second = await upload(t, token, 'disability_certificate', 'udid-card.png', await pngBytes());
    expect(second.status).toBe(201);
    const data = await t.call({ method: 'GET', url: '/api/user/get-user-registration-data', token });
    const certificates = data.body.data.documents.filter(
      (d: { kind: string }) => d.kind === 'disability_certificate',
    );
    expect(certificates).toEqual([expect.objectContaining({ _id: second.body.data._id })]);
  });

  it.each([
    [
      'a PDF renamed .jpg',
      'photo',
      'face.jpg',
      () => Promise.resolve(pdfBytes()),
      415,
      /not a JPG, PNG file/,
    ],
    [
      'a PNG renamed .pdf',
      'proof_of_age',
      'birth.pdf',
      () => pngBytes(),
      415,
      /named \.pdf but it is really a PNG/,
    ],
    [
      'an HTML file',
      'identity_proof',
      'id.html',
      () => Promise.resolve(Buffer.from('<html><script>alert(1)</script></html>')),
      415,
      /not a JPG, PNG, PDF file/,
    ],
    [
      'a 6 MB file',
      'disability_certificate',
      'big.pdf',
      () => Promise.resolve(Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024)])),
      413,
      /too large/,
    ],
    [
      'a 3 MB photo',
      'photo',
      'big.png',
      () => Promise.resolve(Buffer.concat([pdfBytes(), Buffer.alloc(3 * 1024 * 1024)])),
      413,
      /too large/,
    ],
    [
      'a path-traversal name',
      'proof_of_age',
      '../../etc/passwd.jpg',
      () => jpegBytes(),
      400,
      /file name is not allowed/,
    ],
  ])('refuses %s with a clear message', async (_label, kind, name, bytes, status, message) => {
    const before = await t.call({ method: 'GET', url: '/api/user/get-user-registration-data', token });
    const result = await upload(t, token, kind, name, await bytes());
    expect(result.status).toBe(status);
    expect(result.body.success).toBe(false);
    expect(result.body.message).toMatch(message);
    const after = await t.call({ method: 'GET', url: '/api/user/get-user-registration-data', token });
    expect(after.body.data.documents).toEqual(before.body.data.documents);
  });

  it('refuses an unknown kind and a request that is not multipart', async () => {
    const unknown = await upload(t, token, 'passport_scan', 'x.jpg', await jpegBytes());
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fields.kind).toBeDefined();
    const json = await t.call({
      method: 'POST',
      url: '/api/user/upload-registration-document',
      body: { kind: 'photo' },
      token,
    });
    expect(json.status).toBe(415);
    const body = multipart('photo', 'a.jpg', await jpegBytes());
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/upload-registration-document',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets an administrator read an athlete document', async () => {
    const { ADMIN_EMAIL } = await import('../../../test/context.js');
    const { createUser, loginAs } = await import('../../../test/factories.js');
    const admin = await createUser(t, { email: ADMIN_EMAIL });
    const adminToken = await loginAs(t, admin.email);
    const result = await upload(t, token, 'identity_proof', 'voter-id.jpg', await jpegBytes());
    expect((await fetchFile(result.body.data.url, adminToken)).statusCode).toBe(200);
  });
});
