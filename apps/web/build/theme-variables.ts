import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/lib/theme';

/** What the app imports for the theme's CSS variables (app/main.tsx). */
export const THEME_VARIABLES_ID = 'virtual:theme-variables.css';
// A name that ends in .css, so that the bundler's stylesheet handling takes it like any other sheet.
const RESOLVED_ID = '/@para/theme-variables.css';

/**
 * The theme's CSS variables as Mantine's provider writes them (its own `<style>`, only the variables
 * that differ from the defaults in its stylesheet): rendered here once, by Mantine itself, so the
 * text is exactly what it would have written.
 */
export function themeVariablesCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, {
      theme,
      cssVariablesResolver,
      defaultColorScheme: 'light',
      withGlobalClasses: false,
    }),
  );
  const css = /^<style data-mantine-styles="true">([\s\S]+)<\/style>$/.exec(markup)?.[1];
  if (!css) throw new Error(`Mantine's provider wrote no variables where expected: ${markup.slice(0, 200)}`);
  return css;
}

/**
 * The theme's CSS variables as a stylesheet made at build time. Mantine's provider otherwise works
 * them out in the browser on every render of the provider: some 900 colour shades and sizes, each
 * through its colour functions, to keep the few that differ from its defaults; on a slow phone 100 ms
 * and more of every page's first long task, twice (the provider renders again once it has mounted).
 * The app and the server's pages render the provider with `withCssVariables={false}` and load this
 * sheet instead, with the app's others (so the server's pages carry the variables they read in their
 * critical styles, like any other rule).
 */
export function themeVariables(): Plugin {
  return {
    name: 'para:theme-variables',
    resolveId: (source) => (source === THEME_VARIABLES_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? themeVariablesCss() : null),
  };
}
