import type { ComponentType } from 'react';
import { redirect } from 'react-router';
import type { AppArea } from '../components/app/AppLayout';
import { paths } from '../lib/paths';

// The pieces every part of the route tree is written with.

type PageModule<P> = { default: ComponentType<P>; loader?: () => Promise<unknown> };

/**
 * A route whose component lives in its own chunk, fetched when the route is first visited; `props`
 * are for a page shown at several addresses in different ways. A page module may export a loader.
 */
export function page<P extends object>(load: () => Promise<PageModule<P>>, props?: P) {
  return async () => {
    const module = await load();
    const Page = module.default as ComponentType<P>;
    const Component = props ? () => <Page {...props} /> : (Page as ComponentType);
    return module.loader ? { Component, loader: module.loader } : { Component };
  };
}

/** Each area's layout is its own chunk: visitors never download the user or admin screens. */
export const publicLayout = async () => ({
  Component: (await import('../components/public/PublicLayout')).PublicLayout,
});
/**
 * A signed-in area's layout with its sidebar. The staff areas' sidebars come with their route table,
 * which those areas load anyway: an athlete's pages do not carry them.
 */
export const appLayout = (area: AppArea) => async () => {
  const staffArea = area === 'admin' || area === 'district' ? area : null;
  const [{ AppLayout, athleteNavigation }, staffTable] = await Promise.all([
    import('../components/app/AppLayout'),
    staffArea ? import('./staff-routes') : null,
  ]);
  const navigation =
    staffArea && staffTable
      ? staffTable.staffNavigation[staffArea]
      : athleteNavigation[area === 'user' ? 'user' : 'flow'];
  return { Component: () => <AppLayout navigation={navigation} /> };
};

/** A route that only redirects; the empty component keeps React Router from warning about it. */
export const Empty = () => null;
export const to = (target: string) => () => redirect(target);

/** The path of a page below its area, for routes nested under /user or /admin. */
const below = (area: string, path: string) => path.slice(area.length + 1);
export const userPath = (path: string) => below(paths.user.root, path);
export const adminPath = (path: string) => below(paths.admin.root, path);
export const districtPath = (path: string) => below(paths.district.root, path);
export const top = (path: string) => path.slice(1);
