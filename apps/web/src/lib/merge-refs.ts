import { useMergedRef } from '@mantine/hooks';
import type { Ref, RefCallback } from 'react';

/**
 * `useMergeRefs` as @floating-ui/react names it (a list of refs in, one ref out), made with Mantine's
 * own `useMergedRef`: what Mantine's scroll area imports in floating-ui's place
 * (build/scroll-area-refs.ts), so that a page with a table does not load the popovers' library.
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return useMergedRef<T>(...refs);
}
