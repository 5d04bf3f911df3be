import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/accounts.js';
import { createVerifiedAthlete, useSession } from '../support/athletes.js';
import { expect, test } from '../support/fixtures.js';

test('an administrator logs in and reaches the admin dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // Entering the administrators' area loads a page of its own (its security policy differs), so the
  // dashboard is waited for, and the stored session read from that page.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? '{}').isAdmin))
    .toBe(true);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('an athlete opening /admin is sent to the home page, and the API refuses them too', async ({
  page,
  request,
}) => {
  const athlete = await createVerifiedAthlete(request);
  await useSession(page, athlete);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/admin/user-management');
  await expect(page).toHaveURL(/\/home$/);
  const response = await request.get('/api/admin/get-users-list', {
    headers: { 'Access-Token': athlete.accessToken },
  });
  expect(response.status()).toBe(403);
});

test('a visitor who is not logged in is sent to /login from the user and admin areas', async ({ page }) => {
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  // Leaving the administrators' area loads the next page afresh (it has a policy of its own): the
  // sign-in page comes twice, drawn by the router and then reloaded; wait for the reload to finish.
  const reloadedAtLogin = page.waitForEvent('load', {
    predicate: (loaded) => loaded.url().endsWith('/login'),
  });
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await reloadedAtLogin;
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});
