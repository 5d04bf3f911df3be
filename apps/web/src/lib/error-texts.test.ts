import { clientErrorCodeList, errorCodeList } from '@para/contract';
import { describe, expect, it } from 'vitest';

// The JSON files read as they are (the web project's type check does not list JSON files).
const files = import.meta.glob<Record<string, unknown>>('../locales/{en,hi}/{errors,refusals}.json', {
  eager: true,
  import: 'default',
});
/** A language's texts of every code: the server's in refusals.json, the client's own in errors.json. */
const textsOf = (language: string): Record<string, unknown> => ({
  ...files[`../locales/${language}/refusals.json`],
  ...Object.fromEntries(
    clientErrorCodeList.map((code) => [code, files[`../locales/${language}/errors.json`]?.[code]]),
  ),
});
const en = textsOf('en');
const hi = textsOf('hi');

// Every stable error code has a sentence of its own in each language (`refusals.<CODE>`, or
// `errors.<CODE>` for the client's), so a refusal is never shown as a bare code or as the server's
// English message to someone reading Hindi.
const codes = [...errorCodeList, ...clientErrorCodeList];

describe('error texts', () => {
  it.each([
    ['en', en],
    ['hi', hi],
  ] as const)('%s has a non-empty text for every error code', (_language, texts) => {
    const table = texts as Record<string, unknown>;
    const missing = codes.filter((code) => typeof table[code] !== 'string' || !String(table[code]).trim());
    expect(missing).toEqual([]);
  });

  it('keeps each code in one file: a server code in refusals.json, a client code in errors.json', () => {
    for (const language of ['en', 'hi']) {
      const refusals = files[`../locales/${language}/refusals.json`] ?? {};
      const errors = files[`../locales/${language}/errors.json`] ?? {};
      expect(Object.keys(refusals).sort()).toEqual([...errorCodeList].sort());
      expect(Object.keys(errors).filter((key) => /^[A-Z_]+$/.test(key))).toEqual([...clientErrorCodeList]);
    }
  });

  it('uses in Hindi the same {{placeholders}} as in English', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const code of codes) {
      expect(placeholders((hi as Record<string, unknown>)[code]), code).toEqual(
        placeholders((en as Record<string, unknown>)[code]),
      );
    }
  });
});
