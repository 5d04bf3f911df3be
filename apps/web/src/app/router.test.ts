import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { keepAreasApart } from './router';

const page = { element: null };
const routes = [
  { path: '/home', ...page },
  { path: '/login', ...page },
  { path: '/user/*', ...page },
  { path: '/admin/*', ...page },
];

/** A router in a document loaded at `loadedAt`, and how often it asked for the page to be reloaded. */
function documentAt(loadedAt: string) {
  const router = createMemoryRouter(routes, { initialEntries: [loadedAt] });
  const reload = vi.fn();
  keepAreasApart(router, loadedAt, reload);
  return { router, reload };
}

describe("the administrators' area in a document of its own", () => {
  it('reloads a page of the athlete’s document that moved into the area, once', async () => {
    const { router, reload } = documentAt('/login');
    await router.navigate('/user/dashboard');
    await router.navigate('/home');
    expect(reload).not.toHaveBeenCalled();
    await router.navigate('/admin/dashboard');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(reload).toHaveBeenCalledTimes(1);
    await router.navigate('/admin/settings');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a page of the area’s document that moved out of it', async () => {
    const { router, reload } = documentAt('/admin/dashboard');
    await router.navigate('/admin/user-management');
    expect(reload).not.toHaveBeenCalled();
    await router.navigate('/user/dashboard');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
