import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After moving to another page, puts focus on its main heading (or <main>), so screen-reader users hear
 * where they are and keyboard users start at the content instead of the top of the header.
 * Not on the first load: then the browser's own start position is right.
 */
export function useFocusOnNavigate(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    const heading = main?.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
}
