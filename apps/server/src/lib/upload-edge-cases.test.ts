import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLoggedInUser } from '../../test/factories.js';
import { memoryGrowthOf } from '../../test/memory.js';
import { interlacedPngBytes } from '../../test/oversized-files.js';
import { jpegBytes, multipart, page1 } from '../../test/registration-fixtures.js';
import { cleanFileName } from './uploads.js';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = (await createLoggedInUser(t)).token;
  await t.call({ method: 'POST', url: '/api/user/update-registration-page-1', body: page1(), token });
});
afterAll(() => t.close());

const post = (url: string, contentType: string, payload: Buffer) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'access-token': token, 'content-type': contentType },
    payload,
  });

/** A JPEG padded past the photo limit (the bytes after the image do not matter to the size check). */
const jpegOfSize = async (bytes: number) => {
  const jpeg = await jpegBytes(100, 100);
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length)]);
};

describe('upload edge cases', () => {
  it('multipart without a boundary is a 400 in the envelope, not a 500', async () => {
    for (const url of ['/api/user/upload-registration-document', '/api/user/profile-photo']) {
      const response = await post(url, 'multipart/form-data', Buffer.from('kind=photo'));
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(/boundary/) });
    }
  });

  it('a 3 MB photo is refused with the real limit, 2 MB', async () => {
    const big = await jpegOfSize(3 * 1024 * 1024);
    const profile = multipart('photo', 'me.jpg', big);
    const asProfile = await post('/api/user/profile-photo', profile.contentType, profile.payload);
    expect(asProfile.statusCode).toBe(413);
    expect(asProfile.json().message).toBe('The file is too large: the limit is 2 MB.');
    const document = multipart('photo', 'me.jpg', big);
    const asDocument = await post(
      '/api/user/upload-registration-document',
      document.contentType,
      document.payload,
    );
    expect(asDocument.statusCode).toBe(413);
    expect(asDocument.json().message).toBe('The file is too large: the limit is 2 MB.');
  });

  it('refuses a picture of more than 40 megapixels from its header, the server growing by under 100 MB', async () => {
    // 49 megapixels in 150 KB; interlaced, it is decoded whole (147 MB) if it is decoded at all.
    const png = await interlacedPngBytes(7000, 7000);
    expect(png.length).toBeLessThan(512 * 1024);
    const body = multipart('photo', 'wide.png', png);
    const measured = await memoryGrowthOf(() =>
      post('/api/user/upload-registration-document', body.contentType, body.payload),
    );
    expect(measured.growthMb, 'memory grew (MB)').toBeLessThan(100);
    expect(measured.value?.statusCode).toBe(422);
    expect(measured.value?.json()).toMatchObject({
      success: false,
      code: 'IMAGE_TOO_LARGE',
      message: expect.stringMatching(/^This picture is 7000 × 7000 pixels, more than the 40 megapixels/),
      data: { width: 7000, height: 7000, maxMegapixels: 40 },
    });
  });

  it('strips right-to-left overrides and other direction controls from stored names', async () => {
    expect(cleanFileName('invoice\u202Efdp.jpg', 'x')).toBe('invoicefdp.jpg');
    expect(cleanFileName('\u2067a\u200Fb\u061Cc\u2069.pdf', 'x')).toBe('abc.pdf');
    const body = multipart('proof_of_age', 'age\u202Egpj.exe.jpg', await jpegBytes());
    // The multipart header carries the name as UTF-8 bytes, as browsers send it.
    const response = await post('/api/user/upload-registration-document', body.contentType, body.payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.fileName).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });
});
