/**
 * The React app's document (index.html) for a page of the signed-in areas, announcing that page's
 * modules instead of the home page's: the browser fetches the entry, the layout, the page, the
 * profile check and the texts together, rather than one after another as each import is discovered
 * (five round trips on slow mobile data before anything is drawn).
 */
export function appShellHtml(indexHtml: string, preloads: string[]): string {
  const links = preloads
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  return indexHtml
    .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '')
    .replace('</head>', `    ${links}\n  </head>`);
}
