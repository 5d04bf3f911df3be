import type { APIRequestContext } from '@playwright/test';
import { createVerifiedAthlete, useSession } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';

// The public content pages are rendered on the server (docs/decisions/0006): the HTML arrives
// complete, in the reader's language, with only a small enhancement script; the React app takes
// over from sign-in on. Runs at 1280 px and (phone project) 360 px.

async function latestNews(request: APIRequestContext, lang: 'en' | 'hi' = 'en') {
  const home = await (await request.get(`/api/content/home?lang=${lang}`)).json();
  return home.data.news[0] as { slug: string; title: string };
}

test('the HTML of /home already holds the content, in the language of the cookie', async ({ request }) => {
  const english = await (await request.get('/home')).text();
  expect(english).toContain('<html lang="en"');
  expect(english).toContain((await latestNews(request)).title);
  expect(english).toContain('<h1');
  // Only the enhancement script: the React app's entry is not on the page.
  const scripts = [...english.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/enhance-[\w-]+\.js$/);

  const hindi = await (await request.get('/home', { headers: { Cookie: 'lang=hi' } })).text();
  expect(hindi).toContain('<html lang="hi"');
  expect(hindi).toContain('ताज़ा समाचार');
  expect(hindi).toContain((await latestNews(request, 'hi')).title);

  // District names are translated too (seeded: a unit for every district).
  const units = await (await request.get('/district-units', { headers: { Cookie: 'lang=hi' } })).text();
  expect(units).toContain('एर्णाकुलम');

  // The site's address leads to the rendered home page.
  const root = await request.get('/', { maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toBe('/home');
});

test('the pages read and navigate with JavaScript turned off', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const article = await latestNews(request);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: article.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/news/${article.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await context.close();
});

test('a signed-in reader gets the dashboard link instead of Login and Register', async ({
  page,
  request,
}) => {
  const athlete = await createVerifiedAthlete(request, 'Arjun Menon');
  await useSession(page, athlete);
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const dashboard = page.getByRole('link', { name: 'Dashboard' }).first();
  await expect(dashboard).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);
  // A new athlete has not registered yet: the link leads to the account set-up (SPEC section 4).
  await expect(dashboard).toHaveAttribute('href', '/account-setup');
  await dashboard.click();
  await expect(page).toHaveURL(/\/account-setup$/);
});

test('high contrast at large text passes axe on a rendered page', async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('display', JSON.stringify({ textSize: 'large', highContrast: true })),
  );
  await page.goto('/upcoming-events');
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  await expect(page.getByRole('button', { name: 'Larger text' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, 'high contrast, large text');
  await screenshot(page, 'public-high-contrast-events');
});

test('the "More" menu opens and closes with the keyboard', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 1280) <= 480, 'wide navigation only');
  await page.goto('/home');
  const more = page.getByRole('button', { name: 'More' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-disclosure] a').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
});
