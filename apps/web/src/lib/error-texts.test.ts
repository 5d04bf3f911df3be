import { clientErrorCodeList, errorCodeList } from '@para/contract';
import { describe, expect, it } from 'vitest';

// The JSON files read as they are (the web project's type check does not list JSON files).
const files = import.meta.glob<Record<string, unknown>>('../locales/{en,hi}/errors.json', {
  eager: true,
  import: 'default',
});
const en = files['../locales/en/errors.json'] ?? {};
const hi = files['../locales/hi/errors.json'] ?? {};

// Every stable error code has a sentence of its own in each language (`errors.<CODE>`), so a refusal is
// never shown as a bare code or as the server's English message to someone reading Hindi.
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
