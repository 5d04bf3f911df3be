import { type ComponentPropsWithoutRef, forwardRef } from 'react';

/** Props of Mantine's scroll area that Mantine's table scroll container may pass, which a div does not take. */
interface ScrollAreaOnlyProps {
  offsetScrollbars?: unknown;
  scrollbarSize?: unknown;
  scrollHideDelay?: unknown;
  scrollbars?: unknown;
  type?: unknown;
}

/**
 * What Mantine's table scroll container (`Table.ScrollContainer`) draws its box with, in the place of
 * Mantine's scroll area (build/table-scroll-container.ts): the browser's own scrolling box. The app's
 * tables scroll in components/DataTable.tsx's box and do not use that container, but Mantine's table
 * carries it as a static member, so every page with a table loaded the scroll area (5 KB compressed)
 * for nothing. Should the container be used one day, it still scrolls, as with its `type="native"`.
 */
export const ScrollArea = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & ScrollAreaOnlyProps>(
  function TableScrollArea(
    { offsetScrollbars, scrollbarSize, scrollHideDelay, scrollbars, type, style, ...others },
    ref,
  ) {
    return <div ref={ref} {...others} style={{ overflow: 'auto', ...style }} />;
  },
);
