/**
 * Every page address of the web app (its route tree, apps/web/src/app/route-tree.tsx, and the files
 * it spreads in). The server answers any other address with 404, so search engines and uptime checks
 * see a missing page as missing; a web test keeps this list and the route tree in step.
 * `:name` stands for one path segment.
 */
export const webPagePatterns = [
  '',
  // Public pages
  'home',
  'about',
  'district-units',
  'upcoming-events',
  'upcoming-events/:id',
  'news',
  'news/:slug',
  'results',
  'results/:formId',
  'records',
  'contact',
  'faq',
  'privacy-policy',
  'refund-policy',
  'terms-conditions',
  'coming-soon',
  'accessibility',
  'national-teams/:id',
  'verify/:code',
  'verify/certificate',
  'verify/certificate/:number',
  'verify/accreditation/:token',
  'payments/test-checkout/:orderId',
  'pay/:token',
  'register',
  'login',
  'reset-password',
  'take-over',
  // Registration flow
  'account-setup',
  'registration-payment',
  'uid-status',
  'registration',
  'edit-registration',
  // Athlete area
  'user',
  'user/dashboard',
  'user/events-list',
  'user/upcoming-events',
  'user/previous-events',
  'user/form/:formId',
  'user/event-form/:formId',
  'user/events-results',
  'user/certificates',
  'user/identity-card',
  'user/accreditation-card',
  'user/national-teams',
  'user/registration-details',
  'user/registration-status',
  'user/profile',
  'user/settings',
  // Administration
  'admin',
  'admin/dashboard',
  'admin/user-management',
  'admin/uid-management',
  'admin/edit-registration/:userId',
  'admin/payment-management',
  'admin/search-uid',
  'admin/form-listing',
  'admin/view-form-details/:formId',
  'admin/forms/new',
  'admin/forms/:formId/edit',
  'admin/upload-events-result',
  'admin/upcoming-events',
  'admin/previous-events',
  'admin/previous-events/new',
  'admin/events-results',
  'admin/performance-certificate',
  'admin/accreditation',
  'admin/national-teams',
  'admin/national-teams/:id',
  'admin/settings',
  'admin/content/news',
  'admin/content/news/:id',
  'admin/content/events',
  'admin/content/events/:id',
  'admin/content/district-units',
  'admin/content/faq',
  'admin/content/pages',
  'admin/content/site',
  'admin/content/messages',
  'admin/audit-log',
  'admin/notices',
  'admin/registrations/:userId',
  'admin/district-secretaries',
  // District secretaries' area
  'district',
  'district/dashboard',
  'district/athletes',
  'district/athletes/:userId',
  'district/athletes/new',
  'district/athletes/:userId/registration',
  'district/competitions',
  'district/competitions/:formId',
  'district/competitions/:formId/enter',
  'district/national-teams',
] as const;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const patternSegments = webPagePatterns.map(segmentsOf);

/** Patterns with fewer parameters first: `district/athletes/new` is that page, not an athlete's. */
const bySpecificity = webPagePatterns
  .map((pattern, index) => ({ pattern, segments: patternSegments[index] ?? [] }))
  .sort(
    (a, b) =>
      a.segments.filter((part) => part.startsWith(':')).length -
      b.segments.filter((part) => part.startsWith(':')).length,
  );

/**
 * The pattern of the web app's page at a path (no query string), or null when it is no page; one
 * trailing slash is allowed, and escaped characters count as themselves (`/h%6Fme` is /home).
 */
export function webPagePattern(pathname: string): string | null {
  let segments: string[];
  try {
    segments = segmentsOf(pathname).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  if (pathname.includes('//')) return null;
  const found = bySpecificity.find(
    ({ segments: pattern }) =>
      pattern.length === segments.length &&
      pattern.every((part, index) =>
        part.startsWith(':') ? segments[index] !== '' : part === segments[index],
      ),
  );
  return found?.pattern ?? null;
}

/** Whether a path (no query string) is a page of the web app; one trailing slash is allowed. */
export function isWebPage(pathname: string): boolean {
  return webPagePattern(pathname) !== null;
}

/**
 * Pages about one person or for one role (an athlete's, a district secretary's, an administrator's,
 * the one-time-code and payment-link pages), by their pattern: they answer with `noindex`, so a search
 * engine that reaches one (robots.txt lets it into the athlete's pages) never lists it. The public
 * pages, sign-in, sign-up, password reset and the checks of a card or certificate stay indexable.
 */
export function isPrivatePagePattern(pattern: string): boolean {
  return /^(user|admin|district|registration|registration-payment|edit-registration|uid-status|account-setup|take-over|pay|payments)(\/|$)/.test(
    pattern,
  );
}
