import { readFileSync } from 'node:fs';
import type { PostedForm } from '@para/contract';
import { PRELOADS_ADDED_GLOBAL } from '../lib/document-preloads';
import { languages } from '../lib/i18n';
import { POSTED_FORM_ID, QUERY_STATE_ID, scriptSafeJson, TAKES_OVER_ATTRIBUTE } from '../lib/server-markup';
import { SESSION_KEY } from '../lib/session-key';
import type { AppPageAssets } from './app-assets';
import { type PageStyles, pageStylesReader, styleElements, stylesheets } from './page-styles';

/** What the client build wrote for a source file (Vite's .vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The client build's entry for server-rendered pages: a small script, not the React app. */
export const ENHANCE_ENTRY = 'src/public-enhance/main.ts';
/** The layout every content page is drawn in. */
const LAYOUT_SOURCE = 'src/components/public/PublicLayout.tsx';

/**
 * Each content page's source, by its route path (render.tsx's contentPaths): a page's document carries
 * the stylesheets of its layout and of this source, and never another page's. (All of them in every
 * page made /home wait for 13 stylesheets on slow data, the records and certificate checks' among them.)
 */
export const PAGE_SOURCES: Readonly<Record<string, string>> = {
  home: 'features/content/pages/HomePage',
  about: 'features/content/pages/AboutPage',
  'district-units': 'features/content/pages/DistrictUnitsPage',
  'upcoming-events': 'features/content/pages/EventsPage',
  'upcoming-events/:id': 'features/content/pages/EventDetailPage',
  news: 'features/content/pages/NewsPage',
  'news/:slug': 'features/content/pages/NewsArticlePage',
  faq: 'features/content/pages/FaqPage',
  'privacy-policy': 'features/content/pages/PrivacyPolicyPage',
  'refund-policy': 'features/content/pages/RefundPolicyPage',
  'terms-conditions': 'features/content/pages/TermsConditionsPage',
  'coming-soon': 'features/content/pages/ComingSoonPage',
  accessibility: 'features/content/pages/AccessibilityPage',
  results: 'features/content/pages/ResultsPage',
  'results/:formId': 'features/content/pages/CompetitionResultsPage',
  'verify/certificate': 'features/certificates/pages/VerifyCertificatePage',
  'verify/certificate/:number': 'features/certificates/pages/VerifyCertificatePage',
  records: 'features/records/pages/RecordsPage',
  'verify/accreditation/:token': 'features/accreditation/pages/VerifyAccreditationPage',
  'national-teams/:id': 'features/selections/pages/PublicTeamPage',
};

export interface DocumentAssets {
  /** The styles of the page at a route path (`news/:slug`); an unknown path gets the layout's. */
  stylesFor(routePath: string | undefined): PageStyles;
  script: string;
  preloads: string[];
}

/**
 * Stylesheets and the enhancement script, from the manifest beside this bundle (dist/ssr → dist/.vite).
 * A page's small stylesheets are read here, once, from the client build beside the manifest: each
 * one linked would cost slow data a round trip before the first paint (a regular 3G phone waits
 * some 300 ms per request, six at a time over HTTP/1.1).
 */
export function readAssets(manifestUrl: URL): DocumentAssets {
  const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as Manifest;
  const stylesOf = (keys: string[]) => {
    const styles = new Set<string>();
    const visited = new Set<string>();
    const collect = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || visited.has(key)) return;
      visited.add(key);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) collect(imported);
    };
    for (const key of keys) collect(key);
    return [...styles];
  };
  const entryStyles = manifest['index.html']?.css ?? [];
  const pageStyles = pageStylesReader(manifestUrl, entryStyles);
  const cache = new Map<string, PageStyles>();
  const stylesFor = (routePath: string | undefined): PageStyles => {
    const source = routePath === undefined ? undefined : PAGE_SOURCES[routePath];
    const key = source ?? '';
    const known = cache.get(key);
    if (known) return known;
    const pageKeys = ['index.html', LAYOUT_SOURCE, ...(source ? [`src/${source}.tsx`] : []), ENHANCE_ENTRY];
    const styles = pageStyles(stylesOf(pageKeys).filter((file) => !entryStyles.includes(file)));
    cache.set(key, styles);
    return styles;
  };

  const enhance = manifest[ENHANCE_ENTRY];
  if (!enhance) throw new Error(`${ENHANCE_ENTRY} is missing from the client build`);
  const preloads = new Set<string>();
  const walk = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      const file = manifest[imported]?.file;
      if (file && !preloads.has(file)) {
        preloads.add(file);
        walk(imported);
      }
    }
  };
  walk(ENHANCE_ENTRY);
  return { stylesFor, script: enhance.file, preloads: [...preloads] };
}

const escapeHtml = (value: string) =>
  value.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/**
 * Runs before the first paint: the reader's text size and contrast (lib/display.ts keeps the same
 * keys), and a language chosen in the React app before the server knew it (then the page reloads
 * once with the cookie set).
 */
export const bootScript = (lang: string) => `(function(){var r=document.documentElement;try{
var d=JSON.parse(localStorage.getItem('display')||'null');
if(d){if(d.textSize==='small')r.style.fontSize='87.5%';if(d.textSize==='large')r.style.fontSize='125%';if(d.highContrast===true)r.dataset.contrast='high';}
var l=localStorage.getItem('language');
if(l&&l!==${JSON.stringify(lang)}&&${JSON.stringify(languages.map((language) => language.code))}.indexOf(l)>=0&&document.cookie.indexOf('lang='+l)<0){document.cookie='lang='+l+';path=/;max-age=31536000;samesite=lax';location.reload();}
}catch(e){}})();`;

/** The head's common part: character set, viewport, title, description, icon. */
const headStart = (title: string, description: string) => `<meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <meta name="description" content="${escapeHtml(description)}" />
    <meta name="theme-color" content="#1864ab" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />`;

export interface DocumentParts {
  lang: string;
  title: string;
  description: string;
  body: string;
  assets: DocumentAssets;
  /** The route path of the page drawn (`news/:slug`): which page's styles go with it. */
  routePath: string | undefined;
}

/** The whole HTML document; the server adds Open Graph tags to it for news and events. */
export function documentHtml({ lang, title, description, body, assets, routePath }: DocumentParts): string {
  const page = (headStyles: string) => `<!doctype html>
<html lang="${escapeHtml(lang)}" data-mantine-color-scheme="light">
  <head>
    ${headStart(title, description)}
    <script>${bootScript(lang)}</script>
    ${headStyles}
    <script type="module" src="/${assets.script}"></script>
    ${assets.preloads.map((file) => `<link rel="modulepreload" href="/${file}" />`).join('\n    ')}
  </head>
  <body>
    <div id="root">${body}</div>
  </body>
</html>
`;
  return page(styleElements(assets.stylesFor(routePath), page));
}

export const appHeadScript = (lang: string) => bootScript(lang);

/**
 * How long one task may go on adding module preloads, in milliseconds: each asks the browser for a
 * file, which took 1-5 ms of the main thread in profiles of the fee page, and 5 ms of the test
 * machine's in Lighthouse's traces (where a task counts four times its length). Counted in time, not
 * in files, a slow phone adds fewer per task and no task grows long: 5 ms and the last file's cost
 * stay under the 50 ms that count as blocking even four times over. The app's router waits until the
 * last is added (lib/document-preloads.ts).
 */
export const PRELOAD_TASK_MS = 5;

/** What starts the app's download. */
export type AppStart =
  /** Once the page has been painted (the signed-in pages: nothing works before the app). */
  | 'painted'
  /**
   * The visitor's first input in the page's content (`<main>`): a key, a touch, a click or focus
   * there (the forms, which post to the server without the app). The header's menus, language and
   * display controls work without it (the public pages' small script), so a visitor who only reads
   * or goes elsewhere never pays for the app; a signed-in reader, whom the app sends on, gets it at
   * once.
   */
  | 'first-input';

/**
 * Starts the app's download: all of the page's modules at once (no waterfall of imports), the entry
 * first, then the preloads in short tasks (PRELOAD_TASK_MS), since asking for 130 files in one task blocked the
 * main thread for some 170 ms on the emulated phone (counted as blocking time, docs/decisions/0030).
 * Once painted, it waits for the paint: on slow mobile data its scripts would otherwise share the
 * connection with the stylesheets the first paint waits for.
 */
export const appLoaderScript = (
  assets: Pick<AppPageAssets, 'script' | 'preloads'>,
  start: AppStart = 'painted',
) => {
  const load = `var d=document,go=function(){if(go.done)return;go.done=1;var s=d.createElement('script');s.type='module';s.src=${JSON.stringify(`/${assets.script}`)};var p=${JSON.stringify(assets.preloads.map((file) => `/${file}`))},i=0,added;window[${JSON.stringify(PRELOADS_ADDED_GLOBAL)}]=new Promise(function(r){added=r});d.head.appendChild(s);(function next(){var t=performance.now();while(p.length>i){var l=d.createElement('link');l.rel='modulepreload';l.href=p[i++];d.head.appendChild(l);if(performance.now()-t>=${PRELOAD_TASK_MS})break;}if(p.length>i)setTimeout(next,0);else added();})();},painted=function(){requestAnimationFrame(function(){setTimeout(go,0);});setTimeout(go,3000);};`;
  if (start === 'painted') return `(function(){${load}painted();})();`;
  return `(function(){${load}var signedIn=null;try{signedIn=localStorage.getItem(${JSON.stringify(SESSION_KEY)});}catch(e){}if(signedIn){painted();return;}var kinds=['focusin','pointerdown','keydown','touchstart','input'],first=function(e){var m=d.getElementById('main');if(!m||!(e.target instanceof Node)||!m.contains(e.target))return;kinds.forEach(function(k){d.removeEventListener(k,first,true);});go();};kinds.forEach(function(k){d.addEventListener(k,first,true);});})();`;
};

export interface AppDocumentParts {
  lang: string;
  title: string;
  description: string;
  body: string;
  assets: AppPageAssets;
  /** The public pages' small script, which works the header until the app takes over. */
  enhance: Pick<DocumentAssets, 'script' | 'preloads'>;
  queryState: unknown;
  /** A form posted without the app's script, which the page is drawn with (lib/posted-form.ts). */
  posted?: PostedForm;
}

/** A page drawn on the server for the React app to take over: the app's own document, filled in. */
export function appDocumentHtml({
  lang,
  title,
  description,
  body,
  assets,
  enhance,
  queryState,
  posted,
}: AppDocumentParts): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" data-mantine-color-scheme="light" ${TAKES_OVER_ATTRIBUTE}="">
  <head>
    ${headStart(title, description)}
    <script>${appHeadScript(lang)}</script>
    ${stylesheets(assets.styles)}
    <script type="module" src="/${enhance.script}"></script>
    ${enhance.preloads.map((file) => `<link rel="modulepreload" href="/${file}" />`).join('\n    ')}
    <script>${appLoaderScript(assets, 'first-input')}</script>
  </head>
  <body>
    <div id="root">${body}</div>
    <script type="application/json" id="${QUERY_STATE_ID}">${scriptSafeJson(queryState)}</script>${
      posted
        ? `\n    <script type="application/json" id="${POSTED_FORM_ID}">${scriptSafeJson(posted)}</script>`
        : ''
    }
  </body>
</html>
`;
}
