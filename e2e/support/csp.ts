import type { Page, PlaywrightTestArgs, TestFixture } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Starts watching a page for breaches of its Content Security Policy: a blocked script, style, image,
 * frame or request is a part of the portal that would silently not work for real users. Both the DOM's
 * 'securitypolicyviolation' event and Chromium's console report are caught (the console one also
 * covers what happens before any page script runs). Returns the list the breaches are added to.
 */
export async function watchCsp(page: Page): Promise<string[]> {
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
  return violations;
}

/** Fails the test when the watched page reported a breach; the list starts empty again. */
export function expectNoCspViolations(violations: string[]): void {
  const seen = violations.splice(0);
  expect(seen, 'Content Security Policy violations').toEqual([]);
}

/**
 * The test's page, watched: every test that uses a page fails on a breach. (A fixture on the page
 * rather than an automatic one, so a test that shares a page of its group (support/sweep.ts) does not
 * open a page of its own for nothing.)
 */
export const watchedPage: TestFixture<Page, PlaywrightTestArgs> = async ({ page }, use) => {
  const violations = await watchCsp(page);
  await use(page);
  expectNoCspViolations(violations);
};
