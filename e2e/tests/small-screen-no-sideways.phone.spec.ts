import type { Page } from '@playwright/test';
import { adminSession, useSession } from '../support/athletes.js';
import { athleteWithDocuments } from '../support/documents.js';
import { expect, test } from '../support/fixtures.js';
import { informationPages } from '../support/page-lists.js';
import { expectNoSidewaysScroll } from '../support/sideways.js';

// At 360 px, and at 360 px with the largest text size, no page scrolls sideways: not the public
// pages, not the athlete's, not the administrator's, with a registration whose documents are all
// uploaded (long document names and "Open …" buttons are what used to widen the pages).

/** Opens a page and waits until its data has loaded and the network is quiet. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

async function check(page: Page, paths: string[]) {
  for (const path of paths) {
    await visit(page, path);
    await expectNoSidewaysScroll(page, path);
  }
}

test('public pages', async ({ page }) => {
  await check(page, [...informationPages, '/login', '/register', '/reset-password']);
});

test('registration page 3 after every document is uploaded', async ({ page, request }) => {
  const draft = await athleteWithDocuments(request, 'Lakshmi Ramachandran Pillai', { finalize: false });
  await useSession(page, draft);
  await visit(page, '/registration');
  await expect(page.getByRole('heading', { level: 2, name: /^Step 3 of 3/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Disability certificate or UDID card' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/registration (page 3)');
});

test('athlete pages of a submitted, paid registration with every document', async ({ page, request }) => {
  test.setTimeout(120_000);
  const athlete = await athleteWithDocuments(request, 'Sreekumar Balakrishnan Nair', { finalize: true });
  await useSession(page, athlete);
  await check(page, [
    '/user/dashboard',
    '/user/events-list',
    '/user/upcoming-events',
    '/user/previous-events',
    '/user/events-results',
    '/user/certificates',
    '/user/identity-card',
    '/user/accreditation-card',
    '/user/registration-details',
    '/user/registration-status',
    '/user/profile',
    '/user/settings',
    '/uid-status',
  ]);
});

test('administrator pages, the review screen of a registration with every document', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const athlete = await athleteWithDocuments(request, 'Muhammed Basheer Kunnummal', { finalize: true });
  await useSession(page, adminSession());
  await check(page, [
    '/admin/dashboard',
    '/admin/user-management',
    '/admin/uid-management',
    '/admin/payment-management',
    '/admin/search-uid',
    '/admin/form-listing',
    '/admin/upload-events-result',
    '/admin/upcoming-events',
    '/admin/previous-events',
    '/admin/events-results',
    '/admin/performance-certificate',
    '/admin/content/news',
    '/admin/content/events',
    '/admin/content/district-units',
    '/admin/content/faq',
    '/admin/content/pages',
    '/admin/content/site',
    '/admin/content/messages',
    '/admin/audit-log',
    '/admin/settings',
    `/admin/registrations/${athlete._id}`,
    `/admin/edit-registration/${athlete._id}`,
  ]);

  // A list with nothing to show says so where it can be read: the table is wider than the phone and
  // scrolls in its box, and its empty line must not start out of sight.
  await visit(page, '/admin/payment-management?search=no-such-payer-anywhere');
  const empty = page.getByText('No payments match these filters.');
  await expect(empty).toBeVisible();
  const box = await empty.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const region = element.closest('[role="region"]')?.getBoundingClientRect();
    return { left: text.left, right: text.right, regionLeft: region?.left, regionRight: region?.right };
  });
  expect(box.regionLeft, 'the empty line is in the scrolling box').toBeDefined();
  expect(box.left).toBeGreaterThanOrEqual(box.regionLeft ?? Number.NaN);
  expect(box.right).toBeLessThanOrEqual(box.regionRight ?? Number.NaN);
});
