import { expect } from '@playwright/test';
import { ATHLETE_PASSWORD, adminSession, createVerifiedAthlete, loginByApi } from '../support/athletes.js';
import { look, personPage } from '../support/competitions.js';
import { test } from '../support/fixtures.js';
import { choose, press, typeIn } from '../support/keyboard.js';
import {
  declare,
  fillPage1,
  fillPage2Rest,
  fillPage2Start,
  uploadDocuments,
} from '../support/keyboard-registration.js';
import { uniqueUdid } from '../support/registrations.js';

// A registration camp: the district secretary opens an account for an athlete with no e-mail address,
// fills the three pages with them by keyboard (the athlete's own forms) and submits; the registration
// reaches the state's review queue. Desktop only: the forms' widths are the athletes' journeys' subject.

test('a secretary registers an athlete without an e-mail address at a camp and submits for review', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const account = await createVerifiedAthlete(request, `Camp Secretary ${tag}`);
  const admin = await personPage(browser, testInfo.project.use, adminSession());
  const appointed = await admin.request.post('/api/admin/district-secretaries', {
    headers: { 'access-token': adminSession().accessToken },
    data: { email: account.email, districts: ['Ernakulam'] },
  });
  expect(appointed.status()).toBe(200);
  const secretary = await personPage(
    browser,
    testInfo.project.use,
    await loginByApi(request, account.email, ATHLETE_PASSWORD),
  );
  const name = `Camp Athlete ${tag}`;

  await test.step('the secretary opens a camp on the network they are on, and closes it', async () => {
    await secretary.goto('/district/dashboard');
    const camp = secretary.getByRole('region', { name: 'Registration camp' });
    await choose(secretary, camp.getByLabel('Open for'), '4 hours', '4');
    await press(secretary, camp.getByRole('button', { name: 'Open a camp on this network' }));
    await expect(camp.getByText(/^Ernakulam: camp open until/)).toBeVisible();
    await look(secretary, 'district dashboard with a camp', 'district-camp');
    await press(secretary, camp.getByRole('button', { name: 'Close the camp' }));
    await expect(camp.getByText(/^Ernakulam: camp open until/)).toHaveCount(0);
  });

  await test.step('the account, with a phone number and no e-mail', async () => {
    await secretary.goto('/district/athletes');
    await press(secretary, secretary.getByRole('link', { name: 'Register an athlete' }));
    await expect(secretary.getByRole('heading', { level: 1, name: 'Register an athlete' })).toBeVisible();
    await press(secretary, secretary.getByRole('button', { name: 'Create the account and continue' }));
    await expect(secretary.getByRole('textbox', { name: /Athlete's full name/ })).toBeFocused();
    await look(secretary, 'register an athlete with errors', 'district-register-errors');
    await typeIn(secretary, secretary.getByRole('textbox', { name: /Athlete's full name/ }), name);
    await typeIn(secretary, secretary.getByRole('textbox', { name: /Mobile number/ }), '9847055555');
    await press(secretary, secretary.getByRole('button', { name: 'Create the account and continue' }));
    await expect(secretary.getByRole('heading', { level: 1, name: `Registration of ${name}` })).toBeVisible();
  });

  await test.step('the three pages with the athlete, by keyboard, then submitted', async () => {
    await expect(secretary.getByLabel(/^Full name/)).toHaveValue(name);
    await fillPage1(secretary);
    await press(secretary, secretary.getByRole('button', { name: 'Save page 1' }));
    await fillPage2Start(secretary);
    await typeIn(secretary, secretary.getByLabel(/^UDID number/), uniqueUdid(1999));
    await fillPage2Rest(secretary);
    await press(secretary, secretary.getByRole('button', { name: 'Save page 2' }));
    await uploadDocuments(secretary);
    await declare(secretary);
    await look(secretary, 'assisted registration page 3', 'district-assisted-page3');
    await press(secretary, secretary.getByRole('button', { name: 'Save and submit the registration' }));
    await expect(
      secretary.getByText(`The registration of ${name} has been submitted for review.`),
    ).toBeVisible();
    await expect(secretary.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(secretary.getByText('Your district unit registered this athlete')).toBeVisible();
  });

  await test.step('the fee taken in cash: confirmed first, then a numbered receipt to download', async () => {
    const fee = secretary.getByRole('region', { name: 'Registration fee' });
    await typeIn(secretary, fee.getByRole('textbox', { name: /receipt-book number/ }), 'Book 3, page 41');
    await press(secretary, fee.getByRole('button', { name: 'Record the fee paid in cash' }));
    const dialog = secretary.getByRole('dialog', { name: 'Record the fee as paid in cash?' });
    await look(secretary, 'cash fee dialog', 'district-cash-dialog');
    await press(secretary, dialog.getByRole('button', { name: 'Record the payment' }));
    await expect(fee.getByText(/recorded as paid in cash\. Receipt PSA-\d{4}-\d{6}\./)).toBeVisible();
    const download = secretary.waitForEvent('download');
    await press(secretary, fee.getByRole('button', { name: 'Download the receipt' }));
    expect((await download).suggestedFilename()).toMatch(/^receipt-PSA-\d{4}-\d{6}\.pdf$/);
  });

  await test.step('the registration, its fee paid, reaches the state’s queue, and its steps are the secretary’s in the audit log', async () => {
    const userId = secretary.url().split('/').pop() ?? '';
    const registration = await admin.request.get(`/api/admin/get-user-registrations-data?userId=${userId}`, {
      headers: { 'access-token': adminSession().accessToken },
    });
    expect((await registration.json()).data).toMatchObject({ status: 'submitted', missing: [] });
    const queue = await admin.request.get(
      `/api/admin/get-users-registrations-list?status=submitted&search=${encodeURIComponent(name)}`,
      { headers: { 'access-token': adminSession().accessToken } },
    );
    expect(((await queue.json()).data.items as { name: string }[]).map((item) => item.name)).toEqual([name]);
    const log = await admin.request.get(`/api/admin/audit-log?targetId=${userId}`, {
      headers: { 'access-token': adminSession().accessToken },
    });
    const actions = ((await log.json()).data.items as { action: string; actorName: string }[]).map(
      (item) => `${item.action} by ${item.actorName}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        `district.athlete.register by Camp Secretary ${tag}`,
        `district.athlete.submit by Camp Secretary ${tag}`,
      ]),
    );
  });

  await test.step('the athlete takes the account over with the printed code, an e-mail address and a password', async () => {
    const slip = secretary.getByRole('region', { name: 'Hand the account over' });
    await press(secretary, slip.getByRole('button', { name: 'Make a take-over code' }));
    const code = (await slip.getByText(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/).textContent()) ?? '';
    await expect(slip.getByRole('img', { name: /QR code that opens the take-over page/ })).toBeVisible();
    await look(secretary, 'take-over slip', 'district-takeover-slip');

    const visitor = await (await browser.newContext(testInfo.project.use)).newPage();
    await visitor.goto(`/take-over?code=${code}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Take over your account' })).toBeVisible();
    await expect(visitor.getByRole('textbox', { name: /Take-over code/ })).toHaveValue(code);
    const email = `camp.${tag}@example.in`;
    await typeIn(visitor, visitor.getByRole('textbox', { name: /E-mail/ }), email);
    await typeIn(visitor, visitor.getByLabel(/^Your new password/), 'paddy-field-sprint-42');
    await look(visitor, 'take-over page', 'take-over');
    await press(visitor, visitor.getByRole('button', { name: 'Take over the account' }));
    await expect(
      visitor.getByText(`Sign in with ${email} and your new password.`, { exact: false }),
    ).toBeVisible();

    await secretary.reload();
    await expect(secretary.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(secretary.getByRole('region', { name: 'Hand the account over' })).toHaveCount(0);
    await expect(secretary.getByText('Your district unit registered this athlete')).toHaveCount(0);
  });
});
