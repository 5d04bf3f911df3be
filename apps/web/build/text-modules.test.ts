import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  AREA_GROUPS,
  CORE_TEXT_FILES,
  TEXT_GROUPS,
  textGroupOf,
  textModulePath,
} from '../src/lib/text-parts';
import { TEXT_LOADERS_ID, textModules } from './text-modules';

const root = path.resolve(import.meta.dirname, '..');
const locales = path.join(root, 'src', 'locales');
const languages = readdirSync(locales, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The plugin's hooks, called as the build calls them. */
function plugin() {
  const made = textModules() as unknown as {
    configResolved: (config: ResolvedConfig) => void;
    resolveId: (id: string) => string | null;
    load: (this: { addWatchFile(file: string): void }, id: string) => string | null;
  };
  made.configResolved({ root } as ResolvedConfig);
  const context = { addWatchFile: () => undefined };
  return {
    resolve: (id: string) => made.resolveId(id),
    load: (id: string) => made.load.call(context, id),
  };
}

describe('one module per language and group of texts', () => {
  /** The texts a group's module holds, by file (`auth` for auth.json). */
  const textsIn = (source: string): Record<string, unknown> => {
    const literal = /^export default JSON\.parse\((".*")\);$/m.exec(source)?.[1];
    return literal ? (JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>) : {};
  };

  it('puts every translation file of every language in exactly one area group, but the English core', () => {
    const { resolve, load } = plugin();
    for (const language of languages) {
      const held: string[] = [];
      for (const group of TEXT_GROUPS) {
        const id = resolve(textModulePath(language, group));
        expect(id).toBe(path.join(root, textModulePath(language, group)).split(path.sep).join('/'));
        const files = Object.keys(textsIn(load(id ?? '') ?? '')).map((key) => `${key}.json`);
        if ((AREA_GROUPS as readonly string[]).includes(group)) held.push(...files);
        // A page's group repeats files of `user`, and only those.
        else for (const file of files) expect(textGroupOf(file), `${language} ${file}`).toBe('user');
      }
      const expected = readdirSync(path.join(locales, language)).filter(
        (file) =>
          file.endsWith('.json') &&
          file !== 'language.json' &&
          !(language === 'en' && (CORE_TEXT_FILES as readonly string[]).includes(file)),
      );
      expect(held.sort()).toEqual(expected.sort());
    }
  });

  it('gives each file its own key, as the app looks texts up (`auth.*` from auth.json)', () => {
    const { load } = plugin();
    const texts = textsIn(load(path.join(root, textModulePath('hi', 'forms'))) ?? '');
    expect(Object.keys(texts)).toEqual(['auth', 'validation']);
    const auth = JSON.parse(readFileSync(path.join(locales, 'hi', 'auth.json'), 'utf8')) as unknown;
    expect(texts.auth).toEqual(auth);
  });

  it('puts the registration’s texts in the registration’s group as well as in `user`', () => {
    const { load } = plugin();
    expect(Object.keys(textsIn(load(path.join(root, textModulePath('en', 'registration'))) ?? ''))).toContain(
      'registration',
    );
    expect(Object.keys(textsIn(load(path.join(root, textModulePath('en', 'user'))) ?? ''))).toContain(
      'registration',
    );
  });

  it("lists a loader for each language's groups, none for the English core, which the entry carries", () => {
    const { resolve, load } = plugin();
    const table = load(resolve(TEXT_LOADERS_ID) ?? '') ?? '';
    for (const language of languages) {
      for (const group of TEXT_GROUPS) {
        const module = path.join(root, textModulePath(language, group)).split(path.sep).join('/');
        const listed = table.includes(`import(${JSON.stringify(module)})`);
        expect(listed, `${language} ${group}`).toBe(!(language === 'en' && group === 'core'));
      }
    }
  });

  it('leaves other modules to the build', () => {
    const { resolve, load } = plugin();
    expect(resolve('./auth.json')).toBeNull();
    expect(resolve('/x/src/locales/hi/texts-forms-en.js')).toBeNull();
    expect(resolve('/x/src/locales/hi/texts-other-hi.js')).toBeNull();
    expect(load(path.join(root, 'src/lib/i18n.ts'))).toBeNull();
  });
});
