import type { ReactNode } from 'react';
import classes from './results.module.css';

/**
 * A wide table's box: on a narrow phone the table scrolls sideways inside it, not the page. The box
 * is a named region (a labelled section) that takes the keyboard's focus, so it can be scrolled with the arrow keys.
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className={classes.scroll} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
