/** What the server puts into index.html for a page of the signed-in areas. */
export interface SignedInDocument {
  lang: string;
  /** The modules the page runs first (the entry's imports, the layout, the page, the texts). */
  preloads: string[];
  /** The layout's and the page's stylesheets, beyond the entry's. */
  styles: string[];
  /** The layout drawn on the server (AppShellMarkup), put into #root. */
  body: string;
  /** Inline, before the first paint: the reader's text size, contrast and language (document.ts). */
  headScript: string;
  /** Inline: loads the app's entry and `preloads` once the layout has been painted (document.ts). */
  loaderScript: string;
}

/**
 * The React app's document (index.html) for a page of the signed-in areas. It carries the signed-in
 * layout, drawn on the server with its stylesheets, so the page's frame shows as soon as the document
 * and its styles are there instead of after the app has run (docs/decisions/0023). The app's modules
 * are asked for once that frame is painted (on slow mobile data they would otherwise share the link
 * with the stylesheets the paint waits for), and then all at once: the entry, the layout, the page,
 * the profile check and the texts together, rather than one after another as each import is
 * discovered (five round trips on slow mobile data before anything is drawn).
 */
export function appShellHtml(indexHtml: string, page: SignedInDocument): string {
  const links = page.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  return indexHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}" data-mantine-color-scheme="light">`)
    .replace('</title>', `</title>\n    <script>${page.headScript}</script>`)
    .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '')
    .replace(/[ \t]*<script type="module"[^>]*><\/script>\n?/g, '')
    .replace(
      '</head>',
      `    ${[...links, `<script>${page.loaderScript}</script>`].join('\n    ')}\n  </head>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}
