import { readFileSync } from 'node:fs';
import {
  AREA_GROUPS,
  PAGE_TEXT_GROUPS,
  SIGNED_IN_GROUPS,
  type TextGroup,
  textGroupsFor,
  textModulePath,
} from '../lib/text-parts';

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
  /** The app's entry module (index.html's script). */
  entry: string;
  page(path: string, language: string): AppPageAssets;
  /**
   * The modules a page of the signed-in areas runs before it shows anything (the app's entry, the
   * area's layout, the page, the texts), for `pathname`; null for a page the browser router draws
   * without the signed-in layout. The profile check and the toasts are not among them: they load
   * once the page is shown (app/RootLayout.tsx, app/providers.tsx).
   */
  signedIn(pathname: string, language: string): string[] | null;
  /**
   * Every list `signedIn` can give in `language`: it depends on the address only through the page
   * found in SIGNED_IN_PAGE_SOURCES (or none) and the groups of texts it waits for (lib/text-parts.ts,
   * textGroupsFor). The server allows the inline scripts made from these, and no others.
   */
  signedInVariants(language: string): string[][];
  /**
   * The stylesheets of the signed-in layout and of the page at `pathname`, beyond the entry's: the
   * server draws the layout into the document, which must look right before the app runs.
   */
  signedInStyles(pathname: string): string[];
}

/**
 * The pages an athlete opens most, by address, with their source module: announced to the browser
 * with the document, so it fetches them with the entry instead of after it. Other signed-in pages
 * get the layout and the rest, and fetch their own page module when the router asks for it.
 */
export const SIGNED_IN_PAGE_SOURCES: [RegExp, string][] = [
  [/^\/user\/dashboard\/?$/, 'src/features/registration/pages/DashboardPage.tsx'],
  [/^\/(registration|edit-registration)\/?$/, 'src/features/registration/pages/RegistrationWizardPage.tsx'],
  [/^\/registration-payment\/?$/, 'src/features/payments/pages/RegistrationPaymentPage.tsx'],
  [/^\/user\/(events-list|upcoming-events)\/?$/, 'src/features/competitions/pages/CompetitionsPage.tsx'],
  [/^\/user\/form\/[^/]+\/?$/, 'src/features/competitions/pages/EntryFormPage.tsx'],
  [/^\/user\/event-form\/[^/]+\/?$/, 'src/features/competitions/pages/MyEntryPage.tsx'],
  [/^\/user\/certificates\/?$/, 'src/features/certificates/pages/MyCertificatesPage.tsx'],
  [/^\/user\/events-results\/?$/, 'src/features/results/pages/MyResultsPage.tsx'],
  [/^\/user\/accreditation-card\/?$/, 'src/features/accreditation/pages/MyAccreditationCardsPage.tsx'],
];
/** Addresses drawn inside the signed-in layout (route-tree.tsx: the flow pages, /user and /admin). */
const SIGNED_IN_PATHS =
  /^\/(user|admin|district|registration|edit-registration|registration-payment|account-setup|uid-status)(\/|$)/;
const APP_LAYOUT_SOURCE = 'src/components/app/AppLayout.tsx';
/** The staff areas' route table, which the router adds when one of their addresses opens (route-tree.tsx). */
const STAFF_PATHS = /^\/(admin|district)(\/|$)/;
const STAFF_ROUTES_SOURCE = 'src/app/staff-routes.tsx';

/** The source module of each page the server draws for the app (see route-tree.tsx). */
export const APP_PAGE_SOURCES: Record<string, string> = {
  login: 'src/features/auth/pages/LoginPage.tsx',
  register: 'src/features/auth/pages/RegisterPage.tsx',
  'reset-password': 'src/features/auth/pages/ResetPasswordPage.tsx',
  contact: 'src/features/content/pages/ContactPage.tsx',
};
const LAYOUT_SOURCE = 'src/components/public/PublicLayout.tsx';

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

  // The reader's language only: the English texts, a fallback, load after the page is shown
  // (lib/i18n.ts, startI18n), and announcing them would have them compete with what the page needs.
  const translationsOf = (language: string, groups: readonly TextGroup[]) =>
    groups.map((group) => textModulePath(language, group)).filter((key) => key in manifest);

  const signedInModules = (
    page: string | undefined,
    groups: readonly TextGroup[],
    language: string,
    staff: boolean,
  ) => {
    const translations = translationsOf(language, groups);
    const { files } = collect([
      'index.html',
      APP_LAYOUT_SOURCE,
      ...(staff ? [STAFF_ROUTES_SOURCE] : []),
      ...(page ? [page] : []),
      ...translations,
    ]);
    return files.filter((file) => file !== entry.file);
  };

  return {
    entry: entry.file,
    signedIn(pathname, language) {
      if (!SIGNED_IN_PATHS.test(pathname)) return null;
      const page = SIGNED_IN_PAGE_SOURCES.find(([pattern]) => pattern.test(pathname))?.[1];
      return signedInModules(page, textGroupsFor(pathname), language, STAFF_PATHS.test(pathname));
    },
    signedInVariants(language) {
      const pages = [undefined, ...SIGNED_IN_PAGE_SOURCES.map(([, source]) => source)];
      const groupLists = [SIGNED_IN_GROUPS, AREA_GROUPS, ...PAGE_TEXT_GROUPS.map(([, groups]) => groups)];
      return pages.flatMap((page) =>
        groupLists.flatMap((groups) =>
          [false, true].map((staff) => signedInModules(page, groups, language, staff)),
        ),
      );
    },
    signedInStyles(pathname) {
      const page = SIGNED_IN_PAGE_SOURCES.find(([pattern]) => pattern.test(pathname))?.[1];
      const own = new Set(collect(['index.html']).styles);
      return collect([APP_LAYOUT_SOURCE, ...(page ? [page] : [])]).styles.filter((css) => !own.has(css));
    },
    page(path, language) {
      const source = APP_PAGE_SOURCES[path];
      // The texts the app waits for before it takes the form over (lib/text-parts.ts, textGroupsFor).
      const translations = translationsOf(language, textGroupsFor(`/${path}`));
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
