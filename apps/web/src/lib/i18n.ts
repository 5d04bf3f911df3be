import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Supported languages. Adding one = a folder of JSON files under src/locales/<code>/ plus one entry here.
 * `locale` drives number and date formats (Indian conventions).
 */
export const languages = [
  { code: 'en', label: 'English', locale: 'en-IN' },
  { code: 'hi', label: 'हिन्दी', locale: 'hi-IN' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];

export const LANGUAGE_KEY = 'language';
const FALLBACK: LanguageCode = 'en';

type Bundle = Record<string, unknown>;

// English ships with the app so the first paint never waits; other languages load when chosen.
const englishFiles = import.meta.glob<Bundle>('../locales/en/*.json', { eager: true, import: 'default' });
const otherFiles = import.meta.glob<Bundle>(['../locales/*/*.json', '!../locales/en/*.json'], {
  import: 'default',
});

/** Each file becomes a top-level key: locales/en/auth.json holds the `auth.*` keys. */
const fileKey = (path: string) => path.replace(/^.*\/([^/]+)\.json$/, '$1');
const languageOf = (path: string) => path.replace(/^.*\/locales\/([^/]+)\/[^/]+\.json$/, '$1');

function englishBundle(): Bundle {
  const bundle: Bundle = {};
  for (const [path, content] of Object.entries(englishFiles)) bundle[fileKey(path)] = content;
  return bundle;
}

async function loadBundle(code: LanguageCode): Promise<void> {
  if (i18next.hasResourceBundle(code, 'translation')) return;
  const entries = Object.entries(otherFiles).filter(([path]) => languageOf(path) === code);
  const bundle: Bundle = {};
  await Promise.all(
    entries.map(async ([path, load]) => {
      bundle[fileKey(path)] = await load();
    }),
  );
  i18next.addResourceBundle(code, 'translation', bundle, true, true);
}

export const isLanguage = (value: unknown): value is LanguageCode =>
  languages.some((language) => language.code === value);

function preferredLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage blocked: fall through to the browser's preference.
  }
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : FALLBACK;
}

i18next.use(initReactI18next).init({
  resources: { en: { translation: englishBundle() } },
  lng: FALLBACK,
  fallbackLng: FALLBACK,
  supportedLngs: languages.map((language) => language.code),
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
  showSupportNotice: false,
});

i18next.on('languageChanged', (code) => {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
});

/** Switches language, loading its files first, and remembers the choice. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  await loadBundle(code);
  await i18next.changeLanguage(code);
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // The choice lasts for this visit only.
  }
}

/** Called once before the first render, so a Hindi reader never sees an English flash. */
export async function startI18n(): Promise<void> {
  const code = preferredLanguage();
  if (code !== FALLBACK) {
    try {
      await loadBundle(code);
      await i18next.changeLanguage(code);
      return;
    } catch {
      // A failed download falls back to English rather than leaving the page blank.
    }
  }
  document.documentElement.lang = FALLBACK;
}

export const currentLocale = (): string =>
  languages.find((language) => language.code === i18next.language)?.locale ?? 'en-IN';

const KEY_SHAPE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/**
 * Contract messages are translation keys (`validation.email`); server messages are English sentences.
 * Keys are translated, anything else is shown as it came.
 */
export function messageText(message: string): string {
  return KEY_SHAPE.test(message) && i18next.exists(message) ? i18next.t(message) : message;
}

export { i18next as i18n };
