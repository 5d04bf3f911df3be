import type { RouteObject } from 'react-router';
import { RequireLoggedIn } from './guards';

// Routes of athlete registration beyond the SPEC's list (issue "Athlete registration"): the public
// identity-card check /verify/:code and the test gateway's checkout page. route-tree.tsx mounts them.

/** Public pages (no login needed); the test checkout still needs a session, for the order is the athlete's. */
export const registrationPublicRoutes: RouteObject[] = [
  {
    path: 'verify/:code',
    lazy: async () => ({
      Component: (await import('../features/registration/components/VerifyCardPage')).VerifyCardPage,
    }),
  },
  {
    Component: RequireLoggedIn,
    children: [
      {
        path: 'payments/test-checkout/:orderId',
        lazy: async () => ({
          Component: (await import('../features/payments/components/TestCheckoutPage')).TestCheckoutPage,
        }),
      },
    ],
  },
];
