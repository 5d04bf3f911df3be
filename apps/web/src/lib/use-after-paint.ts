import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true: for code that can
 * load once the page is on screen (menus, the profile check). On slow mobile data their downloads
 * then follow the page's own instead of sharing the link with them.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the timeout it sets, after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
