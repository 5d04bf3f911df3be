import { type CompiledSheet, compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import postcss, { type Declaration } from 'postcss';

/** A stylesheet of the client build: its address in pages and its text. */
export interface BuiltStylesheet {
  href: string;
  css: string;
}

/**
 * The rules of a page's stylesheets that its HTML uses, for the page to carry them itself: the whole
 * sheets (the app's entry sheet alone is 107 KB, 16 KB compressed) then load after the first paint
 * instead of before it, which on regular 3G saves a round trip and their download. Each sheet is
 * compiled once; a page is then one pass over its HTML (a few milliseconds, and its result is kept for
 * pages of the same shape).
 */
export function compileStylesheet({ href, css }: BuiltStylesheet): CompiledSheet {
  return compileSheet(css, { href, allowRules: [SET_BEFORE_THE_PAINT] });
}

/**
 * Rules for what the page's first script sets on `<html>` before the paint, which the HTML as sent
 * does not show: the reader's high contrast (`data-contrast`, ssr/document.ts's boot script). They are
 * always carried, or such a reader would see the page in the ordinary colours until the sheets came.
 */
const SET_BEFORE_THE_PAINT = /\[data-contrast/;

/**
 * The critical rules of `sheets`, one sheet after the other in their order: those a document's
 * elements, classes, ids and attributes match.
 */
export function criticalCssOf(sheets: CompiledSheet[]): (documentHtml: string) => string {
  // Font faces come with the whole sheets, not before: the text shows in the system's font until then,
  // as it did while a font downloaded. Written into the page, a face can start a download the whole
  // sheets prevent: an English page fetched the 50 KB Devanagari font for its language menu, whose
  // names a small font written into the entry sheet covers.
  const processor = createProcessor(sheets, {
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'critical',
  });
  return (documentHtml) => trimmed(processor.extract(documentHtml).css, documentHtml);
}

const VARIABLE_REFERENCE = /var\(\s*(--[\w-]+)/g;
const referencesIn = (text: string) => [...text.matchAll(VARIABLE_REFERENCE)].map(([, name]) => name);

/**
 * The critical rules without the custom properties that neither the page nor those rules read: Mantine
 * declares some 900 on `:root` (every shade of every colour, every size of every component), half of
 * the rules kept for a page, and written into every document they would push it past the first round
 * trip of a slow connection (some 14 KB compressed). A property is kept when the document (its `style`
 * attributes, its other `<style>` elements) or a kept declaration reads it, or a kept property's value
 * does, however deep. The whole sheets, which follow, declare them all.
 */
export function trimmed(css: string, documentHtml: string): string {
  const root = postcss.parse(css);
  const variables = new Map<string, Declaration[]>();
  const read = new Set(referencesIn(documentHtml));
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) {
      variables.set(declaration.prop, [...(variables.get(declaration.prop) ?? []), declaration]);
    } else for (const name of referencesIn(declaration.value)) read.add(name);
  });
  const pending = [...read];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    for (const declaration of variables.get(name) ?? [])
      for (const inner of referencesIn(declaration.value))
        if (!read.has(inner)) {
          read.add(inner);
          pending.push(inner);
        }
  }
  for (const [name, declarations] of variables)
    if (!read.has(name)) for (const declaration of declarations) declaration.remove();
  // A rule left with nothing to declare says nothing.
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  return root.toString();
}
