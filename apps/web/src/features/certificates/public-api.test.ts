import { routes } from '@para/contract';
import { describe, expect, it } from 'vitest';
import { publicCertificateRoutes } from './public-api';

describe('public certificate calls', () => {
  it('match the contract', () => {
    for (const [key, entry] of Object.entries(publicCertificateRoutes)) {
      const real = routes[key as keyof typeof routes];
      expect({ method: entry.method, path: entry.path }).toEqual({ method: real.method, path: real.path });
    }
  });
});
