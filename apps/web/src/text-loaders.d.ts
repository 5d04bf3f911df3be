/** The loaders of each language's groups of texts, made by the build (build/text-modules.ts). */
declare module 'virtual:text-loaders' {
  import type { TextGroup } from './lib/text-parts';

  type TextModule = { default: Record<string, unknown> };
  const loaders: Record<string, Partial<Record<TextGroup, () => Promise<TextModule>>>>;
  export default loaders;
}
