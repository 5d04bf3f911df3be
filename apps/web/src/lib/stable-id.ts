import { useId as useReactId } from 'react';

/**
 * The id Mantine's components give their labels, inputs and popovers, in place of Mantine's own hook
 * (build/stable-ids.ts puts it there). Mantine's hook draws with React's id, then replaces it with a
 * random one in a layout effect: every input, checkbox and menu of a page drew itself twice on arrival,
 * the second time as one synchronous render (some 120 ms of the emulated cheap phone's main thread on
 * the registration wizard's first step). React's id is unique in the page and the same on the server
 * and in the browser, so the random one adds nothing; the id and its form are kept.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
