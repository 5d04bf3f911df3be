import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGE_SOURCES } from '../ssr/app-assets';
import { CORE_FILES } from './i18n';
import {
  AREA_GROUPS,
  CORE_TEXT_FILES,
  isInGroup,
  PAGE_GROUP_FILES,
  PAGE_TEXT_GROUPS,
  SIGNED_IN_GROUPS,
  textGroupOf,
  textGroupsFor,
} from './text-parts';

const appFolder = path.resolve(import.meta.dirname, '../..');
const englishFiles = readdirSync(path.join(appFolder, 'src/locales/en')).filter(
  (file) => file.endsWith('.json') && file !== 'language.json',
);

/** Where a relative import in `from` leads: the source file, whatever its extension. */
function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate)) ?? null;
}

const isRouteTable = (file: string) => file.includes(`${path.sep}src${path.sep}app${path.sep}`);

/**
 * The app's own modules `roots` bring with them, following imports, whether static or `import()` (but
 * the route table's): whatever they draw, at once or a little later, is among them. Type-only imports draw nothing.
 */
function modulesOf(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const specifiers = [
      ...code.matchAll(/^import(?!\s+type\s)[^;]*?from\s+'(\.[^']+)'/gms),
      ...code.matchAll(/^export\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms),
      ...code.matchAll(/^import\s+'(\.[^']+)'/gm),
      // The route table's pages are each a page of their own: those it loads later are not followed.
      ...(isRouteTable(file) ? [] : code.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)),
    ].map((match) => match[1] as string);
    for (const specifier of specifiers) {
      const target = resolveImport(file, specifier);
      if (target && !target.endsWith('.test.tsx') && !target.endsWith('.test.ts')) visit(target);
    }
  };
  for (const root of roots) visit(path.join(appFolder, root));
  return seen;
}

/** A module's code without its comments, which name keys as examples. */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The translation files whose keys (`registration.steps.page1`) the modules name. */
function textFilesNamedIn(modules: Set<string>): Set<string> {
  const named = new Set<string>();
  for (const file of modules) {
    const code = withoutComments(readFileSync(file, 'utf8'));
    for (const textFile of englishFiles) {
      const namespace = textFile.replace(/\.json$/, '');
      // `auth.json`, a file's name, is not a key.
      if (new RegExp(`['"\`]${namespace}\\.(?!json\\b)[A-Za-z$]`).test(code)) named.add(textFile);
    }
  }
  return named;
}

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
    expect(textGroupsFor('/user/certificates')).toEqual(SIGNED_IN_GROUPS);
    expect(SIGNED_IN_GROUPS).not.toContain('admin');
    expect(textGroupsFor('/admin/dashboard')).toEqual(AREA_GROUPS);
    expect(textGroupsFor('/district/athletes')).toEqual(AREA_GROUPS);
    expect(textGroupsFor('/login')).toEqual(['core', 'forms']);
    expect(textGroupsFor('/contact')).toEqual(['core', 'forms']);
    expect(textGroupsFor('/news')).toEqual(['core']);
  });

  // A page drawn before its texts arrive shows their keys; the pages given fewer groups than an
  // athlete's all are checked here, layout and entry included, against the keys their code names.
  const pages = [
    '/user/dashboard',
    '/registration',
    '/edit-registration',
    '/registration-payment',
    '/user/events-list',
    '/user/upcoming-events',
    '/user/form/some-form',
    '/user/event-form/some-form',
  ];
  it.each(pages)('%s: every text its page and the layout name is in the groups it waits for', (address) => {
    const groups = textGroupsFor(address);
    expect(groups).not.toContain('user');
    const page = SIGNED_IN_PAGE_SOURCES.find(([pattern]) => pattern.test(address))?.[1];
    expect(page).toBeDefined();
    const named = textFilesNamedIn(
      modulesOf(['src/app/main.tsx', 'src/components/app/AppLayout.tsx', page as string]),
    );
    const waitedFor = new Set(englishFiles.filter((file) => groups.some((group) => isInGroup(file, group))));
    expect([...named].filter((file) => !waitedFor.has(file))).toEqual([]);
  });

  it('checks every page given fewer groups', () => {
    for (const [pattern] of PAGE_TEXT_GROUPS)
      expect(pages.some((address) => pattern.test(address))).toBe(true);
  });
});
