import type { ComponentType } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { loadStaffTexts } from '../lib/i18n';
import { paths } from '../lib/paths';
import {
  RequireAdmin,
  RequireLoggedIn,
  RequireLoggedOut,
  RequireSecretary,
  RequireStatePage,
} from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { appLayout, Empty, page, publicLayout, to, top, userPath } from './route-helpers';

export const publicPages: RouteObject[] = [
  { path: top(paths.home), lazy: page(() => import('../features/content/pages/HomePage')) },
  { path: top(paths.about), lazy: page(() => import('../features/content/pages/AboutPage')) },
  { path: top(paths.districtUnits), lazy: page(() => import('../features/content/pages/DistrictUnitsPage')) },
  { path: top(paths.events), lazy: page(() => import('../features/content/pages/EventsPage')) },
  { path: top(paths.news), lazy: page(() => import('../features/content/pages/NewsPage')) },
  { path: top(paths.contact), lazy: page(() => import('../features/content/pages/ContactPage')) },
  { path: top(paths.faq), lazy: page(() => import('../features/content/pages/FaqPage')) },
  { path: top(paths.privacy), lazy: page(() => import('../features/content/pages/PrivacyPolicyPage')) },
  { path: top(paths.refund), lazy: page(() => import('../features/content/pages/RefundPolicyPage')) },
  { path: top(paths.terms), lazy: page(() => import('../features/content/pages/TermsConditionsPage')) },
  { path: top(paths.comingSoon), lazy: page(() => import('../features/content/pages/ComingSoonPage')) },
  { path: top(paths.eventPattern), lazy: page(() => import('../features/content/pages/EventDetailPage')) },
  {
    path: top(paths.newsArticlePattern),
    lazy: page(() => import('../features/content/pages/NewsArticlePage')),
  },
  { path: top(paths.accessibility), lazy: page(() => import('../features/content/pages/AccessibilityPage')) },
  { path: top(paths.results), lazy: page(() => import('../features/content/pages/ResultsPage')) },
  {
    path: top(paths.competitionResultsPattern),
    lazy: page(() => import('../features/content/pages/CompetitionResultsPage')),
  },
  // The public checks of a certificate (its QR code's address, and of a signed record).
  {
    path: top(paths.verifyCertificatePattern),
    lazy: page(() => import('../features/certificates/pages/VerifyCertificatePage')),
  },
  {
    path: top(paths.verifyCertificateCheck),
    lazy: page(() => import('../features/certificates/pages/VerifyCertificatePage')),
  },
  { path: top(paths.records), lazy: page(() => import('../features/records/pages/RecordsPage')) },
  {
    path: top(paths.nationalTeamPattern),
    lazy: page(() => import('../features/selections/pages/PublicTeamPage')),
  },
  // What an accreditation card's QR code opens at the gate: drawn on the server, no login.
  {
    path: top(paths.verifyAccreditationPattern),
    lazy: page(() => import('../features/accreditation/pages/VerifyAccreditationPage')),
  },
  // A district's payment link: whoever has it pays, without signing in.
  { path: top(paths.payLinkPattern), lazy: page(() => import('../features/payments/pages/PayLinkPage')) },
  // The public check of an identity card needs no login.
  {
    path: top(paths.verifyCardPattern),
    lazy: page(() => import('../features/registration/pages/VerifyCardPage')),
  },
  {
    // The test gateway's checkout needs a session, for the order is the athlete's.
    Component: RequireLoggedIn,
    children: [
      {
        path: top(paths.testCheckoutPattern),
        lazy: page(() => import('../features/payments/pages/TestCheckoutPage')),
      },
    ],
  },
  {
    Component: RequireLoggedOut,
    children: [
      { path: top(paths.register), lazy: page(() => import('../features/auth/pages/RegisterPage')) },
      { path: top(paths.login), lazy: page(() => import('../features/auth/pages/LoginPage')) },
      {
        path: top(paths.resetPassword),
        lazy: page(() => import('../features/auth/pages/ResetPasswordPage')),
      },
      { path: top(paths.takeOver), lazy: page(() => import('../features/auth/pages/TakeOverPage')) },
    ],
  },
  { path: '*', lazy: page(() => import('../features/content/pages/NotFoundPage')) },
];

const registrationWizard = () => import('../features/registration/pages/RegistrationWizardPage');
const registrationDetails = () => import('../features/registration/pages/RegistrationDetailsPage');

/** Registration flow: signed in, not yet in the user area. */
const flowPages: RouteObject[] = [
  {
    Component: RequireStatePage,
    children: [
      {
        path: top(paths.accountSetup),
        lazy: page(() => import('../features/registration/pages/AccountSetupPage')),
      },
      {
        path: top(paths.registrationPayment),
        lazy: page(() => import('../features/payments/pages/RegistrationPaymentPage')),
      },
      {
        path: top(paths.uidStatus),
        lazy: page(() => import('../features/registration/pages/UidStatusPage')),
      },
    ],
  },
  { path: top(paths.registration), lazy: page(registrationWizard, { mode: 'new' }) },
  { path: top(paths.editRegistration), lazy: page(registrationWizard, { mode: 'edit' }) },
];

const competitions = () => import('../features/competitions/pages/CompetitionsPage');

const userPages: RouteObject[] = [
  { index: true, loader: to(paths.user.dashboard), Component: Empty },
  {
    path: userPath(paths.user.dashboard),
    Component: RequireStatePage,
    children: [{ index: true, lazy: page(() => import('../features/registration/pages/DashboardPage')) }],
  },
  { path: userPath(paths.user.eventsList), lazy: page(competitions, { view: 'all' }) },
  { path: userPath(paths.user.upcomingEvents), lazy: page(competitions, { view: 'upcoming' }) },
  {
    path: userPath(paths.user.previousEvents),
    lazy: page(() => import('../features/archive/pages/PreviousEventsPage')),
  },
  {
    path: userPath(paths.user.formPattern),
    lazy: page(() => import('../features/competitions/pages/EntryFormPage')),
  },
  {
    path: userPath(paths.user.eventFormPattern),
    lazy: page(() => import('../features/competitions/pages/MyEntryPage')),
  },
  {
    path: userPath(paths.user.eventsResults),
    lazy: page(() => import('../features/results/pages/MyResultsPage')),
  },
  {
    path: userPath(paths.user.certificates),
    lazy: page(() => import('../features/certificates/pages/MyCertificatesPage')),
  },
  {
    path: userPath(paths.user.identityCard),
    lazy: page(() => import('../features/registration/pages/IdentityCardPage')),
  },
  {
    path: userPath(paths.user.accreditationCard),
    lazy: page(() => import('../features/accreditation/pages/MyAccreditationCardsPage')),
  },
  {
    path: userPath(paths.user.nationalTeams),
    lazy: page(() => import('../features/selections/pages/MyInvitationsPage')),
  },
  { path: userPath(paths.user.registrationDetails), lazy: page(registrationDetails, { focus: 'details' }) },
  { path: userPath(paths.user.registrationStatus), lazy: page(registrationDetails, { focus: 'status' }) },
  { path: userPath(paths.user.profile), lazy: page(() => import('../features/account/pages/ProfilePage')) },
  { path: userPath(paths.user.settings), lazy: page(() => import('../features/account/pages/SettingsPage')) },
];

/** The staff areas' pages: added to the tree when first needed (addStaffPages), or given whole. */
export interface StaffPages {
  admin: RouteObject[];
  district: RouteObject[];
}

/** The ids of the routes the staff areas' pages go under. */
export const STAFF_AREA_ROUTES = { admin: 'admin-area', district: 'district-area' } as const;
const STAFF_AREA_OF_PATH = /^\/(admin|district)(\/|$)/;

/**
 * A staff area under its guard: its layout, whose id its pages are added under, and its index, which
 * leads to its dashboard.
 */
function staffArea(
  area: keyof StaffPages,
  areaPaths: { root: string; dashboard: string },
  Guard: ComponentType,
  pages: RouteObject[] = [],
): RouteObject {
  return {
    path: top(areaPaths.root),
    Component: Guard,
    children: [
      {
        id: STAFF_AREA_ROUTES[area],
        lazy: appLayout(area),
        children: [{ index: true, loader: to(areaPaths.dashboard), Component: Empty }, ...pages],
      },
    ],
  };
}

/**
 * The route tree. In the browser the staff areas start with their index alone: an address below
 * them matches the not-found route's `*` until the router has asked addStaffPages for their pages.
 * The server and the tests may give them whole.
 */
export function routeTreeWith(staff: StaffPages | null): RouteObject[] {
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
      children: [
        { index: true, loader: to(paths.home), Component: Empty },
        { lazy: publicLayout, children: publicPages },
        {
          Component: RequireLoggedIn,
          children: [
            { lazy: appLayout('flow'), children: flowPages },
            { path: top(paths.user.root), lazy: appLayout('user'), children: userPages },
            staffArea('admin', paths.admin, RequireAdmin, staff?.admin),
            staffArea('district', paths.district, RequireSecretary, staff?.district),
          ],
        },
      ],
    },
  ];
}

/** The browser's route tree: the staff areas' pages come through addStaffPages. */
export const routeTree = routeTreeWith(null);

/**
 * Gives the router the staff areas' pages the first time it meets an address in one of them (the
 * router asks on every address it cannot match exactly; the others cost it nothing). The guards of
 * the areas still decide who sees them: the table is a list of addresses, not a permission.
 */
export const addStaffPages: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const area = STAFF_AREA_OF_PATH.exec(path)?.[1] as keyof StaffPages | undefined;
  if (!area) return;
  // The staff pages' texts come with their table: an athlete's visit does not download them.
  const [{ adminPages, districtPages }] = await Promise.all([import('./staff-routes'), loadStaffTexts()]);
  // The router skips pages it already has, so asking again (an unknown address there) adds nothing.
  patch(STAFF_AREA_ROUTES[area], area === 'admin' ? adminPages : districtPages);
};
