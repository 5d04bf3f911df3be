import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import type { AppArea } from '../components/app/AppLayout';
import { PageLoader } from '../components/PageLoader';
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

type PageModule<P> = { default: ComponentType<P>; loader?: () => Promise<unknown> };

/**
 * A route whose component lives in its own chunk, fetched when the route is first visited; `props`
 * are for a page shown at several addresses in different ways. A page module may export a loader.
 */
function page<P extends object>(load: () => Promise<PageModule<P>>, props?: P) {
  return async () => {
    const module = await load();
    const Page = module.default as ComponentType<P>;
    const Component = props ? () => <Page {...props} /> : (Page as ComponentType);
    return module.loader ? { Component, loader: module.loader } : { Component };
  };
}

/** Each area's layout is its own chunk: visitors never download the user or admin screens. */
const publicLayout = async () => ({
  Component: (await import('../components/public/PublicLayout')).PublicLayout,
});
const appLayout = (area: AppArea) => async () => {
  const { AppLayout } = await import('../components/app/AppLayout');
  return { Component: () => <AppLayout area={area} /> };
};

/** A route that only redirects; the empty component keeps React Router from warning about it. */
const Empty = () => null;
const to = (target: string) => () => redirect(target);

/** The path of a page below its area, for routes nested under /user or /admin. */
const below = (area: string, path: string) => path.slice(area.length + 1);
const userPath = (path: string) => below(paths.user.root, path);
const adminPath = (path: string) => below(paths.admin.root, path);
const districtPath = (path: string) => below(paths.district.root, path);
const top = (path: string) => path.slice(1);

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
  // What an accreditation card's QR code opens at the gate: drawn on the server, no login.
  {
    path: top(paths.verifyAccreditationPattern),
    lazy: page(() => import('../features/accreditation/pages/VerifyAccreditationPage')),
  },
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
const competitionsByDate = () => import('../features/competitions/admin/CompetitionsByDatePage');

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
    lazy: page(() => import('../features/competitions/pages/PreviousEventsPage')),
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
  { path: userPath(paths.user.registrationDetails), lazy: page(registrationDetails, { focus: 'details' }) },
  { path: userPath(paths.user.registrationStatus), lazy: page(registrationDetails, { focus: 'status' }) },
  { path: userPath(paths.user.profile), lazy: page(() => import('../features/account/pages/ProfilePage')) },
  { path: userPath(paths.user.settings), lazy: page(() => import('../features/account/pages/SettingsPage')) },
];

const adminPages: RouteObject[] = [
  { index: true, loader: to(paths.admin.dashboard), Component: Empty },
  {
    path: adminPath(paths.admin.dashboard),
    lazy: page(() => import('../features/admin/pages/DashboardPage')),
  },
  {
    path: adminPath(paths.admin.userManagement),
    lazy: page(() => import('../features/admin-users/admin/UserManagementPage')),
  },
  {
    path: adminPath(paths.admin.uidManagement),
    lazy: page(() => import('../features/registration-review/admin/UidManagementPage')),
  },
  {
    path: adminPath(paths.admin.editRegistrationPattern),
    lazy: page(() => import('../features/registration-review/admin/EditRegistrationPage')),
  },
  {
    path: adminPath(paths.admin.paymentManagement),
    lazy: page(() => import('../features/payments/admin/PaymentManagementPage')),
  },
  {
    path: adminPath(paths.admin.searchUid),
    lazy: page(() => import('../features/registration-review/admin/SearchUidPage')),
  },
  {
    path: adminPath(paths.admin.formListing),
    lazy: page(() => import('../features/competitions/admin/FormListingPage')),
  },
  {
    path: adminPath(paths.admin.viewFormDetailsPattern),
    lazy: page(() => import('../features/competitions/admin/details/FormDetailsPage')),
  },
  {
    path: adminPath(paths.admin.newForm),
    lazy: page(() => import('../features/competitions/admin/builder/FormBuilderPage')),
  },
  {
    path: adminPath(paths.admin.editFormPattern),
    lazy: page(() => import('../features/competitions/admin/builder/FormBuilderPage')),
  },
  {
    path: adminPath(paths.admin.uploadEventsResult),
    lazy: page(() => import('../features/results/admin/UploadResultsPage')),
  },
  { path: adminPath(paths.admin.upcomingEvents), lazy: page(competitionsByDate, { when: 'upcoming' }) },
  { path: adminPath(paths.admin.previousEvents), lazy: page(competitionsByDate, { when: 'past' }) },
  {
    path: adminPath(paths.admin.eventsResults),
    lazy: page(() => import('../features/results/admin/EventsResultsPage')),
  },
  {
    path: adminPath(paths.admin.performanceCertificate),
    lazy: page(() => import('../features/certificates/admin/PerformanceCertificatePage')),
  },
  {
    path: adminPath(paths.admin.accreditation),
    lazy: page(() => import('../features/accreditation/admin/AccreditationAdminPage')),
  },
  { path: adminPath(paths.admin.settings), lazy: page(() => import('../features/admin/pages/SettingsPage')) },
  { path: adminPath(paths.admin.auditLog), lazy: page(() => import('../features/admin/pages/AuditLogPage')) },
  {
    path: adminPath(paths.admin.reviewPattern),
    lazy: page(() => import('../features/registration-review/admin/RegistrationReviewPage')),
  },
  {
    path: adminPath(paths.admin.content.news),
    lazy: page(() => import('../features/content/admin/NewsAdminPage')),
  },
  {
    path: adminPath(paths.admin.content.newsEditorPattern),
    lazy: page(() => import('../features/content/admin/NewsEditorPage')),
  },
  {
    path: adminPath(paths.admin.content.events),
    lazy: page(() => import('../features/content/admin/EventsAdminPage')),
  },
  {
    path: adminPath(paths.admin.content.eventEditorPattern),
    lazy: page(() => import('../features/content/admin/EventEditorPage')),
  },
  {
    path: adminPath(paths.admin.content.districtUnits),
    lazy: page(() => import('../features/content/admin/UnitsAdminPage')),
  },
  {
    path: adminPath(paths.admin.content.faq),
    lazy: page(() => import('../features/content/admin/FaqAdminPage')),
  },
  {
    path: adminPath(paths.admin.content.pages),
    lazy: page(() => import('../features/content/admin/PagesAdminPage')),
  },
  {
    path: adminPath(paths.admin.content.site),
    lazy: page(() => import('../features/content/admin/SiteAdminPage')),
  },
  {
    path: adminPath(paths.admin.content.messages),
    lazy: page(() => import('../features/content/admin/MessagesAdminPage')),
  },
  {
    path: adminPath(paths.admin.districtSecretaries),
    lazy: page(() => import('../features/districts/admin/DistrictSecretariesPage')),
  },
];

const districtPages: RouteObject[] = [
  { index: true, loader: to(paths.district.dashboard), Component: Empty },
  {
    path: districtPath(paths.district.dashboard),
    lazy: page(() => import('../features/districts/pages/DistrictDashboardPage')),
  },
  {
    path: districtPath(paths.district.athletes),
    lazy: page(() => import('../features/districts/pages/DistrictAthletesPage')),
  },
  {
    path: districtPath(paths.district.athletePattern),
    lazy: page(() => import('../features/districts/pages/DistrictAthletePage')),
  },
  {
    path: districtPath(paths.district.newAthlete),
    lazy: page(() => import('../features/districts/pages/RegisterAthletePage')),
  },
  {
    path: districtPath(paths.district.athleteRegistrationPattern),
    lazy: page(() => import('../features/districts/pages/AssistedRegistrationPage')),
  },
];

/** The whole route tree; exported so tests can mount it in a memory router. */
export const routeTree: RouteObject[] = [
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
          {
            path: top(paths.admin.root),
            Component: RequireAdmin,
            children: [{ lazy: appLayout('admin'), children: adminPages }],
          },
          {
            path: top(paths.district.root),
            Component: RequireSecretary,
            children: [{ lazy: appLayout('district'), children: districtPages }],
          },
        ],
      },
    ],
  },
];
