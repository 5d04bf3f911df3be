import { createBrowserRouter, type HydrationState } from 'react-router';
import { routeTree } from './route-tree';

/**
 * The app's router. `hydrationData` is given when the server rendered the page: the router then
 * starts from that page (loading its route modules) instead of treating it as a fresh navigation.
 */
export const createRouter = (hydrationData?: HydrationState) =>
  createBrowserRouter(routeTree, hydrationData ? { hydrationData } : {});

export type AppRouter = ReturnType<typeof createRouter>;

/** Resolves once the router has its first page's modules, so the first render draws that page. */
export const routerReady = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
