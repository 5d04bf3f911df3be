import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { CORE_TEXT_FILES, TEXT_GROUPS, textModulePath } from '../src/lib/text-parts';
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
  it('puts every translation file of every language in exactly one group, but the English core', () => {
    const { resolve, load } = plugin();
    for (const language of languages) {
      const imported: string[] = [];
      for (const group of TEXT_GROUPS) {
        const id = resolve(textModulePath(language, group));
        expect(id).toBe(path.join(root, textModulePath(language, group)).split(path.sep).join('/'));
        const source = load(id ?? '') ?? '';
        imported.push(...[...source.matchAll(/from "\.\/([^"]+\.json)"/g)].map((match) => match[1] ?? ''));
      }
      const expected = readdirSync(path.join(locales, language)).filter(
        (file) =>
          file.endsWith('.json') &&
          file !== 'language.json' &&
          !(language === 'en' && (CORE_TEXT_FILES as readonly string[]).includes(file)),
      );
      expect(imported.sort()).toEqual(expected.sort());
    }
  });

  it('gives each file its own key, as the app looks texts up (`auth.*` from auth.json)', () => {
    const { load } = plugin();
    const source = load(path.join(root, textModulePath('hi', 'forms'))) ?? '';
    expect(source).toContain('import text0 from "./auth.json";');
    expect(source).toContain('import text1 from "./validation.json";');
    expect(source).toContain('export default { "auth": text0, "validation": text1 };');
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
