import type { APIRequestContext, Page } from '@playwright/test';
import { adminSession, type SessionRecord, useSession } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { apiCall, paidAthlete } from '../support/registrations.js';

// No WCAG 2.2 AA violations (axe-core) on every admin page. The admin pages and dialogs
// that the other specs do not already scan at both widths, with data on every list: this spec runs
// in the desktop project (1280 px) and the phone project (360 px). Other specs cover the dashboard,
// user management and its block dialog, the offline payment dialog, settings, profile (admin-review);
// the content lists (public-site); the empty lists and two placeholders (pages). The administrator's
// edit of a registration (/admin/edit-registration/:userId) has a spec of its own.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 480;

/** Goes to an admin page and waits for its heading and for every list on it to have loaded. */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await settled(page);
}

async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** axe over the page as it is, then a full-page screenshot (named with the width). */
async function look(page: Page, label: string, name: string) {
  await expectNoAxeViolations(page, `${label} at ${page.viewportSize()?.width} px`);
  await screenshot(page, `axe-${name}`);
}

/** The sidebar is a drawer on a phone: pages are scanned with it closed, as they first appear. */
async function scan(page: Page, path: string, heading: string | RegExp, name: string) {
  await open(page, path, heading);
  await look(page, path, name);
}

let admin: SessionRecord;
test.beforeAll(() => {
  admin = adminSession();
});
test.beforeEach(async ({ page }) => {
  await useSession(page, admin);
});

/** A published event of the public site on those days, with a draft entry form titled `form`. */
async function competitionWithForm(
  request: APIRequestContext,
  token: string,
  form: string,
  startDate: string,
  endDate: string,
) {
  const event = await apiCall(request, token, 'post', '/api/admin/content/events', {
    title: `${form} championship`,
    venue: 'Regional Sports Centre, Kochi',
    startDate,
    endDate,
    status: 'published',
  });
  await apiCall(request, token, 'post', '/api/admin/forms', {
    title: form,
    eventId: event._id,
    opensAt: '2025-01-01T03:30:00.000Z',
    closesAt: '2025-01-20T12:30:00.000Z',
    feePaise: 0,
    status: 'draft',
    disciplines: [{ key: 'w100', name: "Women's 100 m", sport: 'athletics', gender: 'female', classes: [] }],
    fields: [],
  });
}

test('upcoming and previous events of the admin area: the competitions by their days', async ({
  page,
  request,
}) => {
  // This run's own names: a database kept from an earlier run holds competitions named alike.
  const run = `${isPhone(page) ? 'phone' : 'desktop'} ${Date.now().toString(36)}`;
  const upcoming = `Monsoon meet ${run}`;
  const previous = `Harvest meet ${run}`;
  await competitionWithForm(request, admin.accessToken, upcoming, '2099-03-10', '2099-03-11');
  await competitionWithForm(request, admin.accessToken, previous, '2025-10-01', '2025-10-02');
  const pages: [string, string, string, string][] = [
    ['/admin/upcoming-events', 'Upcoming Events', upcoming, previous],
    ['/admin/previous-events', 'Previous Events', previous, upcoming],
  ];
  for (const [path, heading, listed, elsewhere] of pages) {
    await scan(
      page,
      `${path}?search=${encodeURIComponent(`meet ${run}`)}`,
      heading,
      path.split('/')[2] ?? path,
    );
    await expect(page.getByRole('link', { name: listed })).toBeVisible();
    await expect(page.getByRole('link', { name: elsewhere })).toHaveCount(0);
  }
});

// Upload Events Result, Events Results and Performance Certificate are scanned with data, at both
// widths, in results.both.spec.ts.
test('a registration from the queue to its UID: queue, review screen, its dialogs, audit log, payments, UID search', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `Anjali Krishnan ${isPhone(page) ? 'phone' : 'desktop'}`;
  const athlete = await paidAthlete(request, name);
  const byEmail = encodeURIComponent(athlete.email);

  await test.step('the review queue with the registration in it', async () => {
    await open(page, `/admin/uid-management?search=${byEmail}`, 'UID Management');
    await expect(page.getByRole('link', { name })).toBeVisible();
    await look(page, '/admin/uid-management (awaiting review)', 'admin-queue');
  });

  await test.step('the review screen, a document zoomed, the send-back and approve dialogs', async () => {
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Review: ${name}` })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo uploaded by the athlete' })).toBeVisible();
    await settled(page);
    await look(page, 'review screen', 'admin-review');

    await page.getByRole('button', { name: 'View Photo full size' }).click();
    const zoom = page.getByRole('dialog', { name: 'Photo' });
    await expect(zoom).toBeVisible();
    await look(page, 'zoomed document', 'admin-review-zoom');
    await page.keyboard.press('Escape');
    await expect(zoom).toBeHidden();

    await page.getByRole('button', { name: 'Send back' }).click();
    const sendBack = page.getByRole('dialog', { name: 'Send the registration back' });
    await expect(sendBack).toBeVisible();
    await sendBack.getByRole('checkbox', { name: 'Photo' }).check();
    await look(page, 'send-back dialog', 'admin-send-back');
    await page.keyboard.press('Escape');
    await expect(sendBack).toBeHidden();

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const approve = page.getByRole('dialog', { name: 'Approve this registration?' });
    await expect(approve).toBeVisible();
    await look(page, 'approve dialog', 'admin-approve');
    await approve.getByRole('button', { name: 'Approve and assign UID' }).click();
    await expect(page.getByText(/UID \w+ is assigned/)).toBeVisible();
    await look(page, 'review screen after approval', 'admin-review-approved');
  });

  const uid = (await page.getByTestId('review-uid').textContent()) ?? '';
  expect(uid).toMatch(/^[A-Z]{2}PS\d{7}$/);

  await test.step('the approved tab of the queue', async () => {
    await open(page, `/admin/uid-management?status=approved&search=${byEmail}`, 'UID Management');
    await expect(page.getByRole('table', { name: /Approved/ }).getByRole('link', { name })).toBeVisible();
    await look(page, '/admin/uid-management (approved)', 'admin-queue-approved');
  });

  await test.step('UID search with a result', async () => {
    await open(page, '/admin/search-uid', 'Search UID');
    await page.getByLabel('UID').fill(uid);
    await expect(page.getByRole('link', { name: `Registration of ${name}` })).toBeVisible();
    await look(page, '/admin/search-uid (found)', 'admin-search-uid-found');
  });

  await test.step('the audit log with the approval', async () => {
    await open(page, `/admin/audit-log?targetId=${athlete._id}`, 'Audit log');
    await expect(page.getByRole('cell', { name: /Registration approved/ })).toBeVisible();
    await look(page, '/admin/audit-log', 'admin-audit-log');
  });

  await test.step('payments: the list, a payment in the drawer, the refund confirmation', async () => {
    await open(page, `/admin/payment-management?search=${byEmail}`, 'Payment Management');
    const table = page.getByRole('table', { name: 'Payments' });
    await expect(table.getByText(athlete.email)).toBeVisible();
    await look(page, '/admin/payment-management', 'admin-payments');

    await table.getByRole('button', { name: /: details$/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Payment details' });
    await expect(drawer.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await look(page, 'payment drawer', 'admin-payment-drawer');

    await drawer.getByRole('button', { name: 'Mark refunded' }).click();
    const refund = page.getByRole('dialog', { name: 'Mark this payment refunded?' });
    await expect(refund).toBeVisible();
    await look(page, 'refund confirmation', 'admin-refund-dialog');
    await refund.getByRole('button', { name: 'Cancel' }).click();
    await expect(refund).toBeHidden();
  });
});

test('user management: the list with an athlete in it, and the block dialog', async ({ page, request }) => {
  const athlete = await paidAthlete(request, `Rahul Varma ${isPhone(page) ? 'phone' : 'desktop'}`);
  await open(page, `/admin/user-management?search=${encodeURIComponent(athlete.email)}`, 'User Management');
  const block = page.getByRole('button', { name: `Block ${athlete.name}` });
  await expect(block).toBeVisible();
  await look(page, '/admin/user-management', 'admin-users');
  await block.click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Block ${athlete.name}`) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await look(page, 'block dialog with its error', 'admin-block-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('content editors: new and existing news and events, FAQ and district unit forms', async ({ page }) => {
  test.setTimeout(120_000);
  await scan(page, '/admin/content/news/new', 'New article', 'admin-news-new');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: /^Title/ }).first()).toBeFocused();
  await look(page, 'news editor with errors', 'admin-news-errors');

  await open(page, '/admin/content/news', 'News articles');
  await page.getByRole('table', { name: 'News articles' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit article' })).toBeVisible();
  await expect(page.getByLabel('Cover image')).toBeVisible();
  await settled(page);
  await look(page, 'news editor (existing article)', 'admin-news-edit');

  await scan(page, '/admin/content/events/new', 'New event', 'admin-event-new');
  await open(page, '/admin/content/events', 'Public events');
  await page.getByRole('table', { name: 'Public events' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit event' })).toBeVisible();
  await settled(page);
  await look(page, 'event editor (existing event)', 'admin-event-edit');

  await open(page, '/admin/content/faq', 'FAQ');
  await page.getByRole('button', { name: 'New question' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New question' })).toBeFocused();
  await look(page, 'FAQ form', 'admin-faq-form');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'New question' })).toBeFocused();

  await open(page, '/admin/content/district-units', 'District units');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit district unit' })).toBeVisible();
  await look(page, 'district unit form', 'admin-unit-form');
});

// The audit log with a send-back (its reasons listed by section) and a payment's timeline, in English
// and Hindi: the words come from each language's files, so both are scanned.
for (const lang of ['en', 'hi'] as const) {
  test(`${lang}: the audit log with reasons and a payment's timeline`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.addInitScript((code) => window.localStorage.setItem('language', code), lang);
    await page.context().addCookies([{ name: 'lang', value: lang, url: process.env.E2E_BASE_URL ?? '' }]);
    const athlete = await paidAthlete(request, `Sneha Pillai ${lang} ${isPhone(page) ? 'phone' : 'desktop'}`);
    await apiCall(request, admin.accessToken, 'post', '/api/admin/reject-user-registration', {
      userId: athlete._id,
      reasons: [
        { section: 'photo', reason: 'The face is not visible.' },
        { section: 'identity_proof', reason: 'The card is cut off.' },
      ],
      note: 'Please upload again.',
    });
    const words =
      lang === 'hi'
        ? { sentBack: 'पंजीकरण वापस भेजा गया', received: '₹500.00 का भुगतान प्राप्त हुआ' }
        : { sentBack: 'Registration sent back', received: 'Payment of ₹500.00 received' };

    await page.goto(`/admin/audit-log?targetId=${athlete._id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('row').filter({ hasText: words.sentBack })).toBeVisible();
    await look(page, `/admin/audit-log (${lang})`, `admin-audit-log-reasons-${lang}`);

    await page.goto(`/admin/payment-management?search=${encodeURIComponent(athlete.email)}`);
    const table = page.getByRole('table');
    await expect(table.getByText(athlete.email)).toBeVisible();
    await look(page, `/admin/payment-management (${lang})`, `admin-payments-${lang}`);
    await table.getByRole('button').first().click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText(words.received)).toBeVisible();
    await look(page, `payment timeline (${lang})`, `admin-payment-timeline-${lang}`);
  });
}
