import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestContext, type TestContext } from '../../../test/context.js';
import {
  expectErrorEnvelope,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
} from '../../../test/factories.js';
import { answerValue, CHALLENGE_TTL_MS, challengeLimits } from './signup-challenge.js';

// An ordinary address has two sign-ups an hour here, so the third meets the question.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ SIGNUPS_PER_NETWORK_PER_HOUR: '2', SIGNUPS_PER_PHONE_PER_DAY: '3' });
});
afterAll(() => t.close());

interface Challenge {
  token: string;
  question: { kind: 'sum'; terms: number[] };
}

const signup = (ip: string, extra: Record<string, unknown> = {}, phone = uniquePhone()) =>
  t.call({
    method: 'POST',
    url: '/api/signup',
    ip,
    body: { name: 'Shared Network', email: uniqueEmail(), phone, password: STRONG_PASSWORD, ...extra },
  });

const sumOf = (challenge: Challenge) => challenge.question.terms.reduce((sum, term) => sum + term, 0);

/** An address that has used its hour's sign-ups, and the question its next sign-up meets. */
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
  expect(challenge.question.kind).toBe('sum');
  expect(challenge.question.terms).toHaveLength(2);
  for (const term of challenge.question.terms) {
    expect(term).toBeGreaterThanOrEqual(1);
    expect(term).toBeLessThanOrEqual(9);
  }
  expect(challenge.token.length).toBeGreaterThan(20);
  return challenge;
}

describe('a network past its sign-ups meets a question instead of a refusal', () => {
  it('answering it signs up, and the mail goes out as usual', async () => {
    const { ip, challenge } = await usedUpNetwork();
    const email = uniqueEmail();
    const answered = await signup(ip, {
      email,
      challenge: { token: challenge.token, answer: String(sumOf(challenge)) },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(await t.mailbox.latestCode(email)).toMatch(/^\d{6}$/);
  });

  it('the answer may be typed in Devanagari or Malayalam digits', async () => {
    expect(answerValue('१२')).toBe(12);
    expect(answerValue(' ൧൭ ')).toBe(17);
    expect(answerValue('7')).toBe(7);
    expect(answerValue('seven')).toBeNull();
    expect(answerValue('1.5')).toBeNull();
    const { ip, challenge } = await usedUpNetwork();
    const devanagari = String(sumOf(challenge)).replace(/\d/g, (digit) =>
      String.fromCodePoint(0x966 + Number(digit)),
    );
    const answered = await signup(ip, { challenge: { token: challenge.token, answer: devanagari } });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
  });

  it('a wrong answer gets a new question, and no account', async () => {
    const { ip, challenge } = await usedUpNetwork();
    const email = uniqueEmail();
    const wrong = await signup(ip, {
      email,
      challenge: { token: challenge.token, answer: String(sumOf(challenge) + 1) },
    });
    const next = expectChallenge(wrong, 400, 'CHALLENGE_FAILED');
    expect(wrong.body.data.fields.challenge).toMatch(/not the answer/);
    expect(next.token).not.toBe(challenge.token);
    expect(t.mailbox.countFor(email)).toBe(0);
  });

  it('a question answered once cannot be used again', async () => {
    const { ip, challenge } = await usedUpNetwork();
    const answer = { token: challenge.token, answer: String(sumOf(challenge)) };
    expect((await signup(ip, { challenge: answer })).status).toBe(201);
    expectChallenge(await signup(ip, { challenge: answer }), 400, 'CHALLENGE_FAILED');
  });

  it('a changed token, a made-up one and an expired one are refused', async () => {
    const { ip, challenge } = await usedUpNetwork();
    const [payload, signature] = challenge.token.split('.');
    // Claims other numbers (one and one) under the portal's signature of the real ones.
    const claimed = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    const forged = `${Buffer.from(JSON.stringify({ ...claimed, terms: [1, 1] })).toString('base64url')}.${signature}`;
    expectChallenge(await signup(ip, { challenge: { token: forged, answer: '2' } }), 400, 'CHALLENGE_FAILED');
    expectChallenge(
      await signup(ip, { challenge: { token: 'made.up', answer: '2' } }),
      400,
      'CHALLENGE_FAILED',
    );
    t.clock.advance(CHALLENGE_TTL_MS + 1_000);
    expectChallenge(
      await signup(ip, { challenge: { token: challenge.token, answer: String(sumOf(challenge)) } }),
      400,
      'CHALLENGE_FAILED',
    );
  });

  it('guessing is limited: past the wrong answers an address may give, a plain refusal', async () => {
    const { ip, challenge } = await usedUpNetwork();
    let token = challenge.token;
    for (let i = 0; i < challengeLimits.wrongPerIp.max; i++) {
      const wrong = await signup(ip, { challenge: { token, answer: '99' } });
      token = expectChallenge(wrong, 400, 'CHALLENGE_FAILED').token;
    }
    const over = await signup(ip, { challenge: { token, answer: '99' } });
    expectErrorEnvelope(over, 429);
    expect(over.body.code).toBe('RATE_LIMITED');
  });

  it('a bad answer shape is a 400 in the envelope, not a 500', async () => {
    const ip = uniqueIp();
    for (const challenge of [
      { token: 'x' },
      { token: '', answer: '3' },
      { token: 'x', answer: 'x'.repeat(50) },
      'seven',
    ]) {
      const result = await signup(ip, { challenge });
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
