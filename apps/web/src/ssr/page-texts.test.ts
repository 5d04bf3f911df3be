import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInGroup, PAGE_TEXT_GROUPS, textGroupsFor } from '../lib/text-parts';
import { SIGNED_IN_PAGE_SOURCES } from './app-assets';

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

/**
 * The one module that names the refusals' texts for a refusal the server sent (`errorKey`): the client
 * waits for those texts before such a refusal reaches the page (lib/i18n.ts, beforeRefusal). Any other
 * module naming one shows it without a refusal, and its page must wait for them.
 */
const REFUSAL_KEY_MODULE = path.join(appFolder, 'src/lib/errors.ts');

/** The translation files whose keys (`registration.steps.page1`) the modules name. */
function textFilesNamedIn(modules: Set<string>): Set<string> {
  const named = new Set<string>();
  for (const file of modules) {
    const code = withoutComments(readFileSync(file, 'utf8'));
    for (const textFile of englishFiles) {
      const namespace = textFile.replace(/\.json$/, '');
      if (namespace === 'refusals' && file === REFUSAL_KEY_MODULE) continue;
      // `auth.json`, a file's name, is not a key.
      if (new RegExp(`['"\`]${namespace}\\.(?!json\\b)[A-Za-z$]`).test(code)) named.add(textFile);
    }
  }
  return named;
}

describe("the texts the athlete's pages opened most wait for", () => {
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
    '/user/certificates',
    '/user/events-results',
    '/user/accreditation-card',
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
