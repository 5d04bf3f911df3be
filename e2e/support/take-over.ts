import type { Page } from '@playwright/test';

/** Resolves once the app has taken over the page the server drew (app/ServerMarkupPhase.tsx). */
export const appReady = (page: Page) =>
  page.waitForFunction(() => (window as { __appReady?: boolean }).__appReady === true);

/**
 * The forms the server draws (sign-in, sign-up, password reset, contact) load the app at the
 * visitor's first input in the page's content. For a journey about what the app does there, that
 * input is focus on the form's first field; resolves once the app has taken the page over.
 */
export async function bringTheApp(page: Page): Promise<void> {
  await page.locator('main form input:not([type="hidden"]), main form textarea').first().focus();
  await appReady(page);
}
