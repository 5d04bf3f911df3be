import { readFileSync } from 'node:fs';
import { languages } from '../lib/i18n';
import { QUERY_STATE_ID, scriptSafeJson } from '../lib/server-markup';
import type { AppPageAssets } from './app-assets';

/** What the client build wrote for a source file (Vite's .vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The client build's entry for server-rendered pages: a small script, not the React app. */
export const ENHANCE_ENTRY = 'src/public-enhance/main.ts';
/** Source files whose styles a server-rendered page needs: the layout and the pages rendered. */
const STYLED_SOURCES =
  /^src\/(components\/public\/PublicLayout|features\/content\/pages\/(Home|About|DistrictUnits|Events|EventDetail|News|NewsArticle|Faq|PrivacyPolicy|RefundPolicy|TermsConditions|ComingSoon|Accessibility|Results|CompetitionResults)Page|features\/records\/pages\/RecordsPage|features\/selections\/pages\/PublicTeamPage|features\/accreditation\/pages\/VerifyAccreditationPage|features\/certificates\/pages\/VerifyCertificatePage)\.tsx$/;

export interface DocumentAssets {
  styles: string[];
  script: string;
  preloads: string[];
}

/** Stylesheets and the enhancement script, from the manifest beside this bundle (dist/ssr → dist/.vite). */
export function readAssets(manifestUrl: URL): DocumentAssets {
  const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as Manifest;
  const styles = new Set<string>();
  const visited = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  // The app's entry stylesheet (Mantine's component styles, global rules) first, then the pages'.
  collect('index.html');
  for (const key of Object.keys(manifest).filter((name) => STYLED_SOURCES.test(name))) collect(key);
  // The enhancement script's own styles (the About Us dialog).
  for (const css of manifest[ENHANCE_ENTRY]?.css ?? []) styles.add(css);

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
  return { styles: [...styles], script: enhance.file, preloads: [...preloads] };
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

export const stylesheets = (files: string[]) =>
  files.map((file) => `<link rel="stylesheet" href="/${file}" />`).join('\n    ');

export interface DocumentParts {
  lang: string;
  title: string;
  description: string;
  body: string;
  assets: DocumentAssets;
}

/** The whole HTML document; the server adds Open Graph tags to it for news and events. */
export function documentHtml({ lang, title, description, body, assets }: DocumentParts): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" data-mantine-color-scheme="light">
  <head>
    ${headStart(title, description)}
    <script>${bootScript(lang)}</script>
    ${stylesheets(assets.styles)}
    <script type="module" src="/${assets.script}"></script>
    ${assets.preloads.map((file) => `<link rel="modulepreload" href="/${file}" />`).join('\n    ')}
  </head>
  <body>
    <div id="root">${body}</div>
  </body>
</html>
`;
}

/**
 * Held back until the app has taken the page over: a form submitted earlier (Enter pressed while the
 * app was still loading) would otherwise be posted as a plain form and reload the page; the app sends
 * it once it is there (app/ServerMarkupPhase.tsx).
 */
const earlySubmitScript = `document.addEventListener('submit',function(e){if(!window.__appReady){e.preventDefault();window.__earlySubmit=e.target;}},true);`;

/** The first script of a page the app takes over: display settings and language, early submits. */
export const appHeadScript = (lang: string) => `${bootScript(lang)}${earlySubmitScript}`;

/** Module preloads added per task: each costs about 1 ms of a cheap phone's main thread. */
const PRELOADS_PER_TASK = 10;

/**
 * Starts the app's download once the page has been painted: on slow mobile data its scripts would
 * otherwise share the connection with the stylesheets the first paint waits for. All of the page's
 * modules are asked for at once (no waterfall of imports): the entry first, then the preloads in
 * tasks of a few each, since asking for 130 files in one task blocked the main thread for some
 * 170 ms on the emulated phone (counted as blocking time, docs/decisions/0030).
 */
export const appLoaderScript = (assets: Pick<AppPageAssets, 'script' | 'preloads'>) =>
  `(function(){var d=document,go=function(){if(go.done)return;go.done=1;var s=d.createElement('script');s.type='module';s.src=${JSON.stringify(`/${assets.script}`)};d.head.appendChild(s);var p=${JSON.stringify(assets.preloads.map((file) => `/${file}`))},i=0;(function next(){var f=d.createDocumentFragment();p.slice(i,i+=${PRELOADS_PER_TASK}).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;f.appendChild(l);});d.head.appendChild(f);if(p.length>i)setTimeout(next,0);})();};requestAnimationFrame(function(){setTimeout(go,0);});setTimeout(go,3000);})();`;

export interface AppDocumentParts {
  lang: string;
  title: string;
  description: string;
  body: string;
  assets: AppPageAssets;
  queryState: unknown;
  noScript: string;
}

/** A page drawn on the server for the React app to take over: the app's own document, filled in. */
export function appDocumentHtml({
  lang,
  title,
  description,
  body,
  assets,
  queryState,
  noScript,
}: AppDocumentParts): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" data-mantine-color-scheme="light">
  <head>
    ${headStart(title, description)}
    <script>${appHeadScript(lang)}</script>
    ${stylesheets(assets.styles)}
    <script>${appLoaderScript(assets)}</script>
  </head>
  <body>
    <noscript><p style="font: 18px/1.5 system-ui, sans-serif; padding: 16px; max-width: 40em">${escapeHtml(noScript)}</p></noscript>
    <div id="root">${body}</div>
    <script type="application/json" id="${QUERY_STATE_ID}">${scriptSafeJson(queryState)}</script>
  </body>
</html>
`;
}
