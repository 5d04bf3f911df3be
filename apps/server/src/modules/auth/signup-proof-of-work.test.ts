import { createChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestContext, type TestContext } from '../../../test/context.js';
import {
  expectErrorEnvelope,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
} from '../../../test/factories.js';
import { solveProofOfWork } from '../../../test/phone-support.js';
import { PROOF_OF_WORK_TTL_MS } from '../../lib/proof-of-work.js';

// An ordinary address has two sign-ups an hour here, so the third meets the proof of work.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ SIGNUPS_PER_NETWORK_PER_HOUR: '2', SIGNUPS_PER_PHONE_PER_DAY: '3' });
});
afterAll(() => t.close());

interface Challenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

const signup = (ip: string, extra: Record<string, unknown> = {}, phone = uniquePhone()) =>
  t.call({
    method: 'POST',
    url: '/api/signup',
    ip,
    body: { name: 'Shared Network', email: uniqueEmail(), phone, password: STRONG_PASSWORD, ...extra },
  });

/** An address that has used its hour's sign-ups, and the challenge its next sign-up meets. */
async function usedUpNetwork(): Promise<{ ip: string; challenge: Challenge }> {
  const ip = uniqueIp();
  for (let i = 0; i < 2; i++) expect((await signup(ip)).status).toBe(201);
  const asked = await signup(ip);
  return { ip, challenge: expectChallenge(asked, 429, 'CHALLENGE_REQUIRED') };
}

function expectChallenge(result: CallResult, status: number, code: string): Challenge {
  expectErrorEnvelope(result, status);
  expect(result.body.code).toBe(code);
  const challenge = result.body.data.challenge as Challenge;
  expect(challenge.algorithm).toBe('SHA-256');
  expect(challenge.challenge).toMatch(/^[0-9a-f]{64}$/);
  expect(challenge.maxnumber).toBe(1000);
  expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  return challenge;
}

const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');
const decode = (altcha: string) => JSON.parse(Buffer.from(altcha, 'base64').toString('utf8'));

describe('a network past its sign-ups meets a proof of work instead of a refusal', () => {
  it('the challenge says no answer in the JSON; solving it signs up, and the mail goes out as usual', async () => {
    const { ip, challenge } = await usedUpNetwork();
    // The sum question stated its answer in the JSON; the challenge holds only a hash to search for.
    expect(JSON.stringify(challenge)).not.toMatch(/terms|question|answer/);
    const email = uniqueEmail();
    const solved = await signup(ip, { email, altcha: await solveProofOfWork(challenge) });
    expect(solved.status, JSON.stringify(solved.body)).toBe(201);
    expect(await t.mailbox.latestCode(email)).toMatch(/^\d{6}$/);
  });

  it('a wrong number gets a new challenge, and no account', async () => {
    const { ip, challenge } = await usedUpNetwork();
    const email = uniqueEmail();
    const payload = decode(await solveProofOfWork(challenge));
    const wrong = await signup(ip, { email, altcha: encode({ ...payload, number: payload.number + 1 }) });
    const next = expectChallenge(wrong, 400, 'CHALLENGE_FAILED');
    expect(next.signature).not.toBe(challenge.signature);
    expect(t.mailbox.countFor(email)).toBe(0);
  });

  it('a solution used once cannot be used again', async () => {
    const { ip, challenge } = await usedUpNetwork();
    const altcha = await solveProofOfWork(challenge);
    expect((await signup(ip, { altcha })).status).toBe(201);
    expectChallenge(await signup(ip, { altcha }), 400, 'CHALLENGE_FAILED');
  });

  it('a made-up challenge, a changed signature and an expired one are refused', async () => {
    const { ip, challenge } = await usedUpNetwork();
    // A challenge the client made itself, easy and signed with a key of its own.
    const own = await createChallenge({ hmacKey: 'not-the-portals-key', maxnumber: 10 });
    const mine = await solveProofOfWork({ ...own, maxnumber: 10 });
    expectChallenge(await signup(ip, { altcha: mine }), 400, 'CHALLENGE_FAILED');
    const payload = decode(await solveProofOfWork(challenge));
    expectChallenge(
      await signup(ip, { altcha: encode({ ...payload, signature: '0'.repeat(64) }) }),
      400,
      'CHALLENGE_FAILED',
    );
    expectChallenge(await signup(ip, { altcha: 'not base64 json' }), 400, 'CHALLENGE_FAILED');
    t.clock.advance(PROOF_OF_WORK_TTL_MS + 1_000);
    expectChallenge(await signup(ip, { altcha: encode(payload) }), 400, 'CHALLENGE_FAILED');
  });

  it('failing is limited: past the failures an address may have, a plain refusal', async () => {
    const { ip } = await usedUpNetwork();
    for (let i = 0; i < 20; i++)
      expectChallenge(await signup(ip, { altcha: 'e30=' }), 400, 'CHALLENGE_FAILED');
    const over = await signup(ip, { altcha: 'e30=' });
    expectErrorEnvelope(over, 429);
    expect(over.body.code).toBe('RATE_LIMITED');
  });

  it('a bad payload shape is a 400 in the envelope, not a 500', async () => {
    const ip = uniqueIp();
    for (const altcha of ['', 'x'.repeat(3000), 7, { number: 1 }]) {
      const result = await signup(ip, { altcha });
      expectErrorEnvelope(result, 400);
      expect(result.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('one phone number serves a family or a coach, not a crowd', () => {
  it('a number gives its day’s sign-ups, then a clear refusal; another number goes on', async () => {
    const phone = uniquePhone();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signup(uniqueIp(), {}, phone)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await signup(uniqueIp(), {}, phone);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.message).toMatch(/phone number/);
    expect((await signup(uniqueIp())).status).toBe(201);
    // The same number written another way is the same number.
    const spaced = `${phone.slice(0, 5)} ${phone.slice(5)}`;
    expect((await signup(uniqueIp(), {}, spaced)).status).toBe(429);
  });
});
