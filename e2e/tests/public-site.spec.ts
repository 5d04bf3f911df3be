import type { APIRequestContext, Page } from '@playwright/test';
import { adminSession, type SessionRecord, useSession } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { informationPages } from '../support/page-lists.js';
import { sweep } from '../support/sweep.js';
import { bringTheApp } from '../support/take-over.js';

// The public site: every page in English and Hindi with axe, the administrator's publishing
// journey, the contact form, and what search engines get (the controls of the rendered pages are in
// public-pages.spec.ts). Runs at 1280 px and (phone project) 360 px.

/** An admin screen, once the startup profile check has settled (it re-renders the area once). */
async function openAdmin(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('h1')).toBeVisible();
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 480;

/** The reader's language, as the language switch would have remembered it (storage and cookie). */
async function useLanguage(page: Page, code: 'en' | 'hi') {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), code);
  const url = process.env.E2E_BASE_URL ?? 'http://localhost';
  await page.context().addCookies([{ name: 'lang', value: code, url }]);
}

async function firstSeeded(request: APIRequestContext) {
  const home = await (await request.get('/api/content/home')).json();
  return { article: home.data.news[0] as { slug: string }, event: home.data.events[0] as { _id: string } };
}

const staticPages = [
  ...informationPages,
  '/accessibility',
  '/no-such-page',
  '/login',
  '/register',
  '/reset-password',
];

// Each language's pages in two groups that share a browser page each (support/sweep.ts), so the two
// workers can take one group each.
const sweepPages = [...staticPages, 'article', 'event'];
const halves = [
  sweepPages.slice(0, Math.ceil(sweepPages.length / 2)),
  sweepPages.slice(Math.ceil(sweepPages.length / 2)),
];

for (const lang of ['en', 'hi'] as const) {
  for (const [half, paths] of halves.entries()) {
    sweep({
      title: `every public page in ${lang}, part ${half + 1} of 2`,
      prefix: `${lang}: `,
      items: paths,
      name: (path) => path,
      prepare: (page) => useLanguage(page, lang),
      visit: async (page, path) => {
        let target = path;
        if (path === 'article') target = `/news/${(await firstSeeded(page.request)).article.slug}`;
        if (path === 'event') target = `/upcoming-events/${(await firstSeeded(page.request)).event._id}`;
        await page.goto(target);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('h1').first()).toBeVisible();
        // Content has arrived (no loader left) before the scan.
        await expect(page.getByRole('status').filter({ hasText: /Loading|लोड/ })).toHaveCount(0);
        await expectNoAxeViolations(page, `${target} (${lang})`);
        const name = path.replace(/^\//, '').replaceAll('/', '_');
        await screenshot(page, `public-${lang}-${name}`);
      },
    });
  }
}

test('Hindi text is shown for content that has it, English otherwise, and the switch is remembered', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
  if (isPhone(page)) {
    // On a phone the switch sits in the menu.
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  // Server-rendered pages carry the switch of both widths; the one in view is used.
  await page.getByRole('combobox', { name: 'Language' }).filter({ visible: true }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'ताज़ा समाचार' })).toBeVisible();
  // The news list (the home page shows only the latest three, which other tests may have published):
  // this seeded article has a Hindi title, the wheelchair basketball one has none.
  await page.goto('/news');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: 'नए सत्र के लिए पंजीकरण शुरू' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Coaching camp for wheelchair basketball/ })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: 'नए सत्र के लिए पंजीकरण शुरू' })).toBeVisible();
});

test.describe('an administrator publishes; a visitor reads', () => {
  let admin: SessionRecord;
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    admin = adminSession();
    await request.dispose();
  });

  test('news appears on Home, an event among the upcoming events, both on their pages in English and Hindi; a draft never does', async ({
    page,
    browser,
  }, testInfo) => {
    const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const title = `Kerala sweeps the relay ${tag}`;
    const draftTitle = `Unfinished draft ${tag}`;
    const eventTitle = `Para Table Tennis Open ${tag}`;
    await useSession(page, admin);

    // A published article, in both languages.
    await openAdmin(page, '/admin/content/news/new');
    await page
      .getByRole('textbox', { name: /^Title/ })
      .first()
      .fill(title);
    await page
      .getByRole('textbox', { name: /^Summary/ })
      .first()
      .fill('Gold in the 4x100 m universal relay.');
    await page.getByRole('textbox', { name: /^Text/ }).first().fill('The team won **gold** in record time.');
    await page.getByLabel('Status').selectOption('published');
    const hindi = page.getByRole('group', { name: /हिन्दी/ });
    await hindi.getByLabel('Title').fill(`रिले में केरल की जीत ${tag}`);
    await hindi.getByLabel('Text').fill('टीम ने **स्वर्ण** जीता।');
    await screenshot(page, 'admin-news-editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/news\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Cover image')).toBeVisible();

    // A draft.
    await openAdmin(page, '/admin/content/news/new');
    await page
      .getByRole('textbox', { name: /^Title/ })
      .first()
      .fill(draftTitle);
    await page
      .getByRole('textbox', { name: /^Summary/ })
      .first()
      .fill('Not ready.');
    await page.getByRole('textbox', { name: /^Text/ }).first().fill('Not ready yet.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/news\/[0-9a-f-]{36}$/);
    await page.goto('/admin/content/news');
    await expect(page.getByRole('link', { name: draftTitle })).toBeVisible();
    await expectNoAxeViolations(page, '/admin/content/news');
    await screenshot(page, 'admin-news-list');

    // An event starting tomorrow. (The home page shows the next three events: other tests publish
    // events of their own, so the event is looked for in the list of all upcoming events.)
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Asia/Kolkata',
    });
    await openAdmin(page, '/admin/content/events/new');
    await page
      .getByRole('textbox', { name: /^Title/ })
      .first()
      .fill(eventTitle);
    await page
      .getByRole('textbox', { name: /^Venue/ })
      .first()
      .fill('Central Stadium, Thiruvananthapuram');
    await page.getByLabel('Start date').fill(tomorrow);
    await page.getByLabel('End date').fill(tomorrow);
    await page.getByLabel('Status').selectOption('published');
    await page.getByRole('group', { name: /हिन्दी/ }).getByLabel('Title').fill(`पैरा टेबल टेनिस ओपन ${tag}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/events\/[0-9a-f-]{36}$/);

    // A visitor, in English.
    const visitor = await browser.newPage();
    await visitor.goto('/home');
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();
    await expect(visitor.getByText(draftTitle)).toHaveCount(0);
    await visitor.getByRole('link', { name: title }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.locator('main strong', { hasText: 'gold' })).toBeVisible();
    await visitor.goto('/news');
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();
    await expect(visitor.getByText(draftTitle)).toHaveCount(0);
    await visitor.goto('/upcoming-events');
    await visitor.getByRole('link', { name: eventTitle }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: eventTitle })).toBeVisible();
    await expect(visitor.getByText('Central Stadium, Thiruvananthapuram')).toBeVisible();
    await visitor.close();

    // A visitor, in Hindi.
    const hindiContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL ?? '' });
    const reader = await hindiContext.newPage();
    await useLanguage(reader, 'hi');
    await reader.goto('/home');
    await expect(reader.getByRole('link', { name: `रिले में केरल की जीत ${tag}` })).toBeVisible();
    await reader.goto('/upcoming-events');
    await expect(reader.getByRole('link', { name: `पैरा टेबल टेनिस ओपन ${tag}` })).toBeVisible();
    await reader.goto('/home');
    await reader.getByRole('link', { name: `रिले में केरल की जीत ${tag}` }).click();
    await expect(reader.locator('main strong', { hasText: 'स्वर्ण' })).toBeVisible();
    // The summary has no Hindi text: the English one is shown.
    await expect(reader.getByText('Gold in the 4x100 m universal relay.')).toBeVisible();
    await hindiContext.close();
  });

  test('a visitor sends the contact form; the administrator sees it and marks it handled', async ({
    page,
    browser,
  }, testInfo) => {
    const subject = `Classification camp dates ${testInfo.project.name}-${Date.now().toString(36)}`;
    const visitor = await browser.newPage();
    await visitor.goto('/contact');
    // This journey is about the message; sending before the app has taken the page over is
    // forms-before-the-app.both.spec.ts's subject.
    await bringTheApp(visitor);
    await visitor.getByRole('button', { name: 'Send message' }).click();
    // Client-side checks name the fields; focus goes to the first one.
    await expect(visitor.getByLabel('Your name')).toBeFocused();
    await expect(visitor.getByText('Enter your name (2 to 100 characters).')).toBeVisible();
    await visitor.getByLabel('Your name').fill('Lakshmi Menon');
    await visitor.getByLabel('Your e-mail address').fill('lakshmi@example.in');
    await visitor.getByLabel('Mobile number (optional)').fill('98470 12345');
    await visitor.getByLabel('Subject').fill(subject);
    await visitor
      .getByRole('textbox', { name: 'Message' })
      .fill('When is the next classification camp for swimmers?');
    await screenshot(visitor, 'contact-filled');
    await visitor.getByRole('button', { name: 'Send message' }).click();
    await expect(visitor.getByText('Thank you: your message has been sent')).toBeVisible();
    await visitor.close();

    await useSession(page, admin);
    await page.goto('/admin/content/messages');
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toBeVisible();
    await expect(row.getByText('lakshmi@example.in')).toBeVisible();
    await expectNoAxeViolations(page, '/admin/content/messages');
    await screenshot(page, 'admin-messages');
    await row.getByRole('checkbox').click();
    await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
    await page.getByLabel('Show').selectOption('true');
    await expect(page.getByRole('row').filter({ hasText: subject }).getByRole('checkbox')).toBeChecked();
  });

  test('every content admin screen passes axe', async ({ page }) => {
    // Five screens, each with a full axe scan: more than one page's time.
    test.setTimeout(120_000);
    await useSession(page, admin);
    for (const path of ['events', 'district-units', 'faq', 'pages', 'site']) {
      await page.goto(`/admin/content/${path}`);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await expectNoAxeViolations(page, `/admin/content/${path}`);
      await screenshot(page, `admin-content-${path}`);
    }
  });
});

test('search engines get robots.txt, a sitemap and Open Graph tags', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('Sitemap:');
  const sitemap = await request.get('/sitemap.xml');
  const xml = await sitemap.text();
  expect(xml).toContain('/upcoming-events</loc>');
  const { article, event } = await firstSeeded(request);
  expect(xml).toContain(`/news/${article.slug}</loc>`);
  const html = await (await request.get(`/news/${article.slug}`)).text();
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
  const eventHtml = await (await request.get(`/upcoming-events/${event._id}`)).text();
  expect(eventHtml).toMatch(/<meta property="og:description" content="[^"]+" \/>/);
  expect((await request.get('/news/no-such-article')).status()).toBe(404);
});
