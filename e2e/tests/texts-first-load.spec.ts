import { ATHLETE_PASSWORD, loginByApi } from '../support/athletes.js';
import { approvedAthlete, personPage } from '../support/competitions.js';
import { expect, test } from '../support/fixtures.js';

// Every language has every English key, so a Hindi reader's page waits for the Hindi texts only: the
// English ones, a fallback, come after the page is shown. On a slow phone that is a download of some
// 23 KB (40 KB on a staff page) less before the first page.

test('a Hindi reader’s signed-in page is drawn without waiting for the English texts', async ({
  browser,
  request,
}, testInfo) => {
  const athlete = await approvedAthlete(request, 'Meenakshi Iyer', 'T44', 'Kollam');
  const session = await loginByApi(request, athlete.email, ATHLETE_PASSWORD);
  const page = await personPage(browser, testInfo.project.use, session);
  await page.addInitScript(() => window.localStorage.setItem('language', 'hi'));
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: process.env.E2E_BASE_URL ?? '' }]);
  // The English texts of the signed-in pages never arrive while the page is drawn.
  let releaseEnglish = () => {};
  const englishHeld = new Promise<void>((resolve) => {
    releaseEnglish = resolve;
  });
  const englishAsked: string[] = [];
  await page.route(/\/assets\/texts-en-[\w-]+\.js$/, async (route) => {
    englishAsked.push(route.request().url());
    await englishHeld;
    await route.continue();
  });

  await page.goto('/user/dashboard');
  // The app's own layout (the server's is gone), in Hindi, with the page's Hindi texts.
  await expect(page.locator('[data-app-shell]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByText('स्वागत है, Meenakshi Iyer!')).toBeVisible();
  await expect(page.getByText('त्वरित लिंक')).toBeVisible();
  // Asked for once the page was shown, as the fallback.
  await expect.poll(() => englishAsked.length).toBeGreaterThan(0);
  releaseEnglish();
  await page.context().close();
});
