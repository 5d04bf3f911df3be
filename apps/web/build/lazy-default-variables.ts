import type { Plugin } from 'vite';

/** Mantine's module that compares a theme's CSS variables with its default theme's. */
const REMOVE_DEFAULT_VARIABLES =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/;

/** The two lines rewritten: the defaults worked out as the module loads, and the function that reads them. */
export const EAGER_DEFAULTS = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
export const COMPARING_FUNCTION = 'function removeDefaultVariables(input) {';

/** The module's text with its defaults worked out on first use instead; throws if it has changed shape. */
export function withLazyDefaults(code: string): string {
  if (!code.includes(EAGER_DEFAULTS) || !code.includes(COMPARING_FUNCTION)) {
    throw new Error(
      "Mantine's remove-default-variables.mjs has changed: build/lazy-default-variables.ts no longer matches it",
    );
  }
  return code
    .replace(EAGER_DEFAULTS, 'let defaultCssVariables;')
    .replace(
      COMPARING_FUNCTION,
      `${COMPARING_FUNCTION}\n\tdefaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);`,
    );
}

/**
 * Mantine's provider imports a module that works out all of its default theme's CSS variables (some
 * 900, through its colour functions) as soon as it loads, to compare a theme's variables with them.
 * The app does not use that comparison: the theme's variables are a stylesheet made at build time
 * (build/theme-variables.ts) and the provider is told not to write them. Yet the work ran on every
 * page load, inside the one long task that evaluates the app's modules (about a quarter of that task's
 * CPU samples in a trace of /user/dashboard at a phone's speed, decision 0064). Rewritten so that the defaults are worked out the first time the comparison is used,
 * which in the app is never; what the comparison returns is unchanged.
 */
export function lazyDefaultVariables(): Plugin {
  return {
    name: 'para:lazy-default-variables',
    enforce: 'pre',
    transform(code, id) {
      return REMOVE_DEFAULT_VARIABLES.test(id) ? { code: withLazyDefaults(code), map: null } : null;
    },
  };
}
