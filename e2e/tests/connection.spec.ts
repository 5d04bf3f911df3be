import { ATHLETE_PASSWORD, newAthleteEmail } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { bringTheApp } from '../support/take-over.js';

// Mobile data drops out: the page says so, what was typed stays, and what was sent meanwhile goes
// through once the connection is back.

test('a sign-up sent while offline waits, says why, and goes through once back online', async ({
  page,
  context,
}) => {
  const email = newAthleteEmail('offline');
  await page.goto('/register');
  await bringTheApp(page);
  await page.getByLabel('Full name').fill('Rekha Varghese');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mobile number').fill('9847011122');
  await page.getByLabel(/^Password/).fill(ATHLETE_PASSWORD);

  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(notice).toBeVisible();
  const send = page.getByRole('button', { name: 'Create account' });
  await send.click();
  // Held, not failed: the button shows it is busy and the page keeps everything.
  await expect(send).toBeDisabled();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expectNoAxeViolations(page, '/register offline');
  await screenshot(page, 'register-offline');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Back online.' })).toBeVisible();
  // The sign-up that waited goes through by itself.
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});
