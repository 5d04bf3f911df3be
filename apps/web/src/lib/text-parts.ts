/**
 * Which translation files a part of the site needs before its first paint (lib/i18n.ts loads them;
 * vite.config.ts bundles each part of a language into one file, so the browser fetches a handful of
 * files rather than one per namespace). Plain data: the build configuration imports it too.
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
 * The bundle a translation file goes into, from its path (`…/src/locales/hi/auth.json` →
 * `texts-forms-hi`); null for anything else, and for the English core, which is in the entry.
 */
export function textChunkName(path: string): string | null {
  const match = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+\.json)$/.exec(path);
  if (!match) return null;
  const [, language = '', file = ''] = match;
  if (file === 'language.json') return null;
  if (has(CORE_TEXT_FILES, file)) return language === 'en' ? null : `texts-core-${language}`;
  if (has(FORM_TEXT_FILES, file)) return `texts-forms-${language}`;
  if (has(ADMIN_ONLY_TEXT_FILES, file)) return `texts-admin-${language}`;
  return `texts-${language}`;
}
