import type { Page } from '@playwright/test';
import { adminSession, createVerifiedAthlete, type SessionRecord, useSession } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { sweep } from '../support/sweep.js';

// Every signed-in page built so far, scanned with axe-core (WCAG 2.2 AA) in English and Hindi at this
// project's width (1280 and 360 px). The public pages and the forms get the same scan in
// public-site.spec.ts.
const LANGUAGES = ['en', 'hi'] as const;
const athletePages = [
  '/account-setup',
  '/registration',
  '/edit-registration',
  '/registration-payment',
  '/uid-status',
];
const userAreaPages = [
  '/user/events-list',
  '/user/upcoming-events',
  '/user/events-results',
  '/user/certificates',
  '/user/identity-card',
  '/user/registration-details',
  '/user/registration-status',
  '/user/profile',
  '/user/settings',
];
const adminPages = [
  '/admin/dashboard',
  '/admin/user-management',
  '/admin/uid-management',
  '/admin/payment-management',
  '/admin/search-uid',
  '/admin/form-listing',
  '/admin/upload-events-result',
];

const slug = (path: string) => path.replace(/^\//, '').replaceAll('/', '_') || 'root';

/** The reader's language, as the language switch would have remembered it (storage and cookie). */
async function useLanguage(page: Page, code: 'en' | 'hi') {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), code);
  await page.context().addCookies([{ name: 'lang', value: code, url: process.env.E2E_BASE_URL ?? '' }]);
}

/** One page, signed in, in the reader's language: it shows its heading and passes axe. */
async function scan(page: Page, path: string, lang: 'en' | 'hi') {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('h1').first()).toBeVisible();
  await expectNoAxeViolations(page, `${path} (${lang})`);
  await screenshot(page, `${lang}-${slug(path)}`);
}

test('unknown paths show the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});

// A test for each page, each group of them in one shared browser page (support/sweep.ts).
test.describe('a newly registered athlete', () => {
  let athlete: SessionRecord;
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    athlete = await createVerifiedAthlete(request, 'Fathima Beevi');
    await request.dispose();
  });
  for (const lang of LANGUAGES) {
    for (const [area, paths] of [
      ['registration', athletePages],
      ['user area', userAreaPages],
    ] as const) {
      sweep({
        title: `athlete, ${lang}: the ${area} pages`,
        prefix: `athlete, ${lang}: `,
        items: paths,
        name: (path) => path,
        prepare: async (page) => {
          await useSession(page, athlete);
          await useLanguage(page, lang);
        },
        visit: (page, path) => scan(page, path, lang),
      });
    }
  }
});

for (const lang of LANGUAGES) {
  sweep({
    title: `an administrator, ${lang}`,
    prefix: `admin, ${lang}: `,
    items: adminPages,
    name: (path) => path,
    prepare: async (page) => {
      await useSession(page, adminSession());
      await useLanguage(page, lang);
    },
    visit: (page, path) => scan(page, path, lang),
  });
}
