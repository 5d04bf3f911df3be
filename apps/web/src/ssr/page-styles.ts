import { readFileSync } from 'node:fs';
import type { CompiledSheet } from 'beasties/compiler';
import { compileStylesheet, criticalCssOf } from './critical-css';

/**
 * The styles of a server-drawn content page (decisions 0045 and 0059): the rules of its stylesheets
 * that it draws, written into it, and the stylesheets themselves put back in their place once it has
 * been painted.
 */

/** What a page's document carries for styles. */
export interface PageStyles {
  /**
   * Loaded without holding up the first paint, in their order: the app's entry stylesheet (Mantine's
   * components, global rules) and the layout's and the page's, each kept by the browser across pages.
   */
  deferred: string[];
  /** The rules of the deferred sheets that a document linking them uses (critical-css.ts). */
  critical(documentHtml: string): string;
  /** Linked before the first paint (only when the deferred sheets could not be read). */
  links: string[];
  /** Written into the page as they are (the same case): the small sheets, in order. */
  inline: string;
}

/** A page's own styles written into its document up to this size; a larger file stays a link. */
const INLINE_STYLE_LIMIT = 16 * 1024;

/**
 * The styles of a page whose own stylesheets (beyond the entry's, in order) are `own`, from the
 * client build beside the manifest. Each stylesheet is read and compiled once.
 */
export function pageStylesReader(manifestUrl: URL, entryStyles: string[]): (own: string[]) => PageStyles {
  const readText = (file: string) => {
    try {
      return readFileSync(new URL(`../${file}`, manifestUrl), 'utf8');
    } catch {
      return null;
    }
  };
  /** A stylesheet's text, when it can go into the page as it is (no relative url(), not large). */
  const inlineText = (file: string) => {
    const text = readText(file);
    // A picture written into the CSS (data:) or at an absolute address reads the same from the page.
    return text !== null && text.length <= INLINE_STYLE_LIMIT && !/url\((?!["']?(?:\/|data:))/i.test(text)
      ? text
      : null;
  };
  const compiled = new Map<string, CompiledSheet | null>();
  /** A stylesheet compiled for its critical rules, or null when it cannot be read. */
  const compiledSheet = (file: string) => {
    if (!compiled.has(file)) {
      const css = readText(file);
      compiled.set(file, css === null ? null : compileStylesheet({ href: `/${file}`, css }));
    }
    return compiled.get(file) ?? null;
  };
  return (own) => {
    const all = [...entryStyles, ...own];
    const sheets = all.map(compiledSheet);
    if (sheets.every((sheet) => sheet !== null)) {
      // Every sheet comes after the first paint, in the order they applied in before (the entry's
      // first, then the layout's and the page's); the rules of them the page uses come with it.
      return { deferred: all, links: [], inline: '', critical: criticalCssOf(sheets as CompiledSheet[]) };
    }
    // A build whose sheets cannot all be read: the entry's linked, the others written in where they
    // can be, as they are, and the paint waits for them.
    const links = [...entryStyles];
    const inline: string[] = [];
    for (const file of own) {
      const text = inlineText(file);
      if (text === null) links.push(file);
      else inline.push(text);
    }
    return { deferred: [], links, inline: escapeStyle(inline.join('\n')), critical: () => '' };
  };
}

/** Style text as it can stand in a `<style>` element. */
const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

export const stylesheets = (files: string[]) =>
  files.map((file) => `<link rel="stylesheet" href="/${file}" />`).join('\n    ');

/**
 * The head's style elements for a page drawn by `page` (its whole document around the head's
 * styles). The page's rules of the deferred sheets are written in where the sheets were linked, and
 * the sheets are put back in that place once the page has been painted, so the cascade is the same
 * as when they held up the paint. Without the script the `<noscript>` links load them as before.
 */
export function styleElements(styles: PageStyles, page: (headStyles: string) => string): string {
  const inline = styles.inline ? `\n    <style>${styles.inline}</style>` : '';
  const linked = stylesheets([...styles.deferred, ...styles.links]) + inline;
  if (styles.deferred.length === 0) return linked;
  // The rules are matched against the page as it would be with its sheets linked.
  const critical = escapeStyle(styles.critical(page(linked)));
  const deferred = stylesheets(styles.deferred);
  return (
    [
      `<style>${critical}</style>`,
      `<template id="${DEFERRED_STYLES_ID}">${deferred}</template>`,
      `<script>${DEFERRED_STYLES_SCRIPT}</script>`,
      `<noscript>${deferred}</noscript>`,
      stylesheets(styles.links),
    ]
      .filter(Boolean)
      .join('\n    ') + inline
  );
}

/** The `<template>` holding a page's deferred stylesheets until it has been painted. */
const DEFERRED_STYLES_ID = 'deferred-styles';

/**
 * Puts the deferred stylesheets in their place once the page's content has been painted (or after
 * 3 s, for a page opened in the background, which is not painted): asked for before, even as print
 * sheets, they share slow data with the page itself. The first frame can come while the document is
 * still arriving, with nothing in it, so it waits for the browser's first contentful paint, or where
 * paints are not reported (an observer of an unknown kind never fires), for the frame after the
 * document has been read.
 */
export const DEFERRED_STYLES_SCRIPT = `(function(){var d=document,t=d.getElementById('${DEFERRED_STYLES_ID}');if(!t)return;var put=function(){if(put.done)return;put.done=1;t.parentNode.replaceChild(d.importNode(t.content,true),t);},later=function(){setTimeout(put,0);};setTimeout(put,3000);var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();later();}}).observe({type:'paint',buffered:true});}else{d.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(later);});}})();`;
