import type { Page } from '@playwright/test';

/**
 * Holds the page's requests for files matching `pattern` until `release()`: what the visitor sees
 * while they are on their way over a slow connection. `asked` lists the addresses asked for so far.
 */
export async function holdRequests(page: Page, pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  await page.route(pattern, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { release, asked };
}

/** Holds the app's entry script until `release()`: what the visitor sees on a slow connection. */
export async function holdTheApp(page: Page) {
  return (await holdRequests(page, /\/assets\/app-[\w-]+\.js$/)).release;
}
