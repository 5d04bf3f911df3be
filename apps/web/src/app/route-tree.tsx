import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { paths } from '../lib/paths';
import { adminExtraRoutes } from './admin-routes';
import { contentAdminRoutes, contentPublicRoutes } from './content-routes';
import { RequireAdmin, RequireLoggedIn, RequireLoggedOut, RequireStatePage } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { registrationPublicRoutes } from './registration-routes';

type PageModule = { default: ComponentType };

/** A route whose component lives in its own chunk, fetched when the route is first visited. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/** A route that only redirects; the empty component keeps React Router from warning about it. */
const Empty = () => null;
const to = (target: string) => () => redirect(target);

export const publicPages: RouteObject[] = [
  { path: 'home', lazy: page(() => import('../routes/public/home')) },
  { path: 'about', lazy: page(() => import('../routes/public/about')) },
  { path: 'district-units', lazy: page(() => import('../routes/public/district-units')) },
  { path: 'upcoming-events', lazy: page(() => import('../routes/public/events')) },
  { path: 'news', lazy: page(() => import('../routes/public/news')) },
  { path: 'contact', lazy: page(() => import('../routes/public/contact')) },
  { path: 'faq', lazy: page(() => import('../routes/public/faq')) },
  { path: 'privacy-policy', lazy: page(() => import('../routes/public/privacy-policy')) },
  { path: 'refund-policy', lazy: page(() => import('../routes/public/refund-policy')) },
  { path: 'terms-conditions', lazy: page(() => import('../routes/public/terms-conditions')) },
  { path: 'coming-soon', lazy: page(() => import('../routes/public/coming-soon')) },
  ...contentPublicRoutes,
  ...registrationPublicRoutes,
  {
    Component: RequireLoggedOut,
    children: [
      { path: 'register', lazy: page(() => import('../routes/public/register')) },
      { path: 'login', lazy: page(() => import('../routes/public/login')) },
      { path: 'reset-password', lazy: page(() => import('../routes/public/reset-password')) },
    ],
  },
  { path: '*', lazy: page(() => import('../routes/public/not-found')) },
];

/** Registration flow: signed in, not yet in the user area. */
const flowPages: RouteObject[] = [
  {
    Component: RequireStatePage,
    children: [
      { path: 'account-setup', lazy: page(() => import('../routes/user/account-setup')) },
      { path: 'registration-payment', lazy: page(() => import('../routes/user/registration-payment')) },
      { path: 'uid-status', lazy: page(() => import('../routes/user/uid-status')) },
    ],
  },
  { path: 'registration', lazy: page(() => import('../routes/user/registration')) },
  { path: 'edit-registration', lazy: page(() => import('../routes/user/edit-registration')) },
];

const userPages: RouteObject[] = [
  { index: true, loader: to(paths.user.dashboard), Component: Empty },
  {
    path: 'dashboard',
    Component: RequireStatePage,
    children: [{ index: true, lazy: page(() => import('../routes/user/dashboard')) }],
  },
  { path: 'events-list', lazy: page(() => import('../routes/user/events-list')) },
  { path: 'upcoming-events', lazy: page(() => import('../routes/user/upcoming-events')) },
  { path: 'previous-events', lazy: page(() => import('../routes/user/previous-events')) },
  { path: 'form/:formId', lazy: page(() => import('../routes/user/form')) },
  { path: 'event-form/:formId', lazy: page(() => import('../routes/user/event-form')) },
  { path: 'events-results', lazy: page(() => import('../routes/user/events-results')) },
  { path: 'certificates', lazy: page(() => import('../routes/user/certificates')) },
  { path: 'identity-card', lazy: page(() => import('../routes/user/identity-card')) },
  { path: 'accreditation-card', lazy: page(() => import('../routes/user/accreditation-card')) },
  { path: 'registration-details', lazy: page(() => import('../routes/user/registration-details')) },
  { path: 'registration-status', lazy: page(() => import('../routes/user/registration-status')) },
  { path: 'profile', lazy: page(() => import('../routes/user/profile')) },
  { path: 'settings', lazy: page(() => import('../routes/user/settings')) },
];

const adminPages: RouteObject[] = [
  { index: true, loader: to(paths.admin.dashboard), Component: Empty },
  { path: 'dashboard', lazy: page(() => import('../routes/admin/dashboard')) },
  { path: 'user-management', lazy: page(() => import('../routes/admin/user-management')) },
  { path: 'uid-management', lazy: page(() => import('../routes/admin/uid-management')) },
  { path: 'edit-registration/:userId', lazy: page(() => import('../routes/admin/edit-registration')) },
  { path: 'payment-management', lazy: page(() => import('../routes/admin/payment-management')) },
  { path: 'search-uid', lazy: page(() => import('../routes/admin/search-uid')) },
  { path: 'form-listing', lazy: page(() => import('../routes/admin/form-listing')) },
  { path: 'view-form-details/:formId', lazy: page(() => import('../routes/admin/view-form-details')) },
  { path: 'upload-events-result', lazy: page(() => import('../routes/admin/upload-events-result')) },
  { path: 'upcoming-events', lazy: page(() => import('../routes/admin/upcoming-events')) },
  { path: 'previous-events', lazy: page(() => import('../routes/admin/previous-events')) },
  { path: 'events-results', lazy: page(() => import('../routes/admin/events-results')) },
  { path: 'performance-certificate', lazy: page(() => import('../routes/admin/performance-certificate')) },
  { path: 'settings', lazy: page(() => import('../routes/admin/settings')) },
  ...contentAdminRoutes,
  ...adminExtraRoutes,
];

/** The whole route tree; exported so tests can mount it in a memory router. */
export const routeTree: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      { index: true, loader: to(paths.home), Component: Empty },
      // Each area's layout is its own chunk: visitors never download the user or admin screens.
      { lazy: page(() => import('../routes/public/layout')), children: publicPages },
      {
        Component: RequireLoggedIn,
        children: [
          { lazy: page(() => import('../routes/user/flow-layout')), children: flowPages },
          { path: 'user', lazy: page(() => import('../routes/user/layout')), children: userPages },
          {
            path: 'admin',
            Component: RequireAdmin,
            children: [{ lazy: page(() => import('../routes/admin/layout')), children: adminPages }],
          },
        ],
      },
    ],
  },
];
