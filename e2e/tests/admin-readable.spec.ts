import type { APIRequestContext, Page } from '@playwright/test';
import { adminSession, createVerifiedAthlete, type SessionRecord, useSession } from '../support/athletes.js';
import { expect, screenshot, test } from '../support/fixtures.js';
import { apiCall, paidAthlete, registrationPages, uploadDocument } from '../support/registrations.js';

// The administrator's screens read as sentences: the audit log says who did what to
// whom with the reasons by section, a payment's timeline says what happened in rupees, a paid payment
// shows no old failure reason, and the dashboard's charts count people in whole numbers.

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const RAW = /webhook\.|order\.created|payment\.paid|status\.(refunded|failed)|amountPaise|"section"|\[\{/;

let admin: SessionRecord;
test.beforeAll(() => {
  admin = adminSession();
});
test.beforeEach(async ({ page }) => {
  await useSession(page, admin);
});

/** An athlete whose registration is submitted and whose fee order is open (not paid yet). */
async function athleteWithOpenOrder(request: APIRequestContext, name: string) {
  const athlete = await createVerifiedAthlete(request, name);
  const token = athlete.accessToken;
  for (const n of [1, 2, 3] as const) {
    const body = n === 1 ? { ...registrationPages[1], fullName: name } : registrationPages[n];
    await apiCall(request, token, 'post', `/api/user/update-registration-page-${n}`, body);
  }
  for (const kind of ['photo', 'disability_certificate', 'proof_of_age', 'identity_proof']) {
    await uploadDocument(request, token, kind);
  }
  await apiCall(request, token, 'post', '/api/user/finalize-registration');
  const order = await apiCall(request, token, 'post', '/api/user/create-registration-payment-order');
  return { athlete, orderId: order.orderId as string };
}

async function openPayment(page: Page, email: string) {
  await page.goto(`/admin/payment-management?search=${encodeURIComponent(email)}`);
  const table = page.getByRole('table', { name: 'Payments' });
  await expect(table.getByText(email)).toBeVisible();
  await table.getByRole('button', { name: /: details$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Payment details' });
  await expect(drawer.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  return drawer;
}

test('the audit log says who sent back whose registration and why, in words', async ({ page, request }) => {
  const athlete = await paidAthlete(request, 'Meera Nair');
  await apiCall(request, admin.accessToken, 'post', '/api/admin/reject-user-registration', {
    userId: athlete._id,
    reasons: [
      { section: 'photo', reason: 'The face is not visible.' },
      { section: 'page2', reason: 'The UDID number does not match the card.' },
    ],
    note: 'Please upload a clear photo.',
  });
  await page.goto(`/admin/audit-log?targetId=${athlete._id}`);
  const row = page.getByRole('row').filter({ hasText: 'Registration sent back' });
  await expect(row).toBeVisible();
  await expect(row.getByText(admin.name, { exact: true })).toBeVisible();
  await expect(row.getByText(admin.email)).toBeVisible();
  const target = row.getByRole('link', { name: `Athlete: Meera Nair (${athlete.email})` });
  await expect(target).toBeVisible();
  await expect(row.getByText('Status: Submitted → Sent back')).toBeVisible();
  await expect(row.getByText('Reasons given')).toBeVisible();
  await expect(row.getByRole('listitem')).toHaveText([
    'Photo: The face is not visible.',
    'Impairment and sport (page 2): The UDID number does not match the card.',
  ]);
  await expect(row.getByText('Note: Please upload a clear photo.')).toBeVisible();
  const text = (await row.textContent()) ?? '';
  expect(text).not.toMatch(UUID);
  expect(text).not.toMatch(RAW);
  expect(text).not.toContain('registration.reject');
  await screenshot(page, 'readable-audit-log');

  // The kinds of change are chosen by their words; another kind shows none of this athlete's entries.
  const kind = page.getByRole('combobox', { name: 'Kind of change' });
  await kind.selectOption({ label: 'Registration approved' });
  await expect(page).toHaveURL(/action=registration\.approve/);
  await expect(page.getByRole('row').filter({ hasText: 'Registration sent back' })).toHaveCount(0);
  await kind.selectOption({ label: 'Registration sent back' });
  await expect(page).toHaveURL(/action=registration\.reject/);
  await expect(row).toBeVisible();

  await target.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review: Meera Nair' })).toBeVisible();
});

test("a payment's timeline reads as sentences in rupees, and a paid payment has no failure reason", async ({
  page,
  request,
}) => {
  const { athlete, orderId } = await athleteWithOpenOrder(request, 'Rahul Varma');
  // The first attempt is recorded failed by the office, then the athlete pays the same order.
  const list = await apiCall(
    request,
    admin.accessToken,
    'get',
    `/api/admin/payments?search=${encodeURIComponent(athlete.email)}`,
  );
  const paymentId = list.items[0]._id as string;
  await apiCall(request, admin.accessToken, 'post', `/api/admin/payments/${paymentId}/status`, {
    status: 'failed',
    note: 'The bank declined the payment.',
  });

  let drawer = await openPayment(page, athlete.email);
  await expect(drawer.getByText('Failure reason')).toBeVisible();
  await expect(
    drawer.getByText(`Marked failed by ${admin.name}: The bank declined the payment.`),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  const paid = await apiCall(
    request,
    athlete.accessToken,
    'post',
    `/api/payments/test-gateway/orders/${orderId}/pay`,
    {
      outcome: 'success',
    },
  );
  await apiCall(request, athlete.accessToken, 'post', '/api/user/verify-registration-payment', {
    orderId,
    paymentId: paid.paymentId,
    signature: paid.signature,
  });

  drawer = await openPayment(page, athlete.email);
  const timeline = drawer.getByRole('listitem');
  await expect(timeline.getByText('Order for ₹500.00 created')).toBeVisible();
  await expect(timeline.getByText('Payment of ₹500.00 received (confirmed at checkout)')).toBeVisible();
  await expect(drawer.getByText('Failure reason')).toHaveCount(0);
  // Each line has its time in India's zone (the test server runs in UTC).
  await expect(timeline.first()).toContainText(/\d{1,2}:\d{2}\s?(am|pm)/i);
  const text = (await drawer.textContent()) ?? '';
  expect(text).not.toMatch(RAW);
  expect(text).not.toMatch(/\b50000\b/);
  await screenshot(page, 'readable-payment-timeline');
});

test("the dashboard's charts step by whole people", async ({ page }) => {
  // One registration per bar is the case that drew 0.25 steps: the real figures, reduced to it.
  await page.route('**/api/admin/dashboard', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.byDistrict = [{ district: 'Wayanad', count: 1 }];
    body.data.bySport = [{ sport: 'Para athletics', count: 1 }];
    body.data.byWeek = [{ week: '2026-11-23', count: 1 }];
    await route.fulfill({ response, json: body });
  });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Registrations by district' })).toBeVisible();
  // The charts' code loads after the figures.
  const ticks = page.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(ticks.first()).toBeVisible({ timeout: 30_000 });
  const labels = await ticks.allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label).toMatch(/^\d+$/);
});
