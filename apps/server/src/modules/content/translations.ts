import type { Translations } from '../../db/schema/content.js';

/** The text of `field` in `lang` when an administrator wrote one, the English text otherwise. */
export function localised(translations: Translations, lang: string, field: string, english: string): string {
  if (lang === 'en') return english;
  const value = translations[lang]?.[field]?.trim();
  return value ? value : english;
}

/** Drops empty translation fields and languages, so "present" always means "has text". */
export function cleanTranslations(input: Record<string, Record<string, string | undefined>>): Translations {
  const out: Translations = {};
  for (const [lang, fields] of Object.entries(input)) {
    if (lang === 'en') continue;
    const kept = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value && value.trim() !== ''),
    );
    if (Object.keys(kept).length > 0) out[lang] = kept;
  }
  return out;
}
