import textLoaders from 'virtual:text-loaders';
import { startTransition } from 'react';
import { type ApiError, isApiError } from './api';
import { beforeRefusal } from './api-envelope';
import { errorKey, errorText } from './errors';
import { LANGUAGE_KEY, rememberLanguage } from './language-choice';
import { AREA_GROUPS, type TextGroup, textGroupsFor } from './text-parts';
import { setAppTranslator } from './translation';
import { type Bundle, Translator } from './translator';

export { LANGUAGE_KEY };

interface LanguageFile {
  label: string;
  locale: string;
}
const languageFiles = import.meta.glob<LanguageFile>('../locales/*/language.json', {
  eager: true,
  import: 'default',
});

/**
 * Supported languages: one folder of JSON files under src/locales/<code>/ each, whose language.json
 * names it (as shown in the switch) and gives its `locale` for number and date formats (Indian
 * conventions). Adding the state's language is adding its folder; nothing else.
 */
export const languages = Object.entries(languageFiles)
  .map(([path, file]) => ({
    code: path.replace(/^.*\/locales\/([^/]+)\/language\.json$/, '$1'),
    label: file.label,
    locale: file.locale,
  }))
  // English first (the source language), then the others by code.
  .sort((a, b) => (a.code === 'en' ? -1 : b.code === 'en' ? 1 : a.code.localeCompare(b.code)));
export type LanguageCode = string;

const FALLBACK: LanguageCode = 'en';

/**
 * The files the public pages need for their first paint ship with the app (English) or load first
 * (other languages); everything else (registration, administration, sign-in forms…) loads right
 * after the first render, or before it when the first page is one that needs it. Keeps the first
 * page's JavaScript small on slow mobile data.
 */
const englishCore = import.meta.glob<Bundle>(
  [
    '../locales/en/common.json',
    '../locales/en/nav.json',
    '../locales/en/footer.json',
    '../locales/en/home.json',
    '../locales/en/content.json',
    '../locales/en/districts.json',
    '../locales/en/about.json',
    '../locales/en/a11y.json',
    '../locales/en/errors.json',
    '../locales/en/notify.json',
    '../locales/en/notFound.json',
    '../locales/en/comingSoon.json',
  ],
  { eager: true, import: 'default' },
);
export const CORE_FILES = new Set(Object.keys(englishCore).map((path) => path.replace(/^.*\//, '')));

/** Each file becomes a top-level key: locales/en/auth.json holds the `auth.*` keys. */
const fileKey = (path: string) => path.replace(/^.*\/([^/]+)\.json$/, '$1');

// Unit tests render any page without startI18n: there all of English is there from the start. (In a
// build the condition is constant-false and these imports are dropped.)
const englishForTests =
  import.meta.env.MODE === 'test'
    ? import.meta.glob<Bundle>('../locales/en/*.json', { eager: true, import: 'default' })
    : {};

function englishCoreBundle(): Bundle {
  const bundle: Bundle = {};
  for (const [path, content] of Object.entries({ ...englishCore, ...englishForTests })) {
    bundle[fileKey(path)] = content;
  }
  return bundle;
}

/** Each language's groups of texts, as they are downloading or downloaded (once each). */
const groupDownloads = new Map<string, Promise<Bundle>>();
const addedGroups = new Set<string>();

function downloadGroup(code: LanguageCode, group: TextGroup): Promise<Bundle> | null {
  const load = textLoaders[code]?.[group];
  if (!load) return null;
  const key = `${code}/${group}`;
  let download = groupDownloads.get(key);
  if (!download) {
    download = load().then((module) => module.default);
    // A failed download may be tried again (the next page, the language switch).
    download.catch(() => groupDownloads.delete(key));
    groupDownloads.set(key, download);
  }
  return download;
}

/** Loads a language's texts (the given groups, all by default), once each. */
async function loadBundle(code: LanguageCode, wanted: readonly TextGroup[] = AREA_GROUPS): Promise<void> {
  const groups = wanted.filter((group) => !addedGroups.has(`${code}/${group}`));
  const downloads = groups.flatMap((group) => {
    const download = downloadGroup(code, group);
    return download ? [download.then((bundle) => ({ group, bundle }))] : [];
  });
  if (downloads.length === 0) return;
  const bundle: Bundle = {};
  for (const loaded of await Promise.all(downloads)) {
    if (addedGroups.has(`${code}/${loaded.group}`)) continue;
    addedGroups.add(`${code}/${loaded.group}`);
    Object.assign(bundle, loaded.bundle);
  }
  if (Object.keys(bundle).length === 0) return;
  // Every reader re-renders when texts are added, so text loaded after the first paint appears. That
  // re-renders the whole page: as a transition, in slices, not one long task on a cheap phone (some
  // 290 ms on the emulated one, docs/decisions/0030).
  translator.addResourceBundle(code, bundle, { silent: true });
  startTransition(() => translator.announce('added'));
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

/** The app's translator: English's core texts from the start, the rest as pages need them. */
const translator = new Translator({
  language: FALLBACK,
  fallback: FALLBACK,
  resources: { en: englishCoreBundle() },
});
setAppTranslator(translator);
translator.subscribe((event) => {
  if (event === 'languageChanged' && typeof document !== 'undefined')
    document.documentElement.lang = translator.language;
});

/** How long a refusal waits for its text before it is shown without (the generic text, or the server's). */
const REFUSAL_TEXTS_WAIT_MS = 4000;

// A refusal is shown in its code's text, which loads apart from the app: when the server refuses before
// the texts have come (they follow when the browser is idle), the client waits for them, as the page
// would otherwise show the generic text, or the server's English to a Hindi reader.
beforeRefusal((error) => {
  if (translator.exists(errorKey(error.code))) return Promise.resolve();
  return Promise.race([
    loadBundle(translator.language, ['refusals']),
    new Promise((resolve) => setTimeout(resolve, REFUSAL_TEXTS_WAIT_MS)),
  ]);
});

/**
 * Whether this visit needs the administrators' texts: a staff page was opened, first or on the way
 * (loadStaffTexts). An athlete's visit never downloads them (14 KB of English on a phone's data).
 */
let staffTextsWanted = false;
/** The groups a visit loads once its first page is shown. */
const visitGroups = (): readonly TextGroup[] =>
  staffTextsWanted ? AREA_GROUPS : AREA_GROUPS.filter((group) => group !== 'admin');

/**
 * The administrators' texts, in the reader's language: the router awaits them with the staff areas'
 * pages (app/route-tree.tsx, addStaffPages), so a staff page reached on the way is drawn with its texts.
 * A failed download leaves the page to its English fallback, as any text's does.
 */
export async function loadStaffTexts(): Promise<void> {
  staffTextsWanted = true;
  await loadBundle(translator.language, ['admin']).catch(() => undefined);
}

/**
 * Switches language, loading its files first, and remembers the choice. Every group of the new
 * language, the administrators' too: a reader chooses a language once, and a page already drawn (a
 * staff page shown without the router, as in the tests) has its texts in it.
 */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  await loadBundle(code);
  translator.changeLanguage(code);
  rememberLanguage(code);
}

/**
 * Called once before the first render, so a Hindi reader never sees an English flash. `language`:
 * the one a server-rendered page was drawn in, which the app must take it over in.
 */
export async function startI18n(language?: LanguageCode): Promise<void> {
  const code = language && isLanguage(language) ? language : preferredLanguage();
  const pathname = typeof location === 'undefined' ? '/' : location.pathname;
  const groups = textGroupsFor(pathname);
  if (groups.includes('admin')) staffTextsWanted = true;
  try {
    // Every language has every English key (locales/locales.test.ts), so a Hindi reader's first page
    // waits for the Hindi texts alone: the English ones, there as a fallback only, come after it
    // (on a signed-in page some 23 KB, on a staff page 40 KB, that a slow phone no longer waits for).
    await loadBundle(code, groups);
    if (code !== FALLBACK) translator.changeLanguage(code);
  } catch {
    // The reader's texts did not come: the page is drawn in English rather than left blank or shown
    // as keys (the English core is in the app; the rest of its groups is fetched now).
    if (code !== FALLBACK) await loadBundle(FALLBACK, groups).catch(() => undefined);
  }
  if (translator.language === FALLBACK) document.documentElement.lang = FALLBACK;
  if (!AREA_GROUPS.every((group) => groups.includes(group)) || code !== FALLBACK) {
    // The rest (sign-in forms, registration; administration on a staff visit; English behind another
    // language) follows once the page is shown.
    const later = () => {
      void loadBundle(FALLBACK, visitGroups()).catch(() => undefined);
      if (code !== FALLBACK) void loadBundle(code, visitGroups()).catch(() => undefined);
    };
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(later, { timeout: 2000 });
  }
}

export const currentLocale = (): string =>
  languages.find((language) => language.code === translator.language)?.locale ?? 'en-IN';

// A code's key has underscores (`refusals.FORM_NOT_FOUND`); a key is translated only when it exists,
// so a sentence shaped like one is still shown as it came.
const KEY_SHAPE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

/**
 * Contract messages are translation keys (`validation.email`); server messages are English sentences.
 * Keys are translated, anything else is shown as it came. Given an ApiError, the text of its code
 * (`errors.<CODE>`, with its data interpolated) when there is one, else its message as above.
 */
export function messageText(message: string | ApiError): string {
  if (isApiError(message)) {
    return translator.exists(errorKey(message.code))
      ? errorText(translator.t, message)
      : messageText(message.message);
  }
  return KEY_SHAPE.test(message) && translator.exists(message) ? translator.t(message) : message;
}

export { translator as i18n };
