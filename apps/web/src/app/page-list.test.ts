import { isWebPage, webPagePatterns } from '@para/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTreeWith } from './route-tree';
import { adminPages, districtPages } from './staff-routes';

/** The full path of every page in the tree (the catch-all not-found route left out). */
function pagePatterns(routes: RouteObject[], parent = ''): string[] {
  const found: string[] = [];
  for (const route of routes) {
    if (route.path === '*') continue;
    const path = route.path ? [parent, route.path].filter(Boolean).join('/') : parent;
    if (route.index || (route.path && !route.children)) found.push(path);
    else if (route.path && route.children) found.push(path);
    if (route.children) found.push(...pagePatterns(route.children, path));
  }
  return [...new Set(found)];
}

// The server answers 404 for any address not in the contract's page list: a page added to the route
// tree and not to the list would be served with 404, a page dropped would still get 200.
describe('the contract page list', () => {
  const treePatterns = pagePatterns(routeTreeWith({ admin: adminPages, district: districtPages }));

  it('holds every page of the route tree, and nothing else', () => {
    expect([...treePatterns].sort()).toEqual([...webPagePatterns].sort());
  });

  it('matches real addresses of the pages and not others', () => {
    expect(isWebPage('/home')).toBe(true);
    expect(isWebPage('/home/')).toBe(true);
    expect(isWebPage('/')).toBe(true);
    expect(isWebPage('/verify/ABC123')).toBe(true);
    expect(isWebPage('/admin/content/news/12')).toBe(true);
    expect(isWebPage('/no-such-page')).toBe(false);
    expect(isWebPage('/user/nope')).toBe(false);
    expect(isWebPage('/verify')).toBe(false);
    expect(isWebPage('/home/extra')).toBe(false);
    expect(isWebPage('/%E0%A4')).toBe(false);
  });
});
