import type { Page, PlaywrightTestArgs, TestFixture } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Fails a test when the page breaks its Content Security Policy: a blocked script, style, image, frame
 * or request is a part of the portal that would silently not work for real users. Both the DOM's
 * 'securitypolicyviolation' event and Chromium's console report are caught (the console one also
 * covers what happens before any page script runs).
 */
async function watchCsp(page: Page, use: () => Promise<void>) {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await use();
  expect(violations, 'Content Security Policy violations').toEqual([]);
}

export interface CspFixtures {
  cspGuard: undefined;
}

/** An automatic fixture: every test that uses a page is watched. */
export const cspGuard: [TestFixture<undefined, PlaywrightTestArgs>, { auto: true }] = [
  async ({ page }, use) => watchCsp(page, () => use(undefined)),
  { auto: true },
];
