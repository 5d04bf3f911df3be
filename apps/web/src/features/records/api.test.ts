import { routes } from '@para/contract';
import { describe, expect, it } from 'vitest';
import { recordRoutes } from './api';

describe('state records routes', () => {
  it.each(Object.entries(recordRoutes))('%s matches the contract', (key, route) => {
    const contract = routes[key as keyof typeof routes];
    expect(route.method).toBe(contract.method);
    expect(route.path).toBe(contract.path);
    expect(contract.access).toBe('public');
  });
});
