import { vi } from 'vitest';

/**
 * Makes every use of Intl throw, until `vi.unstubAllGlobals()`: for tests that a page or formatter
 * does without it (a page's first Intl formatter is a long task on a cheap phone).
 */
export function refuseIntl(): void {
  vi.stubGlobal(
    'Intl',
    new Proxy(Intl, {
      get: () => {
        throw new Error('Intl used');
      },
    }),
  );
}
