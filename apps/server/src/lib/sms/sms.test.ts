import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { createOutboxSmsSender } from './outbox.js';
import { loadSmsConfig } from './sms-config.js';
import { composeSms } from './templates.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'para-sms-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const quiet = { info: () => undefined };

describe('the SMS outbox (no provider set)', () => {
  it('writes one JSON file per SMS in the shape of API.md, once per idempotency key', async () => {
    const clock = new ManualClock(new Date('2026-11-29T05:00:00.000Z'));
    const sender = createOutboxSmsSender({ dir, clock, logger: quiet });
    const { config } = loadSmsConfig({});
    const message = composeSms(config, {
      to: '+919876543210',
      kind: 'sign_in_code',
      language: 'hi',
      variables: { otp: '042917', minutes: '10' },
      idempotencyKey: 'code:one',
    });
    const first = await sender.send(message);
    const again = await sender.send(message);
    expect(again.providerMessageId).toBe(first.providerMessageId);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const record = JSON.parse(await readFile(path.join(dir, files[0] ?? ''), 'utf8'));
    expect(Object.keys(record).sort()).toEqual(['createdAt', 'kind', 'templateId', 'text', 'to', 'unicode']);
    expect(record).toMatchObject({
      to: '+919876543210',
      kind: 'sign_in_code',
      unicode: true,
      createdAt: '2026-11-29T05:00:00.000Z',
    });
    expect(record.text).toMatch(/\b042917\b/);
  });

  it('English codes are plain GSM text in one part; Hindi is Unicode', () => {
    const { config } = loadSmsConfig({});
    const compose = (language: 'en' | 'hi') =>
      composeSms(config, {
        to: '+919876543210',
        kind: 'verify_phone',
        language,
        variables: { otp: '123456', minutes: '10' },
        idempotencyKey: 'x',
      });
    expect(compose('en').unicode).toBe(false);
    expect(compose('en').text.length).toBeLessThanOrEqual(160);
    expect(compose('hi').unicode).toBe(true);
  });
});

describe('SMS settings', () => {
  it('with SMS_PROVIDER=msg91 names every missing setting, so the start stops', () => {
    const problems = loadSmsConfig({ SMS_PROVIDER: 'msg91' }).problems.join('\n');
    for (const name of ['SMS_AUTH_KEY', 'SMS_SENDER_ID', 'SMS_DLT_ENTITY_ID', 'SMS_TEMPLATE_SIGN_IN_CODE_HI'])
      expect(problems).toContain(name);
    expect(loadSmsConfig({ SMS_PROVIDER_URL: 'http://sms.example.in' }).problems).toHaveLength(1);
    expect(loadSmsConfig({}).problems).toEqual([]);
  });
});
