// What a test in jsdom needs: Testing Library's matchers and clean-up, and what jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first visit of a lazy route compiles its modules, which can take seconds on a cold run.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; Mantine reads them when it mounts.
if (!window.matchMedia) {
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
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
