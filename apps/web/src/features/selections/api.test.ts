import { routes } from '@para/contract';
import { describe, expect, it } from 'vitest';
import { publicTeamRoutes } from './api';

describe('public team routes', () => {
  it.each(Object.entries(publicTeamRoutes))('%s matches the contract', (key, route) => {
    const contract = routes[key as keyof typeof routes];
    expect(route.method).toBe(contract.method);
    expect(route.path).toBe(contract.path);
    expect(contract.access).toBe('public');
  });
});
