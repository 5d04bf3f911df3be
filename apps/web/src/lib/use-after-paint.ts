import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true: for code that can
 * load once the page is on screen (menus, the profile check). On slow mobile data their downloads
 * then follow the page's own instead of sharing the link with them.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the timeout it sets, after it. As a transition, what
    // appears then (the user menu, the side panel, the profile check) is drawn in small slices: asking
    // for each one's code adds its files' preload links, some 20-40 ms of a cheap phone's main thread
    // each, which together made one long task of the render.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
