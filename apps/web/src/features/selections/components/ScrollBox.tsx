import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table's box: on a 360 px screen the table scrolls sideways inside it, not the page. The box is
 * a labelled region that takes the keyboard's focus, so it can be scrolled with the arrow keys.
 */
export function ScrollBox({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  // The region takes the focus: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
