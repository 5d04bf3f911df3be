// What a test in a DOM needs: Testing Library's matchers and clean-up, and what the test DOM lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { mediaQueryList } from './media-query';

// The first visit of a lazy route compiles its modules, which can take seconds on a cold run.
configure({ asyncUtilTimeout: 5000 });

// Media queries asked by script never match, as the tests were written (jsdom had no matchMedia):
// a component's narrow-screen state is the one tested, whatever the test DOM would measure.
window.matchMedia = (query: string) => mediaQueryList(query, false);
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
