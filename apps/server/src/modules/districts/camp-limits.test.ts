import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createLoggedInUser, createUser, loginAs, uniqueEmail } from '../../../test/factories.js';

// The portal runs behind a proxy here (TRUST_PROXY), as deployed: the camp's address arrives in
// X-Forwarded-For, which is how the deadline-day bench (bench/district-camp.ts) found the refusal.
let t: TestContext;
let secretaryToken: string;
beforeAll(async () => {
  // A camp allowance of 60 sign-ups an hour (600 in production) keeps the counts below short: the
  // steps after signing up then allow 120 in each window, above the ordinary 60, 30 and 100.
  t = await createTestContext({ TRUST_PROXY: '127.0.0.1', SIGNUPS_PER_CAMP_PER_HOUR: '60' });
  await createUser(t, { email: ADMIN_EMAIL, name: 'Mary Administrator' });
  const adminToken = await loginAs(t, ADMIN_EMAIL);
  const secretary = await createLoggedInUser(t, { name: 'Suresh Menon' });
  secretaryToken = secretary.token;
  const appointed = await t.call({
    method: 'POST',
    url: '/api/admin/district-secretaries',
    body: { email: secretary.user.email, districts: ['Malappuram'] },
    token: adminToken,
  });
  expect(appointed.status).toBe(200);
});
afterAll(() => t.close());

const from = (network: string, url: string, body: unknown) =>
  t.call({ method: 'POST', url, body, headers: { 'x-forwarded-for': network } });

async function openCampOn(network: string) {
  const opened = await t.call({
    method: 'POST',
    url: '/api/district/camps',
    body: { district: 'Malappuram', hours: 2 },
    token: secretaryToken,
    headers: { 'x-forwarded-for': network },
  });
  expect(opened.status).toBe(201);
  expect(opened.body.data.network).toBe(network);
}

/** `count` calls from one network, each for an address of its own; the statuses in order. */
async function statuses(network: string, count: number, url: string, body: (email: string) => unknown) {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await from(network, url, body(uniqueEmail('camp')))).status);
  return seen;
}

describe('the steps after signing up, at a registration camp', () => {
  it('lets a camp’s athletes enter their codes past the ordinary 60 per network, up to the camp’s allowance', async () => {
    const verify = (email: string) => ({ email, otp: '123456' });
    // An ordinary shared address: the 61st code in ten minutes is refused.
    const ordinary = await statuses('198.51.100.20', 61, '/api/verify-email', verify);
    expect(ordinary.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(ordinary[60]).toBe(429);

    await openCampOn('198.51.100.21');
    // At the camp: twice its hourly sign-ups, 120, even within the ten minutes (the bench signed a
    // camp's whole hour up in less), and then a limit still.
    const camp = await statuses('198.51.100.21', 121, '/api/verify-email', verify);
    expect(camp.slice(0, 120).filter((status) => status !== 400)).toEqual([]);
    expect(camp[120]).toBe(429);
  });

  it('lets a camp ask for codes again and sign in past the ordinary per-network limits', async () => {
    await openCampOn('198.51.100.22');
    const resends = await statuses('198.51.100.22', 31, '/api/resend-otp', (email) => ({ email }));
    expect(resends.filter((status) => status !== 200)).toEqual([]);
    const ordinaryResends = await statuses('198.51.100.23', 31, '/api/resend-otp', (email) => ({ email }));
    expect(ordinaryResends[30]).toBe(429);

    const login = (email: string) => ({ email, password: 'not-the-password-1' });
    const logins = await statuses('198.51.100.22', 101, '/api/login', login);
    expect(logins.filter((status) => status !== 401)).toEqual([]);
    const ordinaryLogins = await statuses('198.51.100.23', 101, '/api/login', login);
    expect(ordinaryLogins[100]).toBe(429);
  });
});
