import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_FILES } from './i18n';
import {
  AREA_GROUPS,
  CORE_TEXT_FILES,
  isInGroup,
  PAGE_GROUP_FILES,
  SIGNED_IN_GROUPS,
  textGroupOf,
  textGroupsFor,
} from './text-parts';

const englishFiles = readdirSync(path.resolve(import.meta.dirname, '../locales/en')).filter(
  (file) => file.endsWith('.json') && file !== 'language.json',
);

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
    expect(isInGroup('registration.json', 'user')).toBe(true);
    expect(isInGroup('registration.json', 'registration')).toBe(true);
    expect(isInGroup('shell.json', 'competitions')).toBe(true);
    expect(isInGroup('certificates.json', 'entries')).toBe(false);
    expect(textGroupOf('certificates.json')).toBe('user');
    expect(textGroupOf('language.json')).toBeNull();
    expect(textGroupOf('i18n.ts')).toBeNull();
  });

  it('repeat in the pages’ groups only files of the athletes’ own, each of which exists', () => {
    for (const files of Object.values(PAGE_GROUP_FILES)) {
      for (const file of files) {
        expect(englishFiles).toContain(file);
        expect(textGroupOf(file)).toBe('user');
      }
    }
  });

  it('give an athlete every group but the administrators’ own, and staff every group', () => {
    expect(textGroupsFor('/user/national-teams')).toEqual(SIGNED_IN_GROUPS);
    expect(SIGNED_IN_GROUPS).not.toContain('admin');
    expect(textGroupsFor('/admin/dashboard')).toEqual(AREA_GROUPS);
    expect(textGroupsFor('/district/athletes')).toEqual(AREA_GROUPS);
    expect(textGroupsFor('/login')).toEqual(['core', 'refusals', 'forms']);
    expect(textGroupsFor('/contact')).toEqual(['core', 'refusals', 'forms']);
    expect(textGroupsFor('/news')).toEqual(['core']);
  });
});
