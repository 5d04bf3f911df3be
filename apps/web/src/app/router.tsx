import { createBrowserRouter, type HydrationState } from 'react-router';
import { addStaffPages, routeTree } from './route-tree';

/**
 * The app's router. `hydrationData` is given when the server rendered the page: the router then
 * starts from that page (loading its route modules) instead of treating it as a fresh navigation.
 */
export const createRouter = (hydrationData?: HydrationState) =>
  createBrowserRouter(routeTree, {
    patchRoutesOnNavigation: addStaffPages,
    ...(hydrationData ? { hydrationData } : {}),
  });

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

/** The administrators' area: its pages are served with a policy of their own (no payment gateway). */
const ADMIN_AREA = /^\/admin(\/|$)/;

/**
 * Keeps the administrators' area and the rest of the app in documents of their own. The server's
 * policy for an administrator's page leaves out Razorpay Checkout's script, which no one needs there
 * and which could read the session's token; the athlete's and the secretary's pages, where fees are
 * paid, allow it. The browser keeps the policy of the page it loaded whatever the router shows after,
 * so a move across (signing in as an administrator, leaving the area) loads the new page afresh:
 * reloaded once the router is there, which keeps the address and its history entry as they are.
 */
export function keepAreasApart(
  router: Pick<AppRouter, 'subscribe'>,
  documentPath = window.location.pathname,
  reload = () => window.location.reload(),
): void {
  const adminDocument = ADMIN_AREA.test(documentPath);
  let reloading = false;
  router.subscribe((state) => {
    if (reloading || ADMIN_AREA.test(state.location.pathname) === adminDocument) return;
    reloading = true;
    reload();
  });
}
