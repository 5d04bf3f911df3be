import { ATHLETE_PASSWORD, loginByApi } from '../support/athletes.js';
import { approvedAthlete, personPage } from '../support/competitions.js';
import { expect, test } from '../support/fixtures.js';
import { holdTheApp } from '../support/held-app.js';

// A signed-in page arrives with its layout drawn by the server; the app then draws its own over it.
// A keyboard user who has tabbed to a sidebar link meanwhile keeps their place: the same link is
// focused in the app's layout and Enter follows it. (The sidebar is a wide-screen thing; on a phone
// the menu button comes with the app.)

test('a sidebar link focused before the app arrives stays focused when the app takes over', async ({
  browser,
  request,
}, testInfo) => {
  // Approved, so the dashboard is where the athlete stays (a new account is sent to account set-up).
  // Signed in again after the approval, so the stored session knows it.
  const athlete = await approvedAthlete(request, 'Farhan Qureshi', 'T44', 'Kollam');
  const session = await loginByApi(request, athlete.email, ATHLETE_PASSWORD);
  const page = await personPage(browser, testInfo.project.use, session);
  const release = await holdTheApp(page);
  await page.goto('/user/dashboard', { waitUntil: 'commit' });
  const link = page.getByRole('navigation', { name: 'Athlete area' }).getByRole('link', { name: 'Settings' });
  await expect(link).toBeVisible();
  await expect(page.locator('[data-app-shell]')).toHaveCount(1);
  await link.focus();

  release();
  // The server's layout is gone once the app has drawn its own.
  await expect(page.locator('[data-app-shell]')).toHaveCount(0);
  await expect(link).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.context().close();
});
