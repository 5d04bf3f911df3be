/**
 * Which translation files a part of the site needs before its first paint (lib/i18n.ts loads them;
 * build/text-modules.ts makes one module of each group of a language, so the browser fetches a
 * handful of files rather than one per namespace). Plain data: the build configuration imports it too.
 */

/** English texts of the public pages: shipped inside the app's entry. */
export const CORE_TEXT_FILES = [
  'common.json',
  'nav.json',
  'footer.json',
  'home.json',
  'content.json',
  'districts.json',
  'about.json',
  'a11y.json',
  'errors.json',
  'notify.json',
  'notFound.json',
  'comingSoon.json',
] as const;

/**
 * The texts of the server's refusal codes (`refusals.<CODE>`): 6 KB of gzipped English that a page
 * needs only once the server refuses something. The pages that show one of them without a refusal
 * wait for them; on the others they load when the browser is idle, or when a refusal arrives first
 * (lib/i18n.ts has the client wait for them then, lib/api-envelope.ts).
 */
export const REFUSAL_TEXT_FILES = ['refusals.json'] as const;

/** Sign-in, sign-up, password reset and contact: their own texts beside the core ones. */
export const FORM_TEXT_FILES = ['auth.json', 'validation.json'] as const;

/** Texts of screens only administrators reach. */
export const ADMIN_ONLY_TEXT_FILES = [
  'accreditationAdmin.json',
  'adminWords.json',
  'archiveAdmin.json',
  'certificatesAdmin.json',
  'competitionsAdmin.json',
  'contentAdmin.json',
  'districtAssist.json',
  'districtUnit.json',
  'noticesAdmin.json',
  'resultsAdmin.json',
  'resultsManual.json',
  'selectionsAdmin.json',
  'reviewDocs.json',
] as const;

/** What the signed-in layout itself says: its bar and menu, its display settings and the pages' titles. */
const LAYOUT_TEXT_FILES = ['app.json', 'pages.json', 'shell.json'] as const;

/**
 * The pages' groups: the layout's texts and what one page's first paint reads, in one file (they repeat
 * files of `user`, see TextGroup), so that the athlete's pages opened most wait for their own texts
 * only. `dashboard`; `registration`: the wizard; `fee`: the registration's fee; `competitions`: the
 * list of competitions; `entries`: an entry form, which speaks of the athlete's profile and fee too;
 * `certificates`, `results`, `accreditation`: the athlete's certificates, results and cards.
 */
export const PAGE_GROUP_FILES = {
  dashboard: [...LAYOUT_TEXT_FILES, 'dashboard.json'],
  registration: [...LAYOUT_TEXT_FILES, 'registration.json', 'profile.json'],
  fee: [...LAYOUT_TEXT_FILES, 'payments.json', 'withdrawal.json'],
  competitions: [...LAYOUT_TEXT_FILES, 'competitions.json'],
  entries: [
    ...LAYOUT_TEXT_FILES,
    'payments.json',
    'profile.json',
    'competitions.json',
    'competitionEntry.json',
    'competitionsForm.json',
  ],
  certificates: [...LAYOUT_TEXT_FILES, 'certificates.json'],
  results: [...LAYOUT_TEXT_FILES, 'results.json', 'table.json'],
  accreditation: [...LAYOUT_TEXT_FILES, 'accreditation.json'],
} as const;

const has = (list: readonly string[], file: string) => list.includes(file);

/**
 * The groups the texts are shipped in: one file per language and group (build/text-modules.ts), so a
 * page's texts cost a request or two rather than one per namespace on a connection where each costs a
 * round trip. The areas' groups hold every file once: `user` is everything signed-in people read
 * beyond the forms and the administrators' own screens. The pages' groups (PAGE_GROUP_FILES) repeat
 * some of `user`'s files, so that the athlete's pages opened most wait for their own features' texts
 * only, in one file (PAGE_TEXT_GROUPS), and the other pages still for one file.
 */
export type AreaGroup = 'core' | 'refusals' | 'forms' | 'user' | 'admin';
export type PageGroup = keyof typeof PAGE_GROUP_FILES;
export type TextGroup = AreaGroup | PageGroup;
/** The areas' groups: together, every text once. */
export const AREA_GROUPS: readonly AreaGroup[] = ['core', 'refusals', 'forms', 'user', 'admin'];
export const TEXT_GROUPS: readonly TextGroup[] = [
  ...AREA_GROUPS,
  ...(Object.keys(PAGE_GROUP_FILES) as PageGroup[]),
];

/** The area group a translation file (`auth.json`) goes into; null for `language.json`, which names the language. */
export function textGroupOf(file: string): AreaGroup | null {
  if (file === 'language.json' || !file.endsWith('.json')) return null;
  if (has(CORE_TEXT_FILES, file)) return 'core';
  if (has(REFUSAL_TEXT_FILES, file)) return 'refusals';
  if (has(FORM_TEXT_FILES, file)) return 'forms';
  if (has(ADMIN_ONLY_TEXT_FILES, file)) return 'admin';
  return 'user';
}

/** Whether `file` is in `group`'s module. */
export function isInGroup(file: string, group: TextGroup): boolean {
  if (group in PAGE_GROUP_FILES) return has(PAGE_GROUP_FILES[group as PageGroup], file);
  return textGroupOf(file) === group;
}

/** Everything but the administrators' own screens, which an athlete never opens. */
export const SIGNED_IN_GROUPS: readonly TextGroup[] = ['core', 'refusals', 'forms', 'user'];

/**
 * The athlete's pages opened most, with the groups their first paint needs (text-parts.test.ts checks
 * each page's code, and the layout's, against them); the rest of an athlete's texts come once the page
 * is shown. Other signed-in pages wait for all of SIGNED_IN_GROUPS.
 */
export const PAGE_TEXT_GROUPS: readonly [RegExp, readonly TextGroup[]][] = [
  [/^\/user\/dashboard\/?$/, ['core', 'dashboard']],
  [/^\/(registration|edit-registration)\/?$/, ['core', 'forms', 'registration']],
  [/^\/registration-payment\/?$/, ['core', 'fee']],
  [/^\/user\/(events-list|upcoming-events)\/?$/, ['core', 'competitions']],
  [/^\/user\/(form|event-form)\/[^/]+\/?$/, ['core', 'forms', 'entries']],
  [/^\/user\/certificates\/?$/, ['core', 'certificates']],
  [/^\/user\/events-results\/?$/, ['core', 'results']],
  [/^\/user\/accreditation-card\/?$/, ['core', 'accreditation']],
];

/** Pages whose first paint needs only the core files (the public content pages). */
const CORE_PATHS =
  /^\/(home|about|district-units|upcoming-events(\/[^/]+)?|news(\/[^/]+)?|contact|faq|privacy-policy|refund-policy|terms-conditions|coming-soon)?\/?$/;
/** Pages of forms a visitor fills in first (the server renders them, then the app takes over). */
const FORM_PATHS = /^\/(login|register|reset-password|contact)\/?$/;
// District secretaries' screens are built from the administrators' pieces, and need their texts too.
const ADMIN_PATHS = /^\/(admin|district)(\/|$)/;

/** The groups of texts the page at `pathname` needs before its first paint. */
export function textGroupsFor(pathname: string): readonly TextGroup[] {
  // The forms show a refusal the server drew into them (a form posted before the app) at once.
  if (FORM_PATHS.test(pathname)) return ['core', 'refusals', 'forms'];
  if (CORE_PATHS.test(pathname)) return ['core'];
  if (ADMIN_PATHS.test(pathname)) return AREA_GROUPS;
  return PAGE_TEXT_GROUPS.find(([pattern]) => pattern.test(pathname))?.[1] ?? SIGNED_IN_GROUPS;
}

/**
 * The module of one language's group, relative to the web app's folder (as the build's manifest names
 * it). The English core has none: it is inside the app's entry.
 */
export const textModulePath = (language: string, group: TextGroup): string =>
  `src/locales/${language}/texts-${group}-${language}.js`;
