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

/** Sign-in, sign-up, password reset and contact: their own texts beside the core ones. */
export const FORM_TEXT_FILES = ['auth.json', 'validation.json'] as const;

/** Texts of screens only administrators reach. */
export const ADMIN_ONLY_TEXT_FILES = [
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

const has = (list: readonly string[], file: string) => list.includes(file);

/**
 * The groups the texts are shipped in: one file per language and group (build/text-modules.ts), so a
 * page's texts cost a request or two rather than one per namespace on a connection where each costs a
 * round trip. `user`: everything an athlete's area needs beyond the forms.
 */
export type TextGroup = 'core' | 'forms' | 'user' | 'admin';
export const TEXT_GROUPS: readonly TextGroup[] = ['core', 'forms', 'user', 'admin'];

/** The group a translation file (`auth.json`) goes into; null for `language.json`, which names the language. */
export function textGroupOf(file: string): TextGroup | null {
  if (file === 'language.json' || !file.endsWith('.json')) return null;
  if (has(CORE_TEXT_FILES, file)) return 'core';
  if (has(FORM_TEXT_FILES, file)) return 'forms';
  if (has(ADMIN_ONLY_TEXT_FILES, file)) return 'admin';
  return 'user';
}

/**
 * The texts a part of the site needs before its first paint; `all` is everything. `signed-in` is an
 * athlete's area: everything but the administrators' own screens, which an athlete never opens.
 */
export type Part = 'core' | 'forms' | 'signed-in' | 'all';
export const GROUPS_OF_PART: Record<Part, readonly TextGroup[]> = {
  core: ['core'],
  forms: ['core', 'forms'],
  'signed-in': ['core', 'forms', 'user'],
  all: ['core', 'forms', 'user', 'admin'],
};

/**
 * The module of one language's group, relative to the web app's folder (as the build's manifest names
 * it). The English core has none: it is inside the app's entry.
 */
export const textModulePath = (language: string, group: TextGroup): string =>
  `src/locales/${language}/texts-${group}-${language}.js`;
