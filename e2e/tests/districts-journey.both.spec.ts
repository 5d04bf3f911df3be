import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import {
  ATHLETE_PASSWORD,
  adminSession,
  createVerifiedAthlete,
  loginByApi,
  type SessionRecord,
} from '../support/athletes.js';
import { look, personPage, switchLanguage } from '../support/competitions.js';
import { test } from '../support/fixtures.js';
import { choose, press, typeIn, uploadByKeyboard } from '../support/keyboard.js';
import {
  declare,
  fillPage1,
  fillPage2Rest,
  fillPage2Start,
  uploadDocuments,
} from '../support/keyboard-registration.js';
import { codeFromMail } from '../support/mail.js';
import { e2eRoot } from '../support/paths.js';
import { uniqueUdid } from '../support/registrations.js';

// The district check, end to end, at 360 and 1280 px and by keyboard: with the association's setting
// on, a secretary registers an athlete without e-mail at a camp, records the consent form, shows a
// payment link, takes the fee in cash and recommends approval; the state's reviewer sees the
// recommendation, filters the queue by it and approves; the athlete takes the account over and sees
// on their status page who did what for them.

const admin = () => ({ headers: { 'access-token': adminSession().accessToken } });

test('a district-checked registration from the camp to the athlete’s own status page', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const tag = `${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`;
  const settings = await request.get('/api/admin/settings', admin());
  const before = (await settings.json()).data;
  const turnedOn = await request.put('/api/admin/settings', {
    ...admin(),
    data: { ...before, districtCheckFirst: true },
  });
  expect(turnedOn.status()).toBe(200);
  const account = await createVerifiedAthlete(request, `Check Secretary ${tag}`);
  const appointed = await request.post('/api/admin/district-secretaries', {
    ...admin(),
    data: { email: account.email, districts: ['Ernakulam'] },
  });
  expect(appointed.status()).toBe(200);
  const secretary = await personPage(
    browser,
    testInfo.project.use,
    await loginByApi(request, account.email, ATHLETE_PASSWORD),
  );
  const reviewer = await personPage(browser, testInfo.project.use, adminSession());
  const name = `Checked Athlete ${tag}`;

  try {
    await test.step('the account and the three pages, by keyboard, then submitted', async () => {
      await secretary.goto('/district/athletes');
      await press(secretary, secretary.getByRole('link', { name: 'Register an athlete' }));
      await typeIn(secretary, secretary.getByRole('textbox', { name: /Athlete's full name/ }), name);
      await typeIn(secretary, secretary.getByRole('textbox', { name: /Mobile number/ }), '9847066666');
      await press(secretary, secretary.getByRole('button', { name: 'Create the account and continue' }));
      await expect(
        secretary.getByRole('heading', { level: 1, name: `Registration of ${name}` }),
      ).toBeVisible();
      await fillPage1(secretary);
      await press(secretary, secretary.getByRole('button', { name: 'Save page 1' }));
      await fillPage2Start(secretary);
      await typeIn(secretary, secretary.getByLabel(/^UDID number/), uniqueUdid(1999));
      await fillPage2Rest(secretary);
      await press(secretary, secretary.getByRole('button', { name: 'Save page 2' }));
      await uploadDocuments(secretary);
      await declare(secretary);
      await press(secretary, secretary.getByRole('button', { name: 'Save and submit the registration' }));
      await expect(secretary.getByRole('heading', { level: 1, name })).toBeVisible();
    });

    await test.step('the signed consent form, photographed', async () => {
      const consent = secretary.getByRole('region', { name: 'Signed consent form' });
      await uploadByKeyboard(
        secretary,
        consent.getByRole('button', { name: 'Choose file: Signed consent form' }),
        {
          name: 'consent.jpg',
          mimeType: 'image/jpeg',
          buffer: readFileSync(path.join(e2eRoot, 'fixtures', 'athlete-photo.jpg')),
        },
      );
      await expect(consent.getByRole('button', { name: 'Replace Signed consent form' })).toBeVisible({
        timeout: 20_000,
      });
    });

    let payPath = '';
    await test.step('a payment link to show, and the page it opens without signing in', async () => {
      const link = secretary.getByRole('region', { name: 'Payment link' });
      await press(secretary, link.getByRole('button', { name: 'Make a payment link' }));
      const address = link.getByRole('textbox', { name: 'Payment link' });
      await expect(address).toHaveValue(/\/pay\/[\w-]{40,}$/);
      await expect(link.getByText(/no e-mail address/)).toBeVisible();
      await expect(link.getByRole('img', { name: 'QR code of the payment link' })).toBeVisible();
      payPath = new URL(await address.inputValue()).pathname;
      const visitor = await (await browser.newContext(testInfo.project.use)).newPage();
      await visitor.goto(payPath);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Pay a registration fee' })).toBeVisible();
      await expect(visitor.getByText(/registration fee of Checked\./)).toBeVisible();
      await expect(visitor.getByRole('button', { name: 'Pay successfully (test)' })).toBeVisible();
      await look(visitor, 'payment link page', 'district-pay-link');
      await switchLanguage(visitor, 'hi');
      await look(visitor, 'payment link page', 'district-pay-link');
      await visitor.context().close();
    });

    await test.step('the fee taken in cash instead', async () => {
      const fee = secretary.getByRole('region', { name: 'Registration fee' });
      await press(secretary, fee.getByRole('button', { name: 'Record the fee paid in cash' }));
      const dialog = secretary.getByRole('dialog', { name: 'Record the fee as paid in cash?' });
      await press(secretary, dialog.getByRole('button', { name: 'Record the payment' }));
      await expect(fee.getByText(/Receipt PSA-\d{4}-\d{6}\./)).toBeVisible();
    });

    await test.step('the district check: documents seen, a remark, approval recommended', async () => {
      const check = secretary.getByRole('region', { name: 'District check' });
      for (const label of ['Photo', 'Disability certificate', 'Proof of age', 'Identity proof']) {
        await press(secretary, check.getByRole('checkbox', { name: label, exact: true }), 'Space');
      }
      await press(secretary, check.getByRole('button', { name: 'Save the check' }));
      await expect(check.getByText('Choose approve or return.')).toBeVisible();
      await look(secretary, 'district check with an error', 'district-check-errors');
      await press(secretary, check.getByRole('radio', { name: /^Approve/ }), 'Space');
      await typeIn(
        secretary,
        check.getByRole('textbox', { name: /Remark for the state/ }),
        'Original certificate seen at the camp.',
      );
      await press(secretary, check.getByRole('button', { name: 'Save the check' }));
      await expect(check.getByText(/^Recorded: Recommends approval/)).toBeVisible();
      await look(secretary, 'district athlete with the check', 'district-check');
      await switchLanguage(secretary, 'hi');
      await expect(secretary.getByRole('region', { name: 'ज़िला जाँच' })).toBeVisible();
      await look(secretary, 'district athlete with the check', 'district-check');
      await switchLanguage(secretary, 'en');
    });

    await test.step('the state’s reviewer filters the queue by the recommendation and approves', async () => {
      await reviewer.goto('/admin/uid-management');
      await choose(reviewer, reviewer.getByLabel('District check'), 'R', 'approve');
      await typeIn(reviewer, reviewer.getByRole('searchbox', { name: 'Name or e-mail' }), name);
      const row = reviewer.getByRole('row').filter({ hasText: name });
      await expect(row.getByText('Recommends approval')).toBeVisible();
      await expect(row.getByText(`Check Secretary ${tag}`, { exact: false })).toBeVisible();
      // An athlete registered without an address shows none, not the account's placeholder.
      await expect(row.getByText(/\.invalid/)).toHaveCount(0);
      await look(reviewer, 'review queue filtered by the district check', 'queue-district-check');
      await switchLanguage(reviewer, 'hi');
      await look(reviewer, 'review queue filtered by the district check', 'queue-district-check');
      await switchLanguage(reviewer, 'en');
      await choose(reviewer, reviewer.getByLabel('District check'), 'N', 'unchecked');
      await expect(reviewer.getByRole('row').filter({ hasText: name })).toHaveCount(0);
      // The filter lives in the address, as the queue's others do.
      await reviewer.goto(`/admin/uid-management?districtCheck=approve&search=${encodeURIComponent(name)}`);
      await expect(reviewer.getByLabel('District check')).toHaveValue('approve');
      await press(reviewer, reviewer.getByRole('link', { name }));
      const card = reviewer.getByRole('region', { name: 'District unit' });
      await expect(card.getByText('Recommends approval')).toBeVisible();
      await expect(card.getByText('Original certificate seen at the camp.')).toBeVisible();
      await expect(card.getByText('4 documents seen by the district.')).toBeVisible();
      await expect(card.getByRole('heading', { name: 'Signed consent form' })).toBeVisible();
      await look(reviewer, 'registration review with the district check', 'review-district-check');
      await press(reviewer, reviewer.getByRole('button', { name: 'Approve', exact: true }));
      const dialog = reviewer.getByRole('dialog', { name: 'Approve this registration?' });
      await press(reviewer, dialog.getByRole('button', { name: 'Approve and assign UID' }));
      await expect(reviewer.getByTestId('review-uid')).toHaveText(/\S+/);
    });

    await test.step('the athlete takes the account over and sees who did what on the status page', async () => {
      const slip = secretary.getByRole('region', { name: 'Hand the account over' });
      await press(secretary, slip.getByRole('button', { name: 'Make a take-over code' }));
      const code = (await slip.getByText(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/).textContent()) ?? '';
      const visitor = await (await browser.newContext(testInfo.project.use)).newPage();
      await visitor.goto(`/take-over?code=${code}`);
      const email = `checked.${tag}@example.in`;
      await typeIn(visitor, visitor.getByRole('textbox', { name: /E-mail/ }), email);
      await typeIn(visitor, visitor.getByLabel(/^Your new password/), 'paddy-field-sprint-42');
      await press(visitor, visitor.getByRole('button', { name: 'Take over the account' }));
      await expect(
        visitor.getByText(`Sign in with ${email} and your new password.`, { exact: false }),
      ).toBeVisible();
      await visitor.context().close();

      // The first sign-in confirms the new address by a mailed code, as for any account.
      await request.post('/api/login', { data: { email, password: 'paddy-field-sprint-42' } });
      const verified = await request.post('/api/verify-email', {
        data: { email, otp: await codeFromMail(email, 0) },
      });
      const athlete = await personPage(
        browser,
        testInfo.project.use,
        (await verified.json()).data as SessionRecord,
      );
      await athlete.goto('/user/registration-status');
      const history = athlete.getByRole('region', { name: 'Done for you by your district unit' });
      for (const step of [
        'Created your account',
        'Submitted your registration',
        'Recorded your signed consent form',
        'Sent a link to pay your registration fee',
        /^Took your registration fee in cash \(receipt PSA-\d{4}-\d{6}\)$/,
        'Checked your registration and recommended to approve',
      ]) {
        await expect(history.getByText(step)).toBeVisible();
      }
      await expect(
        history
          .getByText(`Check Secretary ${tag}, district secretary of Ernakulam`, { exact: false })
          .first(),
      ).toBeVisible();
      await look(athlete, 'registration status with the district’s steps', 'status-assisted-steps');
      await switchLanguage(athlete, 'hi');
      await expect(athlete.getByRole('region', { name: 'आपकी ज़िला इकाई ने आपके लिए किया' })).toBeVisible();
      await look(athlete, 'registration status with the district’s steps', 'status-assisted-steps');
    });
  } finally {
    await request.put('/api/admin/settings', { ...admin(), data: before });
  }
});
