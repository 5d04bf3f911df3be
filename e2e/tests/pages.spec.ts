import { adminSession, createVerifiedAthlete, type SessionRecord, useSession } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';

// Every signed-in page built so far, scanned with axe-core (WCAG 2.2 AA) and photographed at this
// project's width. The public pages and the forms get the same scan, in English and Hindi, in
// public-site.spec.ts.
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

test('unknown paths show the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});

test.describe('a newly registered athlete', () => {
  let athlete: SessionRecord;
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    athlete = await createVerifiedAthlete(request, 'Fathima Beevi');
    await request.dispose();
  });
  for (const path of [...athletePages, ...userAreaPages]) {
    test(`athlete: ${path}`, async ({ page }) => {
      await useSession(page, athlete);
      await scan(page, path);
    });
  }
});

test.describe('an administrator', () => {
  let admin: SessionRecord;
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    admin = adminSession();
    await request.dispose();
  });
  for (const path of adminPages) {
    test(`admin: ${path}`, async ({ page }) => {
      await useSession(page, admin);
      await scan(page, path);
    });
  }
});
