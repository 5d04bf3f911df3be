import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createUser, uniqueEmail, uniqueIp } from '../../../test/factories.js';

/** A real mail server that takes its time to greet, like a distant or busy SMTP relay. */
const SMTP_GREETING_DELAY_MS = 1500;

let slowSmtp: SMTPServer;
let t: TestContext;
const delivered: string[] = [];

beforeAll(async () => {
  slowSmtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect: (_session, callback) => setTimeout(() => callback(), SMTP_GREETING_DELAY_MS),
    onRcptTo: (address, _session, callback) => {
      delivered.push(address.address.toLowerCase());
      callback();
    },
    onData: (stream, _session, callback) => {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => slowSmtp.listen(0, '127.0.0.1', resolve));
  const { port } = slowSmtp.server.address() as { port: number };
  t = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => slowSmtp.close(() => resolve()));
});

/** A bare request (t.call waits for queued mail), timed. */
const timedPost = async (url: string, body: unknown) => {
  const started = performance.now();
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    remoteAddress: uniqueIp(),
  });
  const ms = performance.now() - started;
  return { result: { status: response.statusCode, body: response.json() }, ms };
};

const waitForDelivery = async (address: string) => {
  const deadline = Date.now() + 10_000;
  while (!delivered.includes(address) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return delivered.includes(address);
};

describe('mail goes out after the answer', () => {
  it('forgot-password answers before the mail server has the message, as fast as for an unknown address', async () => {
    const user = await createUser(t);
    const known = await timedPost('/api/forgot-password-send-otp', { email: user.email });
    expect(known.result.status).toBe(200);
    expect(known.ms).toBeLessThan(SMTP_GREETING_DELAY_MS);
    expect(delivered).not.toContain(user.email);

    const unknown = await timedPost('/api/forgot-password-send-otp', { email: uniqueEmail() });
    expect(unknown.result.body.message).toBe(known.result.body.message);
    expect(await waitForDelivery(user.email)).toBe(true);
  });

  it('resend-otp answers before the mail server has the message', async () => {
    const email = uniqueEmail();
    const signup = await t.call({
      method: 'POST',
      url: '/api/signup',
      ip: uniqueIp(),
      body: { name: 'Slow Mail', email, phone: '9876543210', password: 'monsoon-javelin-7391' },
    });
    expect(signup.status).toBe(201);
    expect(await waitForDelivery(email)).toBe(true);
    delivered.length = 0;

    t.clock.advance(61_000);
    const resend = await timedPost('/api/resend-otp', { email });
    expect(resend.result.status).toBe(200);
    expect(resend.ms).toBeLessThan(SMTP_GREETING_DELAY_MS);
    expect(delivered).not.toContain(email);
    expect(await waitForDelivery(email)).toBe(true);
  });
});

describe('a mail server that refuses', () => {
  it('still answers 200, and logs the failure with the masked address and no code', async () => {
    const broken = await createTestContext({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const logged: unknown[] = [];
    broken.ctx.logger = {
      info: () => undefined,
      warn: () => undefined,
      error: (...args: unknown[]) => logged.push(args),
    };
    try {
      const user = await createUser(broken);
      const result = await broken.call({
        method: 'POST',
        url: '/api/forgot-password-send-otp',
        body: { email: user.email },
        ip: uniqueIp(),
      });
      expect(result.status).toBe(200);
      const deadline = Date.now() + 10_000;
      while (logged.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(logged).toHaveLength(1);
      const text = JSON.stringify(logged);
      expect(text).toContain('mail could not be sent');
      expect(text).not.toContain(user.email);
      expect(text).not.toMatch(/\b\d{6}\b/);
    } finally {
      await broken.close();
    }
  });
});
