import { readFileSync } from 'node:fs';

/** What the client build wrote for a source file (Vite's .vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files one server-rendered app page needs: the app's entry and the page's own chunks. */
export interface AppPageAssets {
  script: string;
  styles: string[];
  /** Modules the page runs at once: fetched in parallel with the entry instead of after it. */
  preloads: string[];
}

/** Per route path (`login`…): that page's assets; per language the forms' translation files too. */
export interface AppAssets {
  page(path: string, language: string): AppPageAssets;
}

/** The source module of each page the server draws for the app (see route-tree.tsx). */
export const APP_PAGE_SOURCES: Record<string, string> = {
  login: 'src/features/auth/pages/LoginPage.tsx',
  register: 'src/features/auth/pages/RegisterPage.tsx',
  'reset-password': 'src/features/auth/pages/ResetPasswordPage.tsx',
  contact: 'src/features/content/pages/ContactPage.tsx',
};
const LAYOUT_SOURCE = 'src/components/public/PublicLayout.tsx';
/** The translation files a form page needs before the app can take it over (lib/i18n.ts). */
const FORM_TRANSLATIONS = ['auth', 'validation'];

/** Reads the client build's manifest once, at server start. */
export function readAppAssets(manifestUrl: URL): AppAssets {
  const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as Manifest;
  const entry = manifest['index.html'];
  if (!entry) throw new Error('index.html is missing from the client build');

  const collect = (roots: string[]) => {
    const files: string[] = [];
    const styles: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      if (chunk.file.endsWith('.js')) files.push(chunk.file);
      for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const root of roots) visit(root);
    return { files, styles };
  };

  return {
    page(path, language) {
      const source = APP_PAGE_SOURCES[path];
      const translations = FORM_TRANSLATIONS.flatMap((name) => [
        `src/locales/en/${name}.json`,
        ...(language === 'en' ? [] : [`src/locales/${language}/${name}.json`]),
      ]);
      const { files, styles } = collect([
        'index.html',
        LAYOUT_SOURCE,
        ...(source ? [source] : []),
        ...translations,
      ]);
      return { script: entry.file, styles, preloads: files.filter((file) => file !== entry.file) };
    },
  };
}
