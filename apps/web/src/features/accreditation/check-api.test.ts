import { routes } from '@para/contract';
import { describe, expect, it } from 'vitest';
import { checkRoute } from './check-api';

describe('the gate check route', () => {
  it('matches the contract', () => {
    expect(checkRoute.method).toBe(routes.checkAccreditation.method);
    expect(checkRoute.path).toBe(routes.checkAccreditation.path);
    expect(routes.checkAccreditation.access).toBe('public');
  });
});

describe('zone numbers', () => {
  it('follow the contract’s order', async () => {
    const { accreditationZones } = await import('@para/contract');
    const { ZONE_ORDER } = await import('./zones');
    expect([...ZONE_ORDER]).toEqual([...accreditationZones]);
  });
});
