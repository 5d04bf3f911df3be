import type { Locator, Page } from '@playwright/test';
import { adminSession, useSession } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { expectNoSideways, press, typeIn } from '../support/keyboard.js';
import { paidAthlete } from '../support/registrations.js';

// An administrator corrects a registered athlete's registration in the same three page forms the
// athlete fills in, by keyboard alone: a change on each page, a save the server refuses (the typed
// values stay), what changed shown after each save, and the same changes in the audit log.

const athleteName = 'Lakshmi Varma';

/** Types into a field and checks it took the text as typed. */
async function typeAndCheck(page: Page, field: Locator, text: string) {
  await typeIn(page, field, text);
  await expect(field).toHaveValue(text);
}

/** Arrow keys move between the page tabs (and show the page), as in any tab list. */
async function goToTab(page: Page, from: number, to: number) {
  await press(page, page.getByRole('tab', { name: new RegExp(`^Page ${from}`) }), 'ArrowRight');
  await expect(page.getByRole('tab', { name: new RegExp(`^Page ${to}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: new RegExp(`^Page ${to}`) })).toBeFocused();
}

test('an administrator corrects each page of a registration by keyboard and sees what changed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Registered and paid through the API, with the support module's page data.
  const athlete = await paidAthlete(request, athleteName, 'KL0120119980012345');
  await useSession(page, adminSession());
  const panel = page.getByRole('tabpanel');
  const summary = panel.getByTestId('change-summary');

  await test.step('the editor opens on page 1 with the stored values', async () => {
    await page.goto(`/admin/edit-registration/${athlete._id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Edit registration: ${athleteName}` }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Page 1' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByLabel(/^City, town or village/)).toHaveValue('Aluva');
    await expectNoAxeViolations(page, 'admin editor page 1');
    await expectNoSideways(page);
    await screenshot(page, 'admin-edit-page1');
  });

  await test.step('page 1: the city is corrected and the change is listed', async () => {
    await typeAndCheck(page, panel.getByLabel(/^City, town or village/), 'Kochi');
    await expect(page.getByRole('tab', { name: /^Page 1.*not saved/ })).toBeVisible();
    await press(page, panel.getByRole('button', { name: 'Save page 1' }));
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Page 1 saved');
    await expect(summary).toContainText('1 field changed');
    await expect(summary).toContainText('City, town or village: Aluva');
    await expect(summary).toContainText('Kochi');
    await expect(page.getByRole('tab', { name: 'Page 1', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'admin editor page 1 after saving');
    await screenshot(page, 'admin-edit-page1-saved');
  });

  await test.step('page 2: a refused save keeps what was typed, then the corrected save', async () => {
    await goToTab(page, 1, 2);
    await expect(panel.getByLabel(/^UDID number/)).toHaveValue('KL0120119980012345');
    await expectNoAxeViolations(page, 'admin editor page 2');
    await typeAndCheck(page, panel.getByLabel(/^Coach's name/), 'Radhakrishnan P');
    // A UDID whose birth year (1985) is not the athlete's: the form only warns, the server refuses it.
    await typeAndCheck(page, panel.getByLabel(/^UDID number/), 'KL0120119850012345');
    await press(page, panel.getByRole('button', { name: 'Save page 2' }));
    await expect(
      panel.getByText('The birth year in the UDID number does not match the date of birth.'),
    ).toBeVisible();
    await expect(panel.getByLabel(/^UDID number/)).toBeFocused();
    await expect(panel.getByLabel(/^UDID number/)).toHaveValue('KL0120119850012345');
    await expect(panel.getByLabel(/^Coach's name/)).toHaveValue('Radhakrishnan P');
    await expect(summary).toHaveCount(0);
    await expectNoAxeViolations(page, 'admin editor page 2 with a refused save');
    await screenshot(page, 'admin-edit-page2-refused');

    await typeAndCheck(page, panel.getByLabel(/^UDID number/), 'KL0120119980012345');
    await press(page, panel.getByRole('button', { name: 'Save page 2' }));
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Page 2 saved');
    await expect(summary).toContainText("Coach's name (optional): (empty)");
    await expect(summary).toContainText('Radhakrishnan P');
    await expect(summary).not.toContainText('UDID');
  });

  await test.step('page 3: the documents are shown and the identity proof type is corrected', async () => {
    await goToTab(page, 2, 3);
    await expect(panel.getByRole('img', { name: 'Photo uploaded by the athlete' })).toBeVisible();
    await expect(panel.getByRole('button', { name: /Choose file/ })).toHaveCount(0);
    await expect(panel.getByText(/^I declare that the information/)).toBeVisible();
    await expect(panel.getByRole('checkbox')).toHaveCount(0);
    await expectNoAxeViolations(page, 'admin editor page 3');
    const proof = panel.getByLabel(/^Type of identity proof/);
    await proof.focus();
    await page.keyboard.type('Voter');
    await expect(proof).toHaveValue('voter_id');
    await press(page, panel.getByRole('button', { name: 'Save page 3' }));
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Type of identity proof: Masked Aadhaar');
    await expect(summary).toContainText('Voter ID');
    await expectNoAxeViolations(page, 'admin editor page 3 after saving');
    await expectNoSideways(page);
    await screenshot(page, 'admin-edit-page3-saved');
  });

  await test.step('the audit log shows the three edits with the changed fields', async () => {
    await press(page, summary.getByRole('link', { name: 'See the edits in the audit log' }));
    await expect(page).toHaveURL(/\/admin\/audit-log\?targetId=.+&action=registration\.edit/);
    const table = page.getByRole('table');
    for (const n of [1, 2, 3]) {
      await expect(
        table.getByRole('cell', { name: new RegExp(`Registration page ${n} edited`) }),
      ).toBeVisible();
    }
    // Field names and values as the form words them, not the stored paths and codes.
    await expect(table.getByText('City, town or village: Aluva → Kochi')).toBeVisible();
    await expect(table.getByText("Coach's name (optional): (empty) → Radhakrishnan P")).toBeVisible();
    await expect(table.getByText('Type of identity proof: Masked Aadhaar → Voter ID')).toBeVisible();
    await screenshot(page, 'admin-edit-audit-log');
  });

  await test.step('the athlete sees the corrected values', async () => {
    const response = await request.get('/api/user/get-user-registration-data', {
      headers: { 'Access-Token': athlete.accessToken },
    });
    const data = (await response.json()).data;
    expect(data.page1.address.city).toBe('Kochi');
    expect(data.page2.coachName).toBe('Radhakrishnan P');
    expect(data.page3.identityProofType).toBe('voter_id');
  });
});
