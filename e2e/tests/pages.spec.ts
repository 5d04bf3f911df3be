import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/accounts.js';
import { createVerifiedAthlete, loginByApi, useSession } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';

// Every page built so far, scanned with axe-core (WCAG 2.2 AA) and photographed at this project's width.
const publicPages = [
  '/home',
  '/about',
  '/district-units',
  '/upcoming-events',
  '/news',
  '/contact',
  '/faq',
  '/privacy-policy',
  '/refund-policy',
  '/terms-conditions',
  '/coming-soon',
  '/no-such-page',
];
const loggedOutPages = ['/login', '/register', '/reset-password'];
const athletePages = [
  '/account-setup',
  '/registration',
  '/edit-registration',
  '/registration-payment',
  '/uid-status',
];
const userAreaPages = [
  '/user/events-list',
  '/user/upcoming-events',
  '/user/events-results',
  '/user/certificates',
  '/user/identity-card',
  '/user/registration-details',
  '/user/registration-status',
  '/user/profile',
  '/user/settings',
];
const adminPages = [
  '/admin/dashboard',
  '/admin/user-management',
  '/admin/uid-management',
  '/admin/payment-management',
  '/admin/search-uid',
  '/admin/form-listing',
  '/admin/upload-events-result',
];

const slug = (path: string) => path.replace(/^\//, '').replaceAll('/', '_') || 'root';

async function scan(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('h1').first()).toBeVisible();
  await expectNoAxeViolations(page, path);
  await screenshot(page, slug(path));
}

test('public and logged-out pages', async ({ page }) => {
  for (const path of [...publicPages, ...loggedOutPages]) await test.step(path, () => scan(page, path));
  await test.step('unknown paths show the not-found page', async () => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });
});

test('pages of a newly registered athlete', async ({ page, request }) => {
  const athlete = await createVerifiedAthlete(request, 'Fathima Beevi');
  await useSession(page, athlete);
  for (const path of athletePages) await test.step(path, () => scan(page, path));
  for (const path of userAreaPages) await test.step(path, () => scan(page, path));
});

test('administration pages', async ({ page, request }) => {
  const admin = await loginByApi(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  await useSession(page, admin);
  for (const path of adminPages) await test.step(path, () => scan(page, path));
});
