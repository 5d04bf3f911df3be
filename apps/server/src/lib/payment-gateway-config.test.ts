import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.js';
import type { Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { loadConfig } from './config.js';
import { announceGateway, createGateway, TEST_GATEWAY_WARNING } from './payment-gateway.js';

const KEYS = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };

describe('choosing the payment gateway', () => {
  it('keeps the test gateway as the default outside production', () => {
    expect(loadConfig({}).paymentsGateway).toBe('test');
    expect(loadConfig({ NODE_ENV: 'development' }).paymentsGateway).toBe('test');
    expect(loadConfig(KEYS).paymentsGateway).toBe('razorpay');
  });

  it('refuses to start in production without Razorpay keys unless the test gateway is chosen by name', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_GATEWAY=test/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_GATEWAY: 'test' }).paymentsGateway).toBe('test');
    expect(loadConfig({ NODE_ENV: 'production', ...KEYS }).paymentsGateway).toBe('razorpay');
  });

  it('refuses the test gateway by default on a public PUBLIC_URL; PAYMENTS_GATEWAY=test or the keys allow it', () => {
    for (const PUBLIC_URL of [
      'https://parasports.example.in',
      'http://portal.kerala.gov.in:3000/',
      'http://8.8.8.8',
      'http://172.32.0.1:3000',
      'http://[2001:db8::1]:3000',
      'http://[::ffff:8.8.8.8]',
      'http://localhost.example.in',
      'http://intranet',
      // No host to read ("localhost:3000" parses as a scheme): treated as public.
      'localhost:3000',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL }), PUBLIC_URL).toThrow(
        /PUBLIC_URL is a public address.*PAYMENTS_GATEWAY=test/s,
      );
      expect(loadConfig({ PUBLIC_URL, PAYMENTS_GATEWAY: 'test' }).paymentsGateway).toBe('test');
      expect(loadConfig({ PUBLIC_URL, ...KEYS }).paymentsGateway).toBe('razorpay');
    }
  });

  it('keeps the test gateway as the default for a portal on this machine or a private network', () => {
    for (const PUBLIC_URL of [
      'http://localhost:3000',
      'http://LOCALHOST.:3000',
      'http://127.0.0.1:41234',
      'http://127.1:3000',
      'http://[::1]:3000',
      'http://[::ffff:127.0.0.1]:3000',
      'http://0.0.0.0:3000',
      'http://10.20.30.40',
      'http://172.16.5.4:3000',
      'http://192.168.1.20:3000',
      'http://169.254.10.1',
      'http://[fd12:3456::1]',
      'http://[fe80::1]:3000',
      'http://para.local:3000',
      'https://portal.test',
      'http://app.localhost:5173',
    ]) {
      expect(loadConfig({ PUBLIC_URL }).paymentsGateway, PUBLIC_URL).toBe('test');
    }
  });

  it('sends the Razorpay key pair only over HTTPS, or to a stand-in on a local address', () => {
    expect(loadConfig(KEYS).razorpay?.apiUrl).toBe('https://api.razorpay.com/v1');
    expect(loadConfig({ ...KEYS, RAZORPAY_API_URL: 'http://127.0.0.1:4010/v1/' }).razorpay?.apiUrl).toBe(
      'http://127.0.0.1:4010/v1',
    );
    expect(() => loadConfig({ ...KEYS, RAZORPAY_API_URL: 'http://api.example.in/v1' })).toThrow(
      /RAZORPAY_API_URL/,
    );
  });

  it('refuses PAYMENTS_GATEWAY=razorpay without keys, and an unknown gateway name', () => {
    expect(() => loadConfig({ PAYMENTS_GATEWAY: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(() => loadConfig({ PAYMENTS_GATEWAY: 'paypal' })).toThrow(/PAYMENTS_GATEWAY/);
  });
});

describe('the start-up warning', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await runMigrations(database);
  });
  afterAll(() => database.close());

  const logged = async (env: Record<string, string>) => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const gateway = await createGateway(loadConfig(env), database.db);
    announceGateway(gateway, pino({ level: 'info' }, sink));
    return lines.map((line) => JSON.parse(line) as { level: number; msg: string });
  };

  it('warns at every start that runs the test gateway, and says nothing with Razorpay', async () => {
    expect(await logged({ NODE_ENV: 'production', PAYMENTS_GATEWAY: 'test', ...KEYS })).toEqual([
      expect.objectContaining({ level: 40, msg: TEST_GATEWAY_WARNING }),
    ]);
    expect(await logged({})).toHaveLength(1);
    expect(await logged(KEYS)).toEqual([]);
  });
});
