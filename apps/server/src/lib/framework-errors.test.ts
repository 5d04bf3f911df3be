import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { expectErrorEnvelope } from '../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('addresses the router refuses', () => {
  it('answer 400 in the envelope for a percent sign that is not an escape', async () => {
    for (const url of ['/api/content/news/%zz', '/news/%zz', '/api/admin/payments/%zz']) {
      const result = await t.call({ method: 'GET', url });
      expectErrorEnvelope(result, 400);
      expect(result.body.data.reason, url).toBe('bad_url');
    }
  });

  it('answer 400 in the envelope for a 5,000-character part', async () => {
    for (const url of [`/api/content/news/${'a'.repeat(5000)}`, `/news/${'b'.repeat(5000)}`]) {
      const result = await t.call({ method: 'GET', url });
      expectErrorEnvelope(result, 400);
      expect(result.body.data.reason).toBe('bad_url');
      expect(result.body.message).toMatch(/too long/);
    }
  });
});
