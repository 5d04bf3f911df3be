import { expect } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from './context.js';
import { createLoggedInUser, createUser, loginAs, STRONG_PASSWORD, uniqueIp } from './factories.js';
import { jpegBytes, multipart, page1, page2, page3 } from './registration-fixtures.js';

/** The administrator and a secretary of each district named (one account each). */
export async function districtsWithSecretaries(t: TestContext, districts: string[]) {
  await createUser(t, { email: ADMIN_EMAIL, name: 'Mary State' });
  const adminToken = await loginAs(t, ADMIN_EMAIL);
  const secretaries: Record<string, Awaited<ReturnType<typeof createLoggedInUser>>> = {};
  for (const district of districts) {
    const secretary = await createLoggedInUser(t, { name: `Secretary of ${district}` });
    const appointed = await t.call({
      method: 'POST',
      url: '/api/admin/district-secretaries',
      body: { email: secretary.user.email, districts: [district] },
      token: adminToken,
    });
    expect(appointed.status).toBe(200);
    secretaries[district] = secretary;
  }
  return { adminToken, secretaries };
}

/**
 * A fresh portal with an administrator and the secretaries of Palakkad and Kollam, each of one
 * district: what the district tests need to try a secretary against another district.
 */
export async function palakkadAndKollam() {
  const t = await createTestContext();
  const { adminToken, secretaries } = await districtsWithSecretaries(t, ['Palakkad', 'Kollam']);
  return {
    t,
    adminToken,
    palakkad: secretaries.Palakkad?.token ?? '',
    kollam: secretaries.Kollam?.token ?? '',
  };
}

export async function uploadAs(t: TestContext, token: string, url: string, kind: string, bytes?: Buffer) {
  const body = multipart(kind, `${kind}.jpg`, bytes ?? (await jpegBytes()));
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'access-token': token, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

/** An athlete a secretary registered, filled in and (unless `submit` is false) submitted. */
export async function assistedAthlete(
  t: TestContext,
  token: string,
  district: string,
  options: { email?: string; submit?: boolean; name?: string } = {},
) {
  const call = (url: string, body?: unknown) => t.call({ method: 'POST', url, body, token });
  const created = await call('/api/district/athletes', {
    name: options.name ?? `Athlete of ${district}`,
    phone: '9847033333',
    email: options.email ?? '',
    district,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const userId = created.body.data._id as string;
  const address = { ...page1().address, district };
  for (const [n, body] of [
    [1, page1({ fullName: options.name ?? `Athlete of ${district}`, address })],
    [2, page2()],
    [3, page3()],
  ] as const) {
    const saved = await call(`/api/district/athletes/${userId}/registration/page-${n}`, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  for (const kind of ['photo', 'disability_certificate', 'proof_of_age', 'identity_proof']) {
    const uploaded = await uploadAs(t, token, `/api/district/athletes/${userId}/documents`, kind);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  }
  if (options.submit !== false) {
    const submitted = await call(`/api/district/athletes/${userId}/finalize`);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  }
  return userId;
}

/** Turns the association's district check on or off, as an administrator does on the settings page. */
export async function setDistrictCheck(t: TestContext, adminToken: string, on: boolean) {
  const saved = await t.call({
    method: 'PUT',
    url: '/api/admin/settings',
    body: { registrationFeeRupees: 500, registrationsOpen: true, districtCheckFirst: on },
    token: adminToken,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved;
}

/** The athlete takes the account over with a fresh code, confirms the address and signs in. */
export async function takeOverAndSignIn(
  t: TestContext,
  secretaryToken: string,
  userId: string,
  email: string,
) {
  const issued = await t.call({
    method: 'POST',
    url: `/api/district/athletes/${userId}/takeover-code`,
    token: secretaryToken,
  });
  expect(issued.status).toBe(200);
  const done = await t.call({
    method: 'POST',
    url: '/api/take-over',
    body: { code: issued.body.data.code, email, password: STRONG_PASSWORD },
    ip: uniqueIp(),
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  const first = await t.call({
    method: 'POST',
    url: '/api/login',
    body: { email, password: STRONG_PASSWORD },
  });
  expect(first.body.code).toBe('EMAIL_UNVERIFIED');
  const verified = await t.call({
    method: 'POST',
    url: '/api/verify-email',
    body: { email, otp: await t.mailbox.latestCode(email) },
    ip: uniqueIp(),
  });
  expect(verified.status).toBe(200);
  const login = await t.call({
    method: 'POST',
    url: '/api/login',
    body: { email, password: STRONG_PASSWORD },
  });
  expect(login.status).toBe(200);
  return login.body.data.accessToken as string;
}
