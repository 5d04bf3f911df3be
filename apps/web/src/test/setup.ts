import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first visit of a lazy route compiles its modules, which can take seconds on a cold run.
configure({ asyncUtilTimeout: 5000 });

// Server-rendering tests run in the node environment, without a window.
const browserLike = typeof window !== 'undefined';

// jsdom lacks these; Mantine reads them when it mounts.
if (browserLike && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (browserLike && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
if (browserLike) window.scrollTo = () => {};

afterEach(() => {
  if (!browserLike) return;
  cleanup();
  localStorage.clear();
});
