import type { Page } from '@playwright/test';
import { ATHLETE_PASSWORD, newAthleteEmail } from '../support/athletes.js';
import { expect, screenshot, test } from '../support/fixtures.js';
import { typeIn } from '../support/keyboard.js';
import { codeFromMail } from '../support/mail.js';

// On a cheap phone the app's script may not arrive at all (a dropped connection, a data saver, script
// turned off). Sign-up, its code, sign-in, password reset and contact still work as plain forms: the
// browser posts them, the server answers with the next page or the same page with what was wrong.
// At 360 px, by keyboard: fields typed into, forms sent with Enter.

test.use({ javaScriptEnabled: false });

const NEW_PASSWORD = 'coconut-relay-4417';

/** Types into the field and sends its form with Enter, as a keyboard user does. */
async function typeAndSend(page: Page, label: string | RegExp, text: string, exact = false) {
  const field = page.getByLabel(label, { exact });
  await typeIn(page, field, text);
  await page.keyboard.press('Enter');
}

test('with no script: sign up, verify, sign in, reset the password and write to the office', async ({
  page,
}) => {
  const email = newAthleteEmail('no-script');

  await test.step('sign up: the code step comes back from the server', async () => {
    await page.goto('/register');
    await typeIn(page, page.getByLabel('Full name'), 'Sreeja Nair');
    await typeIn(page, page.getByLabel('Mobile number'), '9847055512');
    await typeIn(page, page.getByLabel('E-mail (optional)'), email);
    await typeAndSend(page, /^Password/, ATHLETE_PASSWORD);
    await expect(page.getByLabel('Verification code')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await screenshot(page, 'no-script-verify-code');
  });

  await test.step('a wrong code is said above the field; the right one signs in', async () => {
    const code = await codeFromMail(email, 0);
    await typeAndSend(page, 'Verification code', code === '123456' ? '654321' : '123456');
    await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
    await screenshot(page, 'no-script-wrong-code');
    await typeAndSend(page, 'Verification code', code);
    await expect(page).toHaveURL(/\/account-setup$/);
  });

  await test.step('sign in: a wrong password says so and keeps the address; the right one goes on', async () => {
    await page.goto('/login');
    await typeIn(page, page.getByLabel('E-mail or mobile number'), email);
    await typeAndSend(page, 'Password', 'not-the-password-1', true);
    await expect(
      page.getByText('The e-mail or password is not right.', { exact: false }).first(),
    ).toBeVisible();
    await expect(page.getByLabel('E-mail or mobile number')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await screenshot(page, 'no-script-login-refused');
    await typeAndSend(page, 'Password', ATHLETE_PASSWORD, true);
    await expect(page).toHaveURL(/\/account-setup$/);
  });

  await test.step('reset the password with the mailed code, then sign in with it', async () => {
    await page.goto('/reset-password');
    await typeAndSend(page, 'E-mail or mobile number', email);
    await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
    const code = await codeFromMail(email, 1);
    await typeIn(page, page.getByLabel('Code', { exact: true }), code);
    await typeAndSend(page, 'New password', NEW_PASSWORD);
    await expect(page).toHaveURL(/\/login\?password=changed$/);
    await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();
    await typeIn(page, page.getByLabel('E-mail or mobile number'), email);
    await typeAndSend(page, 'Password', NEW_PASSWORD, true);
    await expect(page).toHaveURL(/\/account-setup$/);
  });

  await test.step('the contact form: a mistake is shown with what was typed, then the message goes', async () => {
    await page.goto('/contact');
    await typeIn(page, page.getByLabel('Your name'), 'Sreeja Nair');
    await typeIn(page, page.getByLabel('Your e-mail address'), 'sreeja-at-example');
    await typeIn(page, page.getByLabel('Subject'), 'Camp dates');
    await typeIn(
      page,
      page.getByRole('textbox', { name: /^Message/ }),
      'When is the next classification camp?',
    );
    await page.getByRole('button', { name: 'Send message' }).focus();
    await page.keyboard.press('Enter');
    const address = page.getByLabel('Your e-mail address');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue(
      'When is the next classification camp?',
    );
    await screenshot(page, 'no-script-contact-refused');
    await typeIn(page, address, email);
    await page.getByRole('button', { name: 'Send message' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByText('Thank you: your message has been sent')).toBeVisible();
  });
});
