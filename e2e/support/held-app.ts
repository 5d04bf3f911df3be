import type { Page } from '@playwright/test';

/** Holds the app's entry script until `release()`: what the visitor sees on a slow connection. */
export async function holdTheApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
