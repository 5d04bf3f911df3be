/**
 * The app's translations: nested texts per language (`auth.signIn.title`), `{{name}}` placeholders,
 * plural forms by suffix (`_zero`, `_one`, `_other`…) and English behind every other language. The
 * texts keep the format the portal has always used (docs/decisions/0055), so translators' files and
 * tools do not change; only this reader of them is the app's own, a few hundred bytes where the
 * general-purpose library took 17 KB of every page's first download.
 */

export type Bundle = Record<string, unknown>;

export interface TOptions {
  /** Selects the plural form and fills `{{count}}`. */
  count?: number;
  /** The text when the key has none (in the reader's language or English). */
  defaultValue?: string;
  /** Returns a list or object as stored (`accessibility.features`), not only text. */
  returnObjects?: boolean;
  [value: string]: unknown;
}

/** A translation function bound to one language. */
export interface TFunction {
  (key: string | readonly string[], options: TOptions & { returnObjects: true }): unknown;
  (key: string | readonly string[], options?: TOptions): string;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/**
 * Plural categories without Intl for the languages the portal ships, since the first Intl object a
 * page makes costs a cheap phone some 100 ms (docs/decisions/0054); any other language asks Intl.
 * English: one for exactly 1. Hindi: one for 0 to 1 (an integer part of 0, or 1), as CLDR has it.
 */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  const n = Math.abs(count);
  if (language === 'en') return n === 1 ? 'one' : 'other';
  if (language === 'hi') return Math.trunc(n) === 0 || n === 1 ? 'one' : 'other';
  return new Intl.PluralRules(language).select(count);
}

function lookUp(bundle: Bundle | undefined, key: string): unknown {
  let value: unknown = bundle;
  for (const part of key.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Bundle)[part];
  }
  return value;
}

/** Fills a text's `{{name}}` placeholders from the values given. */
export function interpolate(text: string, options: TOptions | undefined): string {
  if (!options) return text;
  // A value not given leaves its placeholder in place, so a missing value shows instead of vanishing.
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

function mergeInto(target: Bundle, source: Bundle): void {
  for (const [name, value] of Object.entries(source)) {
    const existing = target[name];
    if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      existing &&
      typeof existing === 'object'
    ) {
      mergeInto(existing as Bundle, value as Bundle);
    } else {
      target[name] = value;
    }
  }
}

export type TranslatorEvent = 'languageChanged' | 'added';

/** One set of translations and the language it is read in (the app has one; the server one per language). */
export class Translator {
  language: string;
  private readonly fallback: string;
  private readonly bundles = new Map<string, Bundle>();
  private readonly listeners = new Set<(event: TranslatorEvent) => void>();
  /** Counts every change of language or texts, so a render can tell it has the latest. */
  version = 0;

  constructor({
    language,
    fallback = 'en',
    resources = {},
  }: { language: string; fallback?: string; resources?: Record<string, Bundle> }) {
    this.language = language;
    this.fallback = fallback;
    for (const [code, bundle] of Object.entries(resources)) this.addResourceBundle(code, bundle);
    this.t = this.getFixedT(language);
  }

  /** Translates in the current language. */
  t: TFunction;

  /** The language texts are read in: the current one when the translator has any of its texts. */
  get resolvedLanguage(): string {
    return this.bundles.has(this.language) ? this.language : this.fallback;
  }

  /** Adds (and merges over) a language's texts. `silent`: the caller announces the change itself. */
  addResourceBundle(language: string, bundle: Bundle, { silent = false } = {}): void {
    const existing = this.bundles.get(language);
    if (existing) mergeInto(existing, bundle);
    else this.bundles.set(language, { ...bundle });
    if (!silent) this.announce('added');
  }

  /** Sets one text (`errors.CONFLICT`), creating its parents. */
  addResource(language: string, key: string, value: string): void {
    const parts = key.split('.');
    const last = parts.pop() as string;
    let bundle = this.bundles.get(language);
    if (!bundle) {
      bundle = {};
      this.bundles.set(language, bundle);
    }
    for (const part of parts) {
      const next = bundle[part];
      if (!next || typeof next !== 'object') bundle[part] = {};
      bundle = bundle[part] as Bundle;
    }
    bundle[last] = value;
    this.announce('added');
  }

  /** Reads the language given (its texts must already be added); synchronous, so a server render can set it for exactly one page. */
  changeLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    this.t = this.getFixedT(language);
    this.announce('languageChanged');
  }

  exists(key: string): boolean {
    return this.find(this.language, [key], undefined) !== undefined;
  }

  getFixedT(language: string): TFunction {
    return ((keys: string | readonly string[], options?: TOptions) => {
      const found = this.find(language, typeof keys === 'string' ? [keys] : keys, options);
      if (typeof found === 'string') return interpolate(found, options);
      if (found !== undefined && options?.returnObjects) return found;
      if (options?.defaultValue !== undefined) return interpolate(options.defaultValue, options);
      // No text: the key itself, which a reader can report and a test can see.
      return typeof keys === 'string' ? keys : (keys.at(-1) ?? '');
    }) as TFunction;
  }

  /** Notified of every change; returns the unsubscribe. */
  subscribe(listener: (event: TranslatorEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells subscribers about a change made silently (several bundles added as one). */
  announce(event: TranslatorEvent): void {
    this.version += 1;
    for (const listener of this.listeners) listener(event);
  }

  /**
   * The stored value for the first key with one, in the language and then English: for a count, the
   * `_zero` form (for 0, when written), the language's plural form, then the plain key.
   */
  private find(language: string, keys: readonly string[], options: TOptions | undefined): unknown {
    const count = typeof options?.count === 'number' ? options.count : undefined;
    const wantObjects = options?.returnObjects === true;
    for (const key of keys) {
      for (const code of language === this.fallback ? [language] : [language, this.fallback]) {
        const bundle = this.bundles.get(code);
        if (!bundle) continue;
        const candidates =
          count === undefined
            ? [key]
            : [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralCategory(code, count)}`, key];
        for (const candidate of candidates) {
          const value = lookUp(bundle, candidate);
          if (typeof value === 'string' || (wantObjects && value !== undefined && value !== null))
            return value;
        }
      }
    }
    return undefined;
  }
}
