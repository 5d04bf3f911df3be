import { validationMessages } from '@para/contract';
import { describe, expect, it } from 'vitest';
import { languages } from '../lib/i18n';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keys(item, `${prefix}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function bundle(code: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === code && match[2]) result[match[2]] = content;
  }
  return result;
}

describe('translations', () => {
  const english = keys(bundle('en')).sort();

  it('each folder is a language, named by its language.json, English first', () => {
    const folders = new Set(Object.keys(files).map((path) => path.split('/')[1]));
    expect(languages.map((language) => language.code)).toEqual([
      'en',
      ...[...folders].filter((code) => code !== 'en').sort(),
    ]);
    for (const language of languages) {
      expect(language.label, language.code).not.toBe('');
      expect(() => new Intl.NumberFormat(language.locale), language.code).not.toThrow();
    }
  });

  it.each(languages.map((language) => language.code))('%s has exactly the English keys', (code) => {
    expect(keys(bundle(code)).sort()).toEqual(english);
  });

  it('contain every validation message key of the contract', () => {
    for (const key of Object.keys(validationMessages)) expect(english).toContain(key);
  });

  it('have no empty strings', () => {
    for (const language of languages) {
      const values = Object.values(files).flatMap((content) => JSON.stringify(content).match(/""/g) ?? []);
      expect(values, language.code).toEqual([]);
    }
  });

  it('write Hindi in Devanagari', () => {
    const hindi = JSON.stringify(bundle('hi'));
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(JSON.stringify(bundle('hi').auth)).not.toContain('Create account');
  });
});
