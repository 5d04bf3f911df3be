/**
 * The global the document's loader script (ssr/document.ts) sets to a promise that settles once it
 * has added all of the page's module preloads; absent when the page has no such script.
 */
export const PRELOADS_ADDED_GLOBAL = '__preloadsAdded';

/**
 * Resolves once the document has announced the page's modules. The router must not ask for the first
 * page's module before that: the bundler's preload helper notes the document's links once, at its
 * first use, and adds the ones missing then itself, so a route asked for too early had a third of
 * the wizard's files announced twice (13 links, some 60 ms of the emulated phone's main thread).
 */
export function documentPreloadsAdded(): Promise<void> {
  const added = (window as unknown as Record<string, Promise<void> | undefined>)[PRELOADS_ADDED_GLOBAL];
  if (!added) return Promise.resolve();
  // Never held up for long by a script that stopped half-way: the files come anyway, at worst twice.
  return Promise.race([added, new Promise<void>((resolve) => setTimeout(resolve, MOST_WAITED_MS))]);
}

/** The longest the app waits for the document's announcements. */
const MOST_WAITED_MS = 2000;
