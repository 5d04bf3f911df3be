import type { Page } from '@playwright/test';
import { adminSession, type SessionRecord, useSession } from '../support/athletes.js';
import {
  approvedAthlete,
  downloadBy,
  look,
  personPage,
  publishedEvent,
  switchLanguage,
  typeDateTime,
} from '../support/competitions.js';
import { expect, test } from '../support/fixtures.js';
import { choose, press, typeIn } from '../support/keyboard.js';

// A competition from its entry form to its start list, by keyboard, at 1280 and 360 px: the
// administrator builds and opens a form with two disciplines and two extra questions; a T44 athlete
// enters the 100 m and pays in the test gateway, sees his entry and downloads its receipt; a T37
// athlete is told why the 100 m is not for him; the administrator sees the entry, exports it as an
// Excel file and downloads the start list. axe on every page and dialog on the way, English and Hindi.

const SPRINT = 'Men’s 100 m';
const THROW = 'Shot put';
const SPRINT_HI = 'पुरुष 100 मी';

/** The builder's first discipline is there already; the second is added. Keys come from the names. */
async function buildDisciplines(page: Page) {
  const names = page.getByLabel('Discipline name (English)');
  await typeIn(page, names.nth(0), SPRINT);
  await typeIn(page, page.getByLabel('Name in Hindi (optional)').nth(0), SPRINT_HI);
  await choose(page, page.getByLabel('Gender').nth(0), 'Men', 'male');
  const classes = page.getByLabel('Eligible sport classes').nth(0);
  await classes.focus();
  await page.keyboard.type('T42-T47');
  await page.keyboard.press('Enter');
  await expect(page.getByText('T42-T47', { exact: true }).first()).toBeVisible();

  await press(page, page.getByRole('button', { name: 'Add a discipline' }));
  await expect(names).toHaveCount(2);
  await typeIn(page, names.nth(1), THROW);
  await choose(page, page.getByLabel('Marks are').nth(1), 'Distance', 'distance');
  // Leaving the name fills in the key.
  await page.keyboard.press('Tab');
}

/** A required yes/no question and an optional short text. */
async function buildQuestions(page: Page) {
  const type = page.getByLabel('Type of the new question');
  const add = page.getByRole('button', { name: 'Add a question' });
  await choose(page, type, 'Yes or no', 'yes_no');
  await press(page, add);
  await typeIn(page, page.getByLabel('Question (English)').nth(0), 'Do you need a guide runner?');
  await press(page, page.getByRole('checkbox', { name: 'An answer is required' }).nth(0), 'Space');
  await choose(page, type, 'Short text', 'short_text');
  await press(page, add);
  await typeIn(page, page.getByLabel('Question (English)').nth(1), 'Your coach’s name');
}

/** On a phone the preview waits behind its button; it is opened for the scan. */
async function showPreview(page: Page) {
  const toggle = page.getByRole('button', { name: /Show the preview|पूर्वावलोकन/ });
  if (await toggle.isVisible()) await press(page, toggle);
  await expect(page.locator('#form-preview')).toBeVisible();
}

let admin: SessionRecord;
test.beforeAll(() => {
  admin = adminSession();
});

test('a competition from its entry form to its start list, by keyboard', async ({
  page,
  request,
  browser,
  viewport,
  isMobile,
  hasTouch,
  baseURL,
}) => {
  // Two athletes made through the API, twenty-one axe scans: a busy two-core machine has taken four minutes.
  test.setTimeout(420_000);
  const width = page.viewportSize()?.width ?? 1280;
  const tag = `${width}-${Date.now().toString(36)}`;
  const eventTitle = `Kerala Para Athletics Open ${tag}`;
  const formTitle = `Entries: Kerala Para Athletics Open ${tag}`;
  const event = await publishedEvent(request, eventTitle);
  const [sprinter, thrower] = await Promise.all([
    approvedAthlete(request, `Arjun Pillai ${tag}`, 't44'),
    approvedAthlete(request, `Nikhil Das ${tag}`, 't37'),
  ]);
  const options = { baseURL, viewport, isMobile, hasTouch };
  await useSession(page, admin);
  let formId = '';

  await test.step('the administrator builds the form, opens it and saves it', async () => {
    await page.goto('/admin/form-listing');
    await look(page, 'form listing', 'comp-listing');
    await press(page, page.getByRole('link', { name: 'New entry form' }));
    await expect(page.getByRole('heading', { level: 1, name: 'New entry form' })).toBeVisible();

    await typeIn(page, page.getByLabel('Title (English)'), formTitle);
    await choose(page, page.getByLabel('Competition'), eventTitle, event.id);
    await choose(page, page.getByLabel('Status'), 'Open', 'open');
    await typeDateTime(page, page.getByLabel('Entries open'), new Date(Date.now() - 86_400_000));
    await typeDateTime(page, page.getByLabel('Entries close'), new Date(Date.now() + 20 * 86_400_000));
    await typeIn(page, page.getByLabel('Fee per discipline (₹)'), '250');
    await buildDisciplines(page);
    await buildQuestions(page);

    await showPreview(page);
    const preview = page.locator('#form-preview');
    await expect(preview.getByText(SPRINT).first()).toBeVisible();
    await expect(preview.getByText('Do you need a guide runner?').first()).toBeVisible();
    await look(page, 'builder with its preview', 'comp-builder');

    await press(page, page.getByRole('button', { name: 'Create the form' }));
    await expect(page).toHaveURL(/\/admin\/view-form-details\/[0-9a-f-]{36}$/);
    formId = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { level: 1, name: formTitle })).toBeVisible();
    await expect(page.getByRole('cell', { name: SPRINT })).toBeVisible();
    await look(page, 'form details', 'comp-details');
  });

  await test.step('in Hindi: the listing, the builder with its preview, the details', async () => {
    await switchLanguage(page, 'hi');
    await look(page, 'form details', 'comp-details');
    await page.goto(`/admin/forms/${formId}/edit`);
    await expect(page.getByLabel(/^Title|शीर्षक/).first()).toHaveValue(formTitle);
    await showPreview(page);
    await look(page, 'builder with its preview', 'comp-builder');
    await page.goto('/admin/form-listing');
    await expect(page.getByRole('link', { name: formTitle })).toBeVisible();
    await look(page, 'form listing', 'comp-listing');
    await switchLanguage(page, 'en');
  });

  const athlete = await personPage(browser, options, sprinter);

  await test.step('a T44 athlete sees the pages in Hindi before he enters', async () => {
    await athlete.goto('/user/events-list');
    await switchLanguage(athlete, 'hi');
    await expect(athlete.getByRole('heading', { name: formTitle })).toBeVisible();
    await look(athlete, 'competitions list', 'comp-events-list');
    await athlete.goto(`/user/form/${formId}`);
    await expect(athlete.getByRole('checkbox', { name: SPRINT_HI })).toBeEnabled();
    await look(athlete, 'entry form', 'comp-entry-form');
    await switchLanguage(athlete, 'en');
  });

  await test.step('he enters the 100 m from the list, answers the questions and pays', async () => {
    await athlete.goto('/user/events-list');
    await look(athlete, 'competitions list', 'comp-events-list');
    await press(athlete, athlete.getByRole('link', { name: `Enter ${formTitle}` }));
    await expect(athlete).toHaveURL(new RegExp(`/user/form/${formId}$`));
    await expect(athlete.getByRole('heading', { name: 'Your entry' })).toBeVisible();
    await look(athlete, 'entry form', 'comp-entry-form');

    await press(athlete, athlete.getByRole('checkbox', { name: SPRINT }), 'Space');
    await expect(athlete.getByRole('checkbox', { name: SPRINT })).toBeChecked();
    await press(athlete, athlete.getByRole('radio', { name: 'No' }), 'Space');
    await typeIn(athlete, athlete.getByLabel('Your coach’s name'), 'P. T. Usha');
    await press(athlete, athlete.getByRole('button', { name: /^Submit entry and pay ₹\s?250/ }));

    await expect(athlete.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
    await press(athlete, athlete.getByRole('button', { name: 'Pay successfully' }));
    await expect(athlete).toHaveURL(new RegExp(`/user/event-form/${formId}$`));
    await expect(athlete.getByText('Your entry is in and confirmed.')).toBeVisible();
    await expect(athlete.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(athlete.getByText('P. T. Usha')).toBeVisible();
    await look(athlete, 'my entry', 'comp-my-entry');
  });

  await test.step('he downloads the receipt, keeps his entry at the withdraw dialog, sees it among his competitions', async () => {
    const receipt = await downloadBy(
      athlete,
      athlete.getByRole('button', { name: 'Download receipt (PDF)' }),
    );
    expect(receipt.bytes.subarray(0, 4).toString()).toBe('%PDF');

    for (const lang of ['en', 'hi'] as const) {
      if (lang === 'hi') await switchLanguage(athlete, 'hi');
      await athlete.goto(`/user/event-form/${formId}`);
      await expect(athlete.getByRole('heading', { level: 1, name: formTitle })).toBeVisible();
      await look(athlete, 'my entry', 'comp-my-entry');
      const withdraw = athlete.getByRole('button', { name: /Withdraw my entry|मेरी प्रविष्टि वापस लें/ });
      await press(athlete, withdraw);
      const dialog = athlete.getByRole('dialog', { name: /Withdraw your entry\?|अपनी प्रविष्टि वापस लें\?/ });
      await expect(dialog).toBeVisible();
      await look(athlete, 'withdraw dialog', 'comp-withdraw');
      await press(athlete, dialog.getByRole('button', { name: /Keep my entry|मेरी प्रविष्टि रखें/ }));
      await expect(dialog).toBeHidden();
      await expect(withdraw).toBeFocused();
      // His coming competitions list the entry; his past ones are scanned as they stand.
      await athlete.goto('/user/upcoming-events');
      await expect(athlete.getByRole('link', { name: new RegExp(formTitle) })).toBeVisible();
      await look(athlete, 'upcoming events', 'comp-upcoming');
      await athlete.goto('/user/previous-events');
      await look(athlete, 'previous events', 'comp-previous');
    }
    await athlete.context().close();
  });

  await test.step('a T37 athlete is told why the 100 m is not his, in English and Hindi', async () => {
    const other = await personPage(browser, options, thrower);
    await other.goto(`/user/form/${formId}`);
    const sprint = other.getByRole('checkbox', { name: SPRINT });
    await expect(sprint).toBeDisabled();
    await expect(sprint).toHaveAccessibleDescription(
      /Your class T37 is not in this discipline's classes T42-T47\./,
    );
    await expect(other.getByRole('checkbox', { name: THROW })).toBeEnabled();
    // Space on the disabled box changes nothing.
    await press(other, sprint, 'Space');
    await expect(sprint).not.toBeChecked();
    await look(other, 'entry form with a discipline he may not enter', 'comp-entry-form-t37');

    await switchLanguage(other, 'hi');
    const sprintHi = other.getByRole('checkbox', { name: SPRINT_HI });
    await expect(sprintHi).toBeDisabled();
    await expect(sprintHi).toHaveAccessibleDescription(/आपका वर्ग T37 इस स्पर्धा के वर्गों T42-T47 में नहीं है।/);
    await look(other, 'entry form with a discipline he may not enter', 'comp-entry-form-t37');

    // He enters the shot put and leaves at the payment page: an entry awaiting its fee, for the
    // administrator's offline payment below.
    await switchLanguage(other, 'en');
    await press(other, other.getByRole('checkbox', { name: THROW }), 'Space');
    await press(other, other.getByRole('radio', { name: 'Yes' }), 'Space');
    await press(other, other.getByRole('button', { name: /^Submit entry and pay ₹\s?250/ }));
    await expect(other.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
    await other.context().close();
  });

  await test.step('the administrator sees the entry, exports Excel and downloads the start list', async () => {
    await page.goto(`/admin/view-form-details/${formId}`);
    const open = page.getByRole('button', { name: `Open the entry of ${sprinter.name}` });
    await expect(open).toBeVisible();
    await press(page, open);
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('P. T. Usha')).toBeVisible();
    await look(page, 'entry drawer', 'comp-entry-drawer');
    // The administrator's withdrawal asks first, with a reason; kept here (Escape), so the entry stays.
    const withdrawEntry = drawer.getByRole('button', { name: 'Withdraw the entry' });
    await press(page, withdrawEntry);
    const confirm = page.getByRole('dialog', { name: 'Withdraw this entry?' });
    await expect(confirm).toBeVisible();
    await look(page, "administrator's withdraw dialog", 'comp-admin-withdraw');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(withdrawEntry).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The entry awaiting its fee: the offline payment asks first.
    await press(page, page.getByRole('button', { name: `Open the entry of ${thrower.name}` }));
    const markPaid = drawer.getByRole('button', { name: 'Record an offline payment' });
    await press(page, markPaid);
    const paidDialog = page.getByRole('dialog', { name: 'Record the fee as paid offline?' });
    await expect(paidDialog).toBeVisible();
    await look(page, 'offline payment dialog', 'comp-offline-payment');
    await page.keyboard.press('Escape');
    await expect(paidDialog).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The same drawer and dialogs in Hindi.
    await switchLanguage(page, 'hi');
    await press(page, page.getByRole('button', { name: new RegExp(sprinter.name) }));
    await expect(drawer.getByText('P. T. Usha')).toBeVisible();
    await look(page, 'entry drawer', 'comp-entry-drawer');
    await press(page, drawer.getByRole('button', { name: 'प्रविष्टि वापस लें' }));
    const confirmHi = page.getByRole('dialog', { name: 'यह प्रविष्टि वापस लें?' });
    await expect(confirmHi).toBeVisible();
    await look(page, "administrator's withdraw dialog", 'comp-admin-withdraw');
    await page.keyboard.press('Escape');
    await expect(confirmHi).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await press(page, page.getByRole('button', { name: new RegExp(thrower.name) }));
    await press(page, drawer.getByRole('button', { name: 'ऑफ़लाइन भुगतान दर्ज करें' }));
    const paidDialogHi = page.getByRole('dialog', { name: 'शुल्क को ऑफ़लाइन भुगतान के रूप में दर्ज करें?' });
    await expect(paidDialogHi).toBeVisible();
    await look(page, 'offline payment dialog', 'comp-offline-payment');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await switchLanguage(page, 'en');

    const excel = await downloadBy(page, page.getByRole('button', { name: 'Export Excel' }));
    expect(excel.name).toMatch(/\.xlsx$/);
    expect(excel.bytes.subarray(0, 2).toString()).toBe('PK');

    await choose(page, page.getByLabel('Discipline', { exact: true }).last(), SPRINT);
    const startList = await downloadBy(page, page.getByRole('button', { name: 'Download PDF' }));
    expect(startList.name).toMatch(/\.pdf$/);
    expect(startList.bytes.subarray(0, 4).toString()).toBe('%PDF');
  });
});
