import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const DEVELOPMENT_BUILD = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;

/** The production twin of a file of React Router's development build, or null for any other file. */
export function productionTwin(file: string): string | null {
  if (!DEVELOPMENT_BUILD.test(file)) return null;
  return file.replace(DEVELOPMENT_BUILD, '$1production$2');
}

/**
 * React Router's package sends every bundler to its development build, whatever the mode (its
 * exports name no production condition, remix-run/react-router#14102): that build keeps its
 * development warnings switched on, so the browser downloads them and runs their checks on every
 * navigation. In our builds, each of its files is taken from the production build beside it, which
 * differs only in that switch.
 */
export function routerProductionBuild(): Plugin {
  return {
    name: 'para:router-production-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.startsWith('react-router') && !(importer && DEVELOPMENT_BUILD.test(importer))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const twin = resolved && !resolved.external ? productionTwin(resolved.id) : null;
      return twin && existsSync(twin) ? { ...resolved, id: twin } : null;
    },
  };
}
