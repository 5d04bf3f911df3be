import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { addStaffPages, STAFF_AREA_ROUTES } from './route-tree';

const ask = async (path: string) => {
  const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
  await addStaffPages({
    path,
    patch,
    matches: [],
    fetcherKey: undefined,
    signal: new AbortController().signal,
  });
  return patch;
};

describe('the staff areas added on the way', () => {
  it("gives each area its own pages, under the area's route", async () => {
    const admin = await ask('/admin/user-management');
    expect(admin).toHaveBeenCalledTimes(1);
    expect(admin.mock.calls[0]?.[0]).toBe(STAFF_AREA_ROUTES.admin);
    expect(admin.mock.calls[0]?.[1].map((route) => route.path)).toContain('user-management');
    const district = await ask('/district');
    expect(district.mock.calls[0]?.[0]).toBe(STAFF_AREA_ROUTES.district);
    expect(district.mock.calls[0]?.[1].map((route) => route.path)).toContain('athletes');
  });

  it('adds nothing for the other addresses, even ones that start alike', async () => {
    for (const path of ['/user/dashboard', '/administration', '/districts', '/home/admin', '/no/such/page']) {
      expect(await ask(path), path).not.toHaveBeenCalled();
    }
  });
});
