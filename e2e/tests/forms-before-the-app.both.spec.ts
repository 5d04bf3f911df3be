import type { Page } from '@playwright/test';
import { ATHLETE_PASSWORD, createVerifiedAthlete } from '../support/athletes.js';
import { expect, screenshot, test } from '../support/fixtures.js';
import { holdTheApp } from '../support/held-app.js';

// Sign-in, sign-up, password reset and contact arrive drawn by the server: on slow mobile data the
// form is there, focusable and typed into while the app's script is still on its way; the app then
// takes the page over without losing what was typed. Runs at 1280 and 360 px (the navigation the
// server draws for both widths becomes the one for the screen when the app takes over).

/** Errors React reports when the app could not take the server's page over as it was drawn. */
function watchTakeOver(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const appReady = (page: Page) =>
  page.waitForFunction(() => (window as { __appReady?: boolean }).__appReady === true);

test('the sign-in form works before the app has loaded, and signing in early is not lost', async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const athlete = await createVerifiedAthlete(request, 'Nandini Pillai');
  await request.dispose();
  const problems = watchTakeOver(page);
  const release = await holdTheApp(page);

  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByLabel('E-mail');
  await expect(email).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await screenshot(page, 'login-before-the-app');
  await email.focus();
  await expect(email).toBeFocused();
  await page.keyboard.type(athlete.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ATHLETE_PASSWORD);
  await page.keyboard.press('Enter');
  // Held until the app is there: no reload, no form posted by the browser.
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => (window as { __appReady?: boolean }).__appReady)).toBeUndefined();

  release();
  await expect(page).toHaveURL(/\/account-setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account setup' })).toBeVisible();
  expect(problems).toEqual([]);
});

for (const path of ['/register', '/reset-password', '/contact']) {
  test(`${path} is drawn before the app and taken over as it is`, async ({ page }) => {
    const problems = watchTakeOver(page);
    const release = await holdTheApp(page);
    await page.goto(path, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // Stylesheets and fonts arriving move things; what is compared is the take-over alone.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
    );
    await page.evaluate(() => document.fonts.ready);
    const before = await heading.boundingBox();
    const firstField = page.locator('main input, main textarea').first();
    await firstField.fill('Typed before the app');
    release();
    await appReady(page);
    // Taken over in place: the same text, where it was, and what was typed still there.
    await expect(firstField).toHaveValue('Typed before the app');
    expect(await heading.boundingBox()).toEqual(before);
    expect(problems).toEqual([]);
  });
}

test('a visitor without JavaScript gets the forms with a note, and a post sends nothing further', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  // (Text locators pass over <noscript>; the paragraph inside it is what the visitor sees.)
  const note = page.locator('noscript p');
  await expect(note).toBeVisible();
  await expect(note).toHaveText(/This page needs JavaScript to work\./);
  await page.getByLabel('E-mail').fill('someone@example.in');
  await page.getByLabel('Password', { exact: true }).fill('not-sent-anywhere');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  // A post answered with the page again: the password never appears in an address.
  await expect(page).toHaveURL(/\/login$/);
  await expect(note).toBeVisible();
  await context.close();
});
