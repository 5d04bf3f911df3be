import { describe, expect, it } from 'vitest';
import { CORE_FILES } from './i18n';
import { CORE_TEXT_FILES, GROUPS_OF_PART, textGroupOf } from './text-parts';

describe('parts of the texts', () => {
  it('name the same core files that the app ships in its entry', () => {
    expect([...CORE_FILES].sort()).toEqual([...CORE_TEXT_FILES].sort());
  });

  it('put each translation file in a group, and language.json in none', () => {
    expect(textGroupOf('common.json')).toBe('core');
    expect(textGroupOf('auth.json')).toBe('forms');
    expect(textGroupOf('validation.json')).toBe('forms');
    expect(textGroupOf('reviewDocs.json')).toBe('admin');
    expect(textGroupOf('registration.json')).toBe('user');
    expect(textGroupOf('language.json')).toBeNull();
    expect(textGroupOf('i18n.ts')).toBeNull();
  });

  it('give an athlete every group but the administrators’ own', () => {
    expect(GROUPS_OF_PART['signed-in']).not.toContain('admin');
    expect(GROUPS_OF_PART.all).toContain('admin');
    expect(GROUPS_OF_PART.forms).toEqual(['core', 'forms']);
  });
});
