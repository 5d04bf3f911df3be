import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { isInGroup, TEXT_GROUPS, type TextGroup, textModulePath } from '../src/lib/text-parts';

/** What the app imports to load a language's group of texts (lib/i18n.ts). */
export const TEXT_LOADERS_ID = 'virtual:text-loaders';
const RESOLVED_LOADERS_ID = `\0${TEXT_LOADERS_ID}`;
/** A group's module, as an absolute path or from the app's folder: `…/src/locales/hi/texts-forms-hi.js`. */
const TEXT_MODULE = /(?:^|[\\/])src[\\/]locales[\\/]([a-z]{2,3}(?:-[A-Za-z]+)?)[\\/]texts-([a-z]+)-\1\.js$/;

/**
 * One module per language and group of texts (src/lib/text-parts.ts), made from the JSON files in
 * src/locales/<language>/, and a table of loaders for them. Each JSON file imported on its own would
 * be one request in the browser (a bundle per group still leaves one small file per namespace in
 * front of it: 26 on an athlete's page, 38 on a staff page); a module that imports a group's files
 * is one. Adding a language is still adding its folder: the modules follow the files.
 */
export function textModules(): Plugin {
  let root = process.cwd();
  const languageFolder = (language: string) => path.join(root, 'src', 'locales', language);
  const languages = () =>
    readdirSync(path.join(root, 'src', 'locales'), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && existsSync(path.join(languageFolder(entry.name), 'language.json')),
      )
      .map((entry) => entry.name)
      .sort();
  /** A group's JSON files in a language; none for the English core, which the app's entry carries. */
  const filesOf = (language: string, group: TextGroup) =>
    language === 'en' && group === 'core'
      ? []
      : readdirSync(languageFolder(language))
          .filter((file) => isInGroup(file, group))
          .sort();
  const absolute = (file: string) => path.join(root, file).split(path.sep).join('/');

  return {
    name: 'para:text-modules',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      if (id === TEXT_LOADERS_ID) return RESOLVED_LOADERS_ID;
      const match = TEXT_MODULE.exec(id);
      const [, language = '', group = ''] = match ?? [];
      if (!match || !(TEXT_GROUPS as readonly string[]).includes(group)) return null;
      return absolute(textModulePath(language, group as TextGroup));
    },
    load(id) {
      if (id === RESOLVED_LOADERS_ID) {
        const table = languages().map((language) => {
          const loaders = TEXT_GROUPS.filter((group) => filesOf(language, group).length > 0).map(
            (group) =>
              `${JSON.stringify(group)}: () => import(${JSON.stringify(absolute(textModulePath(language, group)))})`,
          );
          return `${JSON.stringify(language)}: { ${loaders.join(', ')} }`;
        });
        return `export default {\n  ${table.join(',\n  ')}\n};\n`;
      }
      const match = TEXT_MODULE.exec(id);
      if (!match) return null;
      const [, language = '', group = ''] = match;
      const files = filesOf(language, group as TextGroup);
      for (const file of files) this.addWatchFile(path.join(languageFolder(language), file));
      // Each file becomes a top-level key: auth.json holds the `auth.*` keys. The files' contents are
      // written into the module rather than imported: a file in two groups (a page's group repeats
      // some of `user`'s) would otherwise become a shared file of its own, one more request for each.
      // JSON.parse of one string is read faster than the same object as code.
      const texts = Object.fromEntries(
        files.map((file) => [
          file.replace(/\.json$/, ''),
          JSON.parse(readFileSync(path.join(languageFolder(language), file), 'utf8')) as unknown,
        ]),
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});\n`;
    },
  };
}
