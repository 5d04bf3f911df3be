import type { Page } from '@playwright/test';
import { ATHLETE_PASSWORD, createVerifiedAthlete, useSession } from '../support/athletes.js';
import { expect, screenshot, test } from '../support/fixtures.js';
import { holdTheApp } from '../support/held-app.js';
import { typeIn } from '../support/keyboard.js';
import { appReady, bringTheApp } from '../support/take-over.js';

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

test('the sign-in form works before the app has loaded: signing in early goes through the server, and the app takes the session over', async ({
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
  // Posted by the browser, answered by the server: the athlete's next page, while the app still loads.
  await expect(page).toHaveURL(/\/account-setup$/);
  expect(await page.evaluate(() => (window as { __appReady?: boolean }).__appReady)).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('userinfo'))).toBeNull();

  release();
  // The app, once there, takes over the session the server started.
  await expect(page.getByRole('heading', { level: 1, name: 'Account setup' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? '{}'));
  expect(stored).toMatchObject({ email: athlete.email, emailVerified: true });
  // Its cookie is gone with the handover: nothing of the session is left for another page to read.
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name.startsWith('session_handover'))).toEqual([]);
  expect(problems).toEqual([]);
});

for (const path of ['/register', '/reset-password', '/contact']) {
  test(`${path} is drawn before the app and taken over as it is, where the visitor scrolled it`, async ({
    page,
  }) => {
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
    const firstField = page.locator('main input:not([type="hidden"]), main textarea').first();
    await firstField.fill('Typed before the app');
    // Scrolled down to the button, as a visitor about to press it: the take-over must not move it.
    const submit = page.locator('main button[type="submit"]').last();
    await submit.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    if (path === '/register') expect(scrolled).toBeGreaterThan(0);
    const before = await heading.boundingBox();
    const submitBefore = await submit.boundingBox();
    release();
    await appReady(page);
    // Taken over in place: the same text, where it was, and what was typed still there.
    await expect(firstField).toHaveValue('Typed before the app');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await heading.boundingBox()).toEqual(before);
    // The button stays under the finger. (The contact form's message box is measured to its text by
    // the app, a pixel taller than the rows the server gives it.)
    const submitAfter = await submit.boundingBox();
    expect(Math.abs((submitAfter?.y ?? 0) - (submitBefore?.y ?? 0))).toBeLessThanOrEqual(2);
    expect(problems).toEqual([]);
  });
}

test('a form refused before the app arrived is taken over as the server drew it, the refusal kept', async ({
  page,
}) => {
  const problems = watchTakeOver(page);
  const release = await holdTheApp(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.getByLabel('Your name').fill('Anil Joseph');
  await page.getByLabel('Your e-mail address').fill('anil-at-example');
  await page.getByLabel('Subject').fill('Travel to the nationals');
  await page.getByRole('textbox', { name: /^Message/ }).fill('Who books the train?');
  await page.getByRole('button', { name: 'Send message' }).press('Enter');
  const address = page.getByLabel('Your e-mail address');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  release();
  await bringTheApp(page);
  // The app starts from the same post: the refusal and what was typed stay, and it sends the fix.
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue('Who books the train?');
  await address.fill('anil@example.in');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you: your message has been sent')).toBeVisible();
  // The refused post's page came with the API's status (400), which the browser reports; nothing else.
  expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
});

test('keys typed without a pause while the app takes the form over all land, in the app too', async ({
  page,
}) => {
  const problems = watchTakeOver(page);
  // A slow phone's processor: the take-over spans several keys.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const release = await holdTheApp(page);
  await page.goto('/register');
  await typeIn(page, page.getByLabel('Full name'), 'Devika Nair');
  await typeIn(page, page.getByLabel('E-mail'), 'devika@example');
  release();
  // The next key comes as the app starts to take the page over, and the visitor types on.
  await page.waitForFunction(
    () =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    undefined,
    { polling: 1 },
  );
  await page.keyboard.type('.in');
  await typeIn(page, page.getByLabel('Mobile number'), '9847012345');
  await appReady(page);
  const fields = { 'Full name': 'Devika Nair', 'E-mail': 'devika@example.in', 'Mobile number': '9847012345' };
  for (const [label, value] of Object.entries(fields))
    await expect(page.getByLabel(label)).toHaveValue(value);
  // The app's form holds them too, not only the page: its check passes on them, and says only what
  // is still missing (the password).
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  for (const label of Object.keys(fields))
    await expect(page.getByLabel(label)).not.toHaveAttribute('aria-invalid', 'true');
  for (const [label, value] of Object.entries(fields))
    await expect(page.getByLabel(label)).toHaveValue(value);
  expect(problems).toEqual([]);
});

/** Every request for the app's entry script the page makes. */
function appRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/app-[\w-]+\.js$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test('a form page runs no app until the first input in its content; its header works meanwhile and after', async ({
  page,
}) => {
  const problems = watchTakeOver(page);
  const requested = appRequests(page);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  // The menu of the width (the phone's toggle, the wide navigation's "More"), by the page's small script.
  const phone = (page.viewportSize()?.width ?? 0) <= 480;
  const menu = page.getByRole('button', { name: phone ? 'Menu' : 'More' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  await screenshot(page, 'login-menu-before-the-app');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  // Focus in the form brings the app; it takes the page over with the menu as the server drew it.
  await page.getByLabel('E-mail').focus();
  await appReady(page);
  expect(requested).toHaveLength(1);
  await expect(page.getByLabel('E-mail')).toBeFocused();
  const appMenu = page.getByRole('button', { name: phone ? 'Menu' : 'More' });
  await expect(appMenu).toHaveAttribute('aria-expanded', 'false');
  // One press, one change: the small script no longer answers the header beside the app.
  await appMenu.click();
  await expect(appMenu).toHaveAttribute('aria-expanded', 'true');
  await appMenu.click();
  await expect(appMenu).toHaveAttribute('aria-expanded', 'false');
  expect(problems).toEqual([]);
});

test('a signed-in reader opening the sign-in page gets the app at once, and is sent to their page', async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const athlete = await createVerifiedAthlete(request, 'Farida Begum');
  await request.dispose();
  await useSession(page, athlete);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/account-setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account setup' })).toBeVisible();
});
