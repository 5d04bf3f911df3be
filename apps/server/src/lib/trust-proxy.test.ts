import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { uniquePhone } from '../../test/factories.js';
import { parseTrustProxy } from './config.js';

describe('TRUST_PROXY', () => {
  it('reads "true", a hop count, addresses, and nothing', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, loopback')).toBe('10.0.0.0/8, loopback');
    const oneHop = parseTrustProxy('1');
    expect(typeof oneHop).toBe('function');
    if (typeof oneHop !== 'function') return;
    expect(oneHop('127.0.0.1', 0)).toBe(true);
    expect(oneHop('203.0.113.9', 1)).toBe(false);
  });

  describe('behind one load balancer (TRUST_PROXY=1)', () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestContext({ TRUST_PROXY: '1' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('takes the protocol the load balancer saw, so HTTPS visitors get HSTS', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });

    it('tells clients apart by the address the load balancer saw, not its own', async () => {
      // Each network gets its own sign-up allowance (20 an hour); were every client seen as the load
      // balancer, the 21st sign-up from anywhere would be refused.
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/signup',
          remoteAddress: '127.0.0.1',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
          payload: JSON.stringify({
            name: 'Proxy Reader',
            email: `proxy.reader.${i}@example.in`,
            phone: uniquePhone(),
            password: 'monsoon-javelin-7391',
          }),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((s) => s === 429)).toEqual([]);
    });
  });
});
