import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { adminSession, useSession } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { apiCall as call, paidAthlete, uploadDocument as upload } from '../support/registrations.js';

async function look(page: Page, label: string, name: string) {
  await expectNoAxeViolations(page, label);
  await screenshot(page, name);
}

test('an administrator sends a registration back, the athlete fixes it, the administrator approves it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const athlete = await paidAthlete(request);
  const admin = adminSession();
  await useSession(page, admin);

  await test.step('the queue lists the paid registration', async () => {
    await page.goto(`/admin/uid-management?search=${encodeURIComponent(athlete.email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'UID Management' })).toBeVisible();
    const link = page.getByRole('link', { name: 'Kavya Menon' });
    await expect(link).toBeVisible();
    await look(page, '/admin/uid-management', 'admin-queue');
    await link.click();
  });

  await test.step('review screen: pages, documents, send back with a reason', async () => {
    await expect(page).toHaveURL(/\/admin\/registrations\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Review: Kavya Menon' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo uploaded by the athlete' })).toBeVisible();
    await look(page, 'review screen', 'admin-review');
    await page.getByRole('button', { name: 'Send back' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the registration back' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Photo' }).check();
    await dialog.getByLabel('Reason: Photo').fill('The face is not visible; upload a clear photo.');
    await expectNoAxeViolations(page, 'send-back dialog');
    await screenshot(page, 'admin-reject-dialog');
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The athlete has been told what to change.')).toBeVisible();
  });

  await test.step('the athlete sees the reason, replaces the photo and resubmits without paying again', async () => {
    const rejection = await call(
      request,
      athlete.accessToken,
      'get',
      '/api/user/get-registration-rejection-data',
    );
    expect(rejection.reasons).toEqual([
      { section: 'photo', reason: 'The face is not visible; upload a clear photo.' },
    ]);
    await upload(request, athlete.accessToken, 'photo');
    const flags = await call(request, athlete.accessToken, 'post', '/api/user/finalize-registration');
    expect(flags.registrationPaymentCompleted).toBe(true);
  });

  let uid = '';
  await test.step('the administrator approves it from the queue', async () => {
    await page.goto(`/admin/uid-management?search=${encodeURIComponent(athlete.email)}`);
    await page.getByRole('link', { name: 'Kavya Menon' }).click();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this registration?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'approve dialog');
    await dialog.getByRole('button', { name: 'Approve and assign UID' }).click();
    await expect(page.getByText(/UID \w+ is assigned/)).toBeVisible();
    uid = (await page.getByTestId('review-uid').textContent()) ?? '';
    expect(uid).toMatch(/^[A-Z]{2}PS\d{7}$/);
    await look(page, 'review screen after approval', 'admin-review-approved');
  });

  await test.step('the athlete lands on the dashboard with the UID', async () => {
    const context = await browser.newContext();
    const athletePage = await context.newPage();
    await useSession(athletePage, athlete);
    await athletePage.goto('/uid-status');
    await expect(athletePage).toHaveURL(/\/user\/dashboard$/);
    await expect(athletePage.getByTestId('dashboard-uid')).toHaveText(uid);
    await context.close();
  });

  await test.step('the audit log shows both decisions', async () => {
    await page.goto(`/admin/audit-log?targetId=${athlete._id}`);
    await expect(page.getByRole('cell', { name: /Registration approved/ })).toBeVisible();
    await expect(page.getByRole('cell', { name: /Registration sent back/ })).toBeVisible();
    await look(page, '/admin/audit-log', 'admin-audit-log');
  });

  await test.step('the payment is listed, has a timeline and is in the CSV export', async () => {
    await page.goto(`/admin/payment-management?search=${encodeURIComponent(athlete.email)}`);
    const table = page.getByRole('table', { name: 'Payments' });
    await expect(table.getByText(athlete.email)).toBeVisible();
    await expect(table.getByText('Paid', { exact: true })).toBeVisible();
    await look(page, '/admin/payment-management', 'admin-payments');
    await table.getByRole('button', { name: /: details$/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Payment details' });
    await expect(drawer.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await expectNoAxeViolations(page, 'payment drawer');
    await screenshot(page, 'admin-payment-drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain(athlete.email);
  });

  await test.step('search by UID finds the athlete', async () => {
    await page.goto('/admin/search-uid');
    await page.getByLabel('UID').fill(uid.slice(-6));
    await expect(page.getByRole('link', { name: 'Registration of Kavya Menon' })).toBeVisible();
    // The card shows the athlete's uploaded photo (fetched with the administrator's token).
    const photo = page.getByRole('img', { name: 'Photo of Kavya Menon' });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await look(page, '/admin/search-uid', 'admin-search-uid');
  });
});

// One test per width, each with its own time: a dozen pages with an axe scan each is a lot for one.
for (const width of [1280, 360]) {
  test(`the other administration pages pass axe at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    const admin = adminSession();
    await useSession(page, admin);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/dashboard');
    // The charts are their own chunk, fetched after the figures: give them time on a busy machine.
    await expect(page.getByRole('heading', { name: 'Registrations by district' })).toBeVisible({
      timeout: 30_000,
    });
    await look(page, '/admin/dashboard', 'admin-dashboard');

    await page.goto('/admin/user-management');
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
    await look(page, '/admin/user-management', 'admin-users');
    const block = page.getByRole('button', { name: /^Block / }).first();
    if (await block.count()) {
      await block.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, 'block dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }

    await page.goto('/admin/settings');
    await expect(page.getByLabel('Registration fee (₹)')).toBeVisible();
    await look(page, '/admin/settings', 'admin-settings');

    await page.goto('/admin/payment-management');
    await page.getByRole('button', { name: 'Record offline payment' }).click();
    await expect(page.getByRole('dialog', { name: 'Record an offline payment' })).toBeVisible();
    await expectNoAxeViolations(page, 'offline payment dialog');
    await page.keyboard.press('Escape');

    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await look(page, '/user/profile', 'admin-profile');

    await page.goto('/user/settings');
    await expect(page.getByLabel('Sound with notifications')).toBeVisible();
    await look(page, '/user/settings', 'admin-user-settings');
  });
}
