import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createLoggedInUser, loginAs, STRONG_PASSWORD } from '../../../test/factories.js';
import { jpegBytes, multipart, pdfBytes } from '../../../test/registration-fixtures.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const sendPhoto = (token: string, name: string, bytes: Buffer) => {
  const body = multipart('photo', name, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/profile-photo',
    headers: { 'access-token': token, 'content-type': body.contentType },
    payload: body.payload,
  });
};

describe('profile', () => {
  it('changes the name and mobile number', async () => {
    const { token } = await createLoggedInUser(t);
    const result = await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      body: { name: 'Ravi Varma', phone: '+91 90000 12345' },
      token,
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ name: 'Ravi Varma', phone: '+919000012345' });
    const bad = await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      body: { name: 'R', phone: '12345' },
      token,
    });
    expect(Object.keys(bad.body.data.fields)).toEqual(['name', 'phone']);
  });

  it('stores a profile photo without metadata at an unguessable public address, and forgets the old one', async () => {
    const { token } = await createLoggedInUser(t);
    const first = await sendPhoto(token, 'me.jpg', await jpegBytes(1000, 1000));
    expect(first.statusCode).toBe(200);
    const url: string = first.json().data.profilePhoto;
    expect(url).toMatch(/^\/api\/profile-photos\/\d{4}\/[0-9a-f-]{36}\.jpg$/);
    const photo = await t.app.inject({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(400);
    const second = await sendPhoto(token, 'me2.jpg', await jpegBytes());
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.json().data.profilePhoto })).statusCode).toBe(
      200,
    );
    expect((await sendPhoto(token, 'doc.pdf', pdfBytes())).statusCode).toBe(415);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const { user, token } = await createLoggedInUser(t);
    const otherDevice = await loginAs(t, user.email);
    const wrong = await t.call({
      method: 'POST',
      url: '/api/user/change-password',
      body: { currentPassword: 'not-my-password', newPassword: 'lagoon-kayak-7788' },
      token,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.fields.currentPassword).toBeDefined();
    const common = await t.call({
      method: 'POST',
      url: '/api/user/change-password',
      body: { currentPassword: STRONG_PASSWORD, newPassword: 'password123' },
      token,
    });
    expect(common.body.data.fields.newPassword).toMatch(/common/);
    const ok = await t.call({
      method: 'POST',
      url: '/api/user/change-password',
      body: { currentPassword: STRONG_PASSWORD, newPassword: 'lagoon-kayak-7788' },
      token,
    });
    expect(ok.status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/get-user-profile-data', token })).status).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/api/user/get-user-profile-data', token: otherDevice })).status,
    ).toBe(401);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/login',
          body: { email: user.email, password: 'lagoon-kayak-7788' },
        })
      ).status,
    ).toBe(200);
  });
});
