import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedAthlete, useSession } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';

// The public content pages are rendered on the server (docs/decisions/0006): the HTML arrives
// complete, in the reader's language, with only a small enhancement script; the React app takes
// over from sign-in on. Runs at 1280 px and (phone project) 360 px.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 480;

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
  // Hashed files are cached for good, and arrive compressed; the server's rendering bundle is not served.
  const script = await request.get(scripts[0] ?? '', { headers: { 'Accept-Encoding': 'br' } });
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-encoding']).toBe('br');
  expect((await request.get('/ssr/render.js')).headers()['content-type']).toContain('text/html');

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
  // The whole stylesheets, which the script puts in place after the first paint, come from <noscript>.
  const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? 'inline'));
  expect(sheets.some((href) => /\/assets\/app-[\w-]+\.css$/.test(href))).toBe(true);
  await page.getByRole('link', { name: article.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/news/${article.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await context.close();
});

/** What an element looks like: its box, its text, its colours and edges, where it is laid out. */
const DRAWN_PROPERTIES = [
  'display',
  'position',
  'top',
  'left',
  'width',
  'height',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-color',
  'border-top-style',
  'border-top-left-radius',
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'text-align',
  'text-decoration-line',
  'text-transform',
  'opacity',
  'visibility',
  'box-shadow',
  'outline-style',
  'transform',
  'flex-direction',
  'flex-wrap',
  'align-items',
  'justify-content',
  'gap',
  'grid-template-columns',
  'overflow-x',
  'overflow-y',
  'z-index',
  'list-style-type',
  'content',
  'cursor',
  'white-space',
];

/**
 * Each kind of element's and pseudo-element's drawn properties, digested in the page (they are
 * megabytes). An element's kind is its place in the tree by tags and classes, without positions: the
 * page is loaded twice, and parallel tests may publish a record or a result in between, which adds
 * rows and sections; keyed by position, one more section made every element after it differ. Elements
 * of one kind drawn in several ways (a striped row) keep each way.
 */
const drawnStyles = (page: Page) =>
  page.evaluate((properties) => {
    const digest = (text: string) => {
      let hash = 5381;
      for (let at = 0; at < text.length; at++) hash = (Math.imul(hash, 33) ^ text.charCodeAt(at)) >>> 0;
      return hash.toString(36);
    };
    const kindOf = (element: Element): string => {
      const own = `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`;
      const parent = element.parentElement;
      return parent && parent !== document.body ? `${kindOf(parent)} ${own}` : own;
    };
    const ways: Record<string, Set<string>> = {};
    for (const element of document.querySelectorAll('body *')) {
      const kind = kindOf(element);
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && style.content === 'none') continue;
        const drawn = properties.map((property) => style.getPropertyValue(property)).join(';');
        const key = `${kind}${pseudo ?? ''}`;
        const seen = ways[key] ?? new Set<string>();
        seen.add(digest(drawn));
        ways[key] = seen;
      }
    }
    return Object.fromEntries(Object.entries(ways).map(([kind, set]) => [kind, [...set].sort().join(' ')]));
  }, DRAWN_PROPERTIES);

test('a content page is drawn whole by the rules it carries, before its stylesheets arrive', async ({
  page,
}) => {
  // The last in high contrast at large text, which the page's first script sets before the paint.
  for (const path of ['/home', '/news', '/records', '/upcoming-events in high contrast']) {
    if (path.endsWith('in high contrast'))
      await page.addInitScript(() =>
        window.localStorage.setItem('display', JSON.stringify({ textSize: 'large', highContrast: true })),
      );
    const address = path.split(' ')[0] ?? path;
    await page.route('**/*.css', (route) => route.abort());
    await page.goto(address, { waitUntil: 'networkidle' });
    const carried = await drawnStyles(page);
    await page.unroute('**/*.css');

    const errors: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    page.on('console', onConsole);
    await page.goto(address, { waitUntil: 'networkidle' });
    // The whole sheets were put back in their place once the page had been painted.
    await expect(page.locator('#deferred-styles')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href).length))
      .toBeGreaterThan(1);
    const whole = await drawnStyles(page);
    page.off('console', onConsole);
    // No policy refused the script that puts them back, nor anything else.
    expect(errors, path).toEqual([]);
    // The same page both times, give or take a row another test published meanwhile.
    const kinds = Object.keys(whole).filter((kind) => kind in carried);
    expect(kinds.length, `${path}: the same kinds of elements both times`).toBeGreaterThan(
      0.9 * Object.keys(whole).length,
    );
    const differing = kinds.filter((kind) => carried[kind] !== whole[kind]);
    expect(differing, `${path}: the elements drawn otherwise before its stylesheets arrive`).toEqual([]);
  }
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
  // A new athlete has not registered yet: the link leads to the account set-up.
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

test('the About Us panel works with the keyboard alone', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (isPhone(page)) {
    // Phone: open the menu first, by keyboard.
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  const opener = page.getByRole('button', { name: 'About Us' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'About Us' });
  await expect(panel).toBeVisible();
  // A panel along the right edge (full width on a phone), not spread over the page.
  // (Polled: it slides in from the right.)
  const width = page.viewportSize()?.width ?? 1280;
  const rightEdge = async () => {
    const box = await panel.boundingBox();
    return box ? Math.round(box.x + box.width) : null;
  };
  await expect.poll(rightEdge).toBe(width);
  if (width > 480) expect((await panel.boundingBox())?.width).toBeLessThanOrEqual(480);
  // Focus is inside the panel; its contact details come from the database.
  await expect.poll(() => panel.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await expect(panel.getByRole('link', { name: /info@parasports\.example\.in/ })).toBeVisible();
  await expect(panel.getByRole('img', { name: /Instagram photo/ })).toHaveCount(8);
  await expect(panel.getByRole('link', { name: /YouTube/ })).toBeVisible();
  // Tab stays inside while open.
  for (let i = 0; i < 15; i += 1) await page.keyboard.press('Tab');
  expect(await panel.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await screenshot(page, 'about-panel');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
  // The close button, by keyboard.
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect.poll(() => panel.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await panel.getByRole('button', { name: 'Close About Us' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
});

test('text size and high contrast change the page and are remembered', async ({ page }) => {
  await page.goto('/home');
  const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(await rootSize()).toBe('16px');
  await page.getByRole('button', { name: 'Larger text' }).click();
  expect(await rootSize()).toBe('20px');
  await expect(page.getByRole('button', { name: 'Larger text' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'High contrast' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  const background = await page.locator('main').evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(background).toBe('rgb(0, 0, 0)');
  await screenshot(page, 'high-contrast-large');
  await page.reload();
  expect(await rootSize()).toBe('20px');
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  await page.getByRole('button', { name: 'Smaller text' }).click();
  expect(await rootSize()).toBe('14px');
  await page.getByRole('button', { name: 'Normal text size' }).click();
  await page.getByRole('button', { name: 'High contrast' }).click();
  expect(await rootSize()).toBe('16px');
  await expect(page.locator('html')).not.toHaveAttribute('data-contrast', 'high');
});

test('the skip link moves focus to the content', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
