import { ATHLETE_PASSWORD, newAthleteEmail } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { codeFromMail } from '../support/mail.js';

const NEW_PASSWORD = 'ghats-relay-baton-88';

test('an athlete signs up with an e-mail code, logs out and in, and resets the password', async ({
  page,
}) => {
  const email = newAthleteEmail('journey');

  await test.step('sign up', async () => {
    await page.goto('/register');
    await expectNoAxeViolations(page, '/register');
    await page.getByLabel('Full name').fill('Lakshmi Menon');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Mobile number').fill('9847012345');
    await page.getByLabel(/^Password/).fill(ATHLETE_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Verification code')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page, 'verification code step');
    await screenshot(page, 'verify-code');
  });

  await test.step('verify the address with the code from the mail', async () => {
    const code = await codeFromMail(email, 0);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/account-setup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account setup' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? '{}'));
    expect(stored).toMatchObject({ email, name: 'Lakshmi Menon', emailVerified: true, isAdmin: false });
    expect(stored.accessToken).toMatch(/\S{40,}/);
  });

  await test.step('log out', async () => {
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('userinfo'))).toBeNull();
  });

  await test.step('log in again', async () => {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(ATHLETE_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/account-setup$/);
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('reset the password with a code', async () => {
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeFromMail(email, 1);
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await expectNoAxeViolations(page, 'reset password code step');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The success toast is on screen now: it must be readable too.
    await expect(page.getByRole('status').filter({ hasText: 'password' }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'login with the password-changed toast');
  });

  await test.step('the old password no longer works; the new one does', async () => {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(ATHLETE_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    // The page shows its own text for the refusal's code (INVALID_CREDENTIALS), not the server's sentence.
    await expect(
      page.getByText('The e-mail or password is not right.', { exact: false }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/account-setup$/);
  });
});
