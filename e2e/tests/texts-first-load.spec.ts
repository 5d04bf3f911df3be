import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ATHLETE_PASSWORD, adminSession, loginByApi } from '../support/athletes.js';
import { approvedAthlete, personPage } from '../support/competitions.js';
import { expect, screenshot, test } from '../support/fixtures.js';
import { holdRequests } from '../support/held-app.js';

// Every language has every English key, so a Hindi reader's page waits for the Hindi texts only: the
// English ones, a fallback, come after the page is shown. On a slow phone that is a download of some
// 23 KB (40 KB on a staff page) less before the first page. Should the Hindi texts not come, the page
// is drawn in English, never as keys.

/** A signed-in athlete's dashboard, about to be opened by a reader who chose Hindi. */
async function hindiReader(browser: Browser, request: APIRequestContext, options: object, name: string) {
  const athlete = await approvedAthlete(request, name, 'T44', 'Kollam');
  const session = await loginByApi(request, athlete.email, ATHLETE_PASSWORD);
  const page = await personPage(browser, options, session);
  await page.addInitScript(() => window.localStorage.setItem('language', 'hi'));
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: process.env.E2E_BASE_URL ?? '' }]);
  return page;
}

/** Every text the page has shown that looks like a translation key of the dashboard's (`dashboard.…`). */
async function watchForKeys(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __keysSeen?: string[] }).__keysSeen = seen;
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      const key = /\b(?:dashboard|pages|app)\.[a-z]\w*/.exec(text);
      if (key) seen.push(key[0]);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as { __keysSeen?: string[] }).__keysSeen ?? []);
}

test('a Hindi reader’s signed-in page is drawn without waiting for the English texts', async ({
  browser,
  request,
}, testInfo) => {
  const page = await hindiReader(browser, request, testInfo.project.use, 'Meenakshi Iyer');
  // The English texts of the signed-in pages never arrive while the page is drawn.
  const english = await holdRequests(page, /\/assets\/texts-[a-z]+-en-[\w-]+\.js$/);

  await page.goto('/user/dashboard');
  // The app's own layout (the server's is gone), in Hindi, with the page's Hindi texts.
  await expect(page.locator('[data-app-shell]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByText('स्वागत है, Meenakshi Iyer!')).toBeVisible();
  await expect(page.getByText('त्वरित लिंक')).toBeVisible();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await screenshot(page, 'dashboard-hi-before-english');
  }
  // Asked for once the page was shown, as the fallback.
  await expect.poll(() => english.asked.length).toBeGreaterThan(0);
  english.release();
  await page.context().close();
});

test('when the Hindi texts do not come, the page is drawn in English, never as keys', async ({
  browser,
  request,
}, testInfo) => {
  const page = await hindiReader(browser, request, testInfo.project.use, 'Nirmala Das');
  const keysSeen = await watchForKeys(page);
  await page.route(/\/assets\/texts-[a-z]+-hi-[\w-]+\.js$/, (route) => route.abort());

  await page.goto('/user/dashboard');
  await expect(page.locator('[data-app-shell]')).toHaveCount(0);
  await expect(page.getByText('Welcome, Nirmala Das!')).toBeVisible();
  await expect(page.getByText('Quick links')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await keysSeen()).toEqual([]);
  await page.context().close();
});

test('an athlete’s visit never downloads the administrators’ texts; a staff page reached on the way has them', async ({
  browser,
  request,
}, testInfo) => {
  const adminTexts = /\/assets\/texts-admin-[a-z]+-[\w-]+\.js$/;
  const athlete = await approvedAthlete(request, 'Sreeja Menon', 'T44', 'Kollam');
  const page = await personPage(
    browser,
    testInfo.project.use,
    await loginByApi(request, athlete.email, ATHLETE_PASSWORD),
  );
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(sent.url()));
  await page.goto('/user/dashboard');
  await expect(page.getByText('Welcome, Sreeja Menon!')).toBeVisible();
  // The rest of the athlete's texts follow once the page is shown; the administrators' never.
  await expect.poll(() => asked.some((url) => /\/assets\/texts-user-en-/.test(url))).toBe(true);
  await page.waitForTimeout(1000);
  expect(asked.filter((url) => adminTexts.test(url))).toEqual([]);
  await page.context().close();

  // An administrator on a shared page (their settings) who then opens a staff page in the app.
  const admin = await personPage(browser, testInfo.project.use, adminSession());
  const adminAsked: string[] = [];
  admin.on('request', (sent) => adminAsked.push(sent.url()));
  await admin.goto('/user/settings');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  expect(adminAsked.filter((url) => adminTexts.test(url))).toEqual([]);
  await admin.evaluate(() => {
    window.history.pushState({}, '', '/admin/notices');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(admin.getByRole('heading', { level: 1, name: 'Notices sent' })).toBeVisible();
  expect(adminAsked.some((url) => adminTexts.test(url))).toBe(true);
  // The table's headers are texts of the administrators' group, shown as words, not keys.
  await expect(admin.getByRole('columnheader', { name: 'Channel', exact: true })).toBeVisible();
  await expect(admin.locator('body')).not.toContainText(/\bnoticesAdmin\.\w+/);
  await admin.context().close();
});
