import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { loadConfig } from '../../lib/config.js';
import { announceGateway, createGateway, TEST_GATEWAY_WARNING } from './gateway.js';

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
