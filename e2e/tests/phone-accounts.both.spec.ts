import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ATHLETE_PASSWORD, adminSession, createVerifiedAthlete } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { typeIn } from '../support/keyboard.js';
import { apiCall, saveRegistrationPages, submitAndPay, uploadDocument } from '../support/registrations.js';
import { codeFromSms, smsCount } from '../support/sms.js';
import { bringTheApp } from '../support/take-over.js';

// Accounts by mobile number (decision 41), by keyboard, in English and Hindi, axe clean, at the width of
// the project (360 and 1280 px). The codes are read from the portal's SMS outbox: the e2e portal runs
// with no SMS provider. What is not the subject (the registration pages, the district's side) goes
// through the API.

/** A mobile number of its own (one number may ask for a few codes a day). */
const newNumber = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

async function open(page: Page, path: string, lang: 'en' | 'hi') {
  await page.addInitScript((code) => window.localStorage.setItem('language', code), lang);
  await page.context().addCookies([{ name: 'lang', value: lang, url: process.env.E2E_BASE_URL ?? '' }]);
  await page.goto(path);
  await bringTheApp(page);
}

test('an athlete with no e-mail signs up with a mobile number, enters the SMS code and completes the registration', async ({
  page,
  request,
}) => {
  const number = newNumber();
  const phone = `+91${number}`;
  await open(page, '/register', 'en');
  await typeIn(page, page.getByLabel('Full name'), 'Lakshmi Amma');
  // Written as people write it: with a space.
  await typeIn(page, page.getByLabel('Mobile number'), `${number.slice(0, 5)} ${number.slice(5)}`);
  await typeIn(page, page.locator('input[autocomplete="new-password"]'), ATHLETE_PASSWORD);
  await expectNoAxeViolations(page, 'sign-up by number');
  await screenshot(page, 'phone-signup');
  await page.keyboard.press('Enter');

  // The browser's proof of work, then the code step: the code went by SMS, in English, plain text.
  const codeField = page.getByLabel('Code from the SMS');
  await expect(codeField).toBeFocused({ timeout: 30_000 });
  await expect(page).toHaveURL(/step=verify&phone=/);
  const { code, sms } = await codeFromSms(phone, 0);
  expect(sms).toMatchObject({ kind: 'verify_phone', unicode: false });
  expect(sms.templateId).not.toBe('');
  await expectNoAxeViolations(page, 'SMS code step');
  await screenshot(page, 'phone-signup-code');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/register/, { timeout: 15_000 });

  // The registration itself is tested elsewhere: through the API with the account's session.
  const login = await request.post('/api/login', { data: { phone: number, password: ATHLETE_PASSWORD } });
  const session = (await login.json()).data;
  expect(session).toMatchObject({ phone, email: '', phoneVerified: true });
  const token = session.accessToken;
  await saveRegistrationPages(request, token, { page1: { fullName: 'Lakshmi Amma', mobile: number } });
  for (const kind of ['photo', 'disability_certificate', 'proof_of_age', 'identity_proof'])
    await uploadDocument(request, token, kind);
  const flags = await submitAndPay(request, token);
  expect(flags).toMatchObject({ registrationCompleted: true, registrationPaymentCompleted: true });
});

test('a district-registered athlete takes the account over with a code by SMS to the number on the registration (Hindi)', async ({
  page,
  request,
}) => {
  // A district secretary registers the athlete with a number and no e-mail.
  const secretary = await createVerifiedAthlete(request, 'Suresh Secretary');
  await apiCall(request, adminSession().accessToken, 'post', '/api/admin/district-secretaries', {
    email: secretary.email,
    districts: ['Wayanad'],
  });
  const number = newNumber();
  const phone = `+91${number}`;
  const created = await apiCall(request, secretary.accessToken, 'post', '/api/district/athletes', {
    name: 'Bindu Wayanad',
    phone: number,
    email: '',
    district: 'Wayanad',
  });

  await open(page, '/login', 'hi');
  await page.getByRole('button', { name: 'इसके बजाय एसएमएस कोड से साइन इन करें' }).focus();
  await page.keyboard.press('Enter');
  const numberField = page.getByLabel('मोबाइल नंबर');
  await typeIn(page, numberField, number);
  await expectNoAxeViolations(page, 'sign-in by code, Hindi');
  await screenshot(page, 'phone-login-code-hi');
  await page.keyboard.press('Enter');

  const codeField = page.getByLabel('एसएमएस में आया कोड');
  await expect(codeField).toBeFocused({ timeout: 30_000 });
  const { code, sms } = await codeFromSms(phone, smsCount(phone) - 1);
  // The reader chose Hindi: the SMS is in Hindi, so Unicode.
  expect(sms).toMatchObject({ kind: 'sign_in_code', unicode: true });
  await expectNoAxeViolations(page, 'sign-in code step, Hindi');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/login/, { timeout: 15_000 });

  // The account is the athlete's now: the district reads it, and can print no take-over code.
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('userinfo') ?? '{}'));
  expect(stored).toMatchObject({ _id: created._id, phoneVerified: true });
  const printed = await request.post(`/api/district/athletes/${created._id}/takeover-code`, {
    headers: { 'Access-Token': secretary.accessToken },
  });
  expect(printed.status()).toBeGreaterThanOrEqual(400);
  expect(printed.status()).toBeLessThan(500);
});
