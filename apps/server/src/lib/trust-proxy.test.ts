import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { uniqueEmail, uniquePhone } from '../../test/factories.js';
import { parseTrustProxy } from './config.js';
import { networkKey } from './network-key.js';

describe('network key (what every per-network limit counts by)', () => {
  it('is an IPv4 address itself, an IPv6 address its /64, an IPv4 address written as IPv6 the IPv4 address', () => {
    expect(networkKey('203.0.113.9')).toBe('203.0.113.9');
    expect(networkKey('2001:db8:a:b::1')).toBe('2001:db8:a:b::/64');
    expect(networkKey('2001:0db8:000a:000b:ffff:ffff:ffff:fffe')).toBe('2001:db8:a:b::/64');
    expect(networkKey('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(networkKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(networkKey('::ffff:cb00:7109')).toBe('203.0.113.9');
    expect(networkKey('fe80::1%eth0')).toBe('fe80::/64');
  });
});

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

    /** A client's request through the load balancer, from `client` as the load balancer saw it. */
    const post = (url: string, client: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: '127.0.0.1',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        payload: JSON.stringify(body),
      });
    const contactMessage = {
      name: 'Network Reader',
      email: 'network.reader@example.in',
      phone: '',
      subject: 'Camps',
      message: 'When is the next camp?',
    };

    it('counts an IPv6 client by its /64: new addresses in it get no new allowance', async () => {
      // The contact form allows five messages an hour from one network.
      for (let i = 1; i <= 5; i++) {
        expect((await post('/api/contact', `2001:db8:a:b::${i}`, contactMessage)).statusCode).toBe(201);
      }
      const sixth = await post('/api/contact', '2001:db8:a:b:ffff:ffff:ffff:fffe', contactMessage);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().code).toBe('CONTACT_RATE_LIMITED');
      // The next /64 is another subscriber's.
      expect((await post('/api/contact', '2001:db8:a:c::1', contactMessage)).statusCode).toBe(201);

      // Guessing take-over codes (20 tries per network in 15 minutes) from ever new addresses of one /64.
      const statuses: number[] = [];
      for (let i = 1; i <= 21; i++) {
        const attempt = { code: 'ABCDE-FGHJK', email: uniqueEmail(), password: 'monsoon-javelin-7391' };
        statuses.push((await post('/api/take-over', `2001:db8:5:6::${i.toString(16)}`, attempt)).statusCode);
      }
      expect(statuses.slice(0, 20).filter((status) => status === 429)).toEqual([]);
      expect(statuses[20]).toBe(429);
    });

    it('counts an IPv4 address written as IPv6 as that IPv4 address', async () => {
      for (let i = 0; i < 5; i++) {
        const client = i % 2 === 0 ? '::ffff:198.51.100.200' : '198.51.100.200';
        expect((await post('/api/contact', client, contactMessage)).statusCode).toBe(201);
      }
      expect((await post('/api/contact', '198.51.100.200', contactMessage)).statusCode).toBe(429);
      expect((await post('/api/contact', '::ffff:198.51.100.200', contactMessage)).statusCode).toBe(429);
    });
  });
});
