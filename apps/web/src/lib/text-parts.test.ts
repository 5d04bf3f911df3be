import { describe, expect, it } from 'vitest';
import { CORE_FILES } from './i18n';
import { CORE_TEXT_FILES, textChunkName } from './text-parts';

describe('parts of the texts', () => {
  it('name the same core files that the app ships in its entry', () => {
    expect([...CORE_FILES].sort()).toEqual([...CORE_TEXT_FILES].sort());
  });

  it('bundle each language by part, leaving the English core in the entry', () => {
    expect(textChunkName('/x/src/locales/en/common.json')).toBeNull();
    expect(textChunkName('/x/src/locales/hi/common.json')).toBe('texts-core-hi');
    expect(textChunkName('/x/src/locales/hi/auth.json')).toBe('texts-forms-hi');
    expect(textChunkName('/x/src/locales/en/reviewDocs.json')).toBe('texts-admin-en');
    expect(textChunkName('/x/src/locales/en/registration.json')).toBe('texts-en');
    expect(textChunkName('/x/src/locales/en/language.json')).toBeNull();
    expect(textChunkName('/x/src/lib/i18n.ts')).toBeNull();
  });
});
