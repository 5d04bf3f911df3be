import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { adminSession, createVerifiedAthlete, type SessionRecord, useSession } from '../support/athletes.js';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.js';
import { apiCall, saveRegistrationPages, submitAndPay, uploadDocument } from '../support/registrations.js';

// Missing pages answer 404, sign-up marks its required fields, a name in Malayalam is drawn with the
// shipped web font on a machine that has none (this Chromium has no Malayalam or Devanagari font),
// and a refunded fee shows as a withdrawn registration and a revoked card. English and Hindi, axe.

const SHOTS = process.env.PAGES_LANG_SHOTS;
const MALAYALAM_NAME = 'കാവ്യ മേനോൻ';

async function useLanguage(page: Page, code: 'en' | 'hi') {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), code);
  await page.context().addCookies([{ name: 'lang', value: code, url: process.env.E2E_BASE_URL ?? '' }]);
}

/** Saved beside the other helpers' pictures when PAGES_LANG_SHOTS names a folder. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** Font files this page has fetched so far. */
function fontRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) seen.push(request.url());
  });
  return seen;
}

/**
 * The fonts Chromium actually drew an element's text with (DevTools protocol): a script drawn with a
 * font that lacks it shows as empty boxes, which no DOM or font-loading API reveals.
 */
async function drawnWith(page: Page, element: Locator): Promise<string[]> {
  await element.evaluate((node) => node.setAttribute('data-font-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-font-probe]',
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await element.evaluate((node) => node.removeAttribute('data-font-probe'));
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

for (const lang of ['en', 'hi'] as const) {
  test.describe(`in ${lang}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    test('a missing page answers 404 and shows the not-found page', async ({ page }) => {
      for (const url of ['/no-such-page', '/user/nope', '/verify/NoCardCarriesThisCode123']) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(404);
      }
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(lang === 'en' ? 'Page not found' : /[\u0900-\u097F]/);
      await expectNoAxeViolations(page, `not found (${lang})`);
      await shoot(page, `not-found-${lang}`);
    });

    test('sign-up marks each required field, and the e-mail address as optional', async ({ page }) => {
      await page.goto('/register');
      const fields = page.locator('form input:not([type="hidden"])');
      await expect(fields).toHaveCount(4);
      // Name, mobile number and password; an athlete without an address of their own signs up by phone.
      const required = page.locator('form input[required]');
      await expect(required).toHaveCount(3);
      for (const field of await required.all()) {
        await expect(field).toHaveAttribute('aria-required', 'true');
      }
      const email = page.locator('form input[type="email"]');
      await expect(email).not.toHaveAttribute('required', '');
      await expect(email).not.toHaveAttribute('aria-required', 'true');
      await expect(page.locator('form label').first()).toContainText('*');
      await expectNoAxeViolations(page, `sign-up (${lang})`);
      await shoot(page, `sign-up-${lang}`);
    });
  });
}

// The theme's variables (its font stack, its darker grey for dimmed text) come in the app's stylesheet,
// made at build time, not from Mantine's provider in the page: a page the server drew, a form, and a
// signed-in page all have them, before and after the app has taken over.
test("the theme's variables reach the server's pages, the forms and the signed-in pages", async ({
  page,
}) => {
  const themeOf = () =>
    page.evaluate(() => ({
      font: getComputedStyle(document.body).fontFamily,
      dimmed: getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-dimmed').trim(),
      styleElements: document.querySelectorAll('style[data-mantine-styles="true"]').length,
    }));
  const expected = {
    font: expect.stringMatching(/^"Noto Sans Devanagari", "Noto Sans Malayalam", system-ui/),
    // Grey 7, darker than Mantine's default for dimmed text (grey 6, #868e96, 3.3:1 on white).
    dimmed: '#495057',
    styleElements: 0,
  };
  for (const path of ['/news', '/login']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await themeOf(), path).toEqual(expected);
  }
  await useSession(page, adminSession());
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await themeOf(), '/admin/dashboard').toEqual(expected);
});

// Every page names Hindi in its own script in the language switch, so the Devanagari face may load
// anywhere; Malayalam appears only in names, and only pages that show one fetch its face.
test('a page without Malayalam text downloads no Malayalam font', async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto('/register');
  await expect(page.locator('h1')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((url) => url.includes('malayalam'))).toEqual([]);
});

// The switch names Hindi in its own script on every page: an English page draws that one word from a
// face of the languages' names alone, written into the stylesheet, and never fetches the whole
// Devanagari face (50 KB, which a slow phone's first paint waited for).
test('an English page names Hindi in the switch without fetching the Devanagari face', async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto('/news');
  const hindi = page.locator('[data-language-switch] option[lang="hi"]').first();
  await expect(hindi).toHaveText('हिन्दी');
  // The face loads when the switch's words are first laid out, which can come after the page reports
  // itself loaded (and after fonts.ready has settled with nothing pending): wait for the face itself.
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Language Names"', 'हिन्दी')))
    .toBe(true);
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((url) => url.includes('devanagari'))).toEqual([]);
});

test('the Hindi interface is drawn with the Devanagari web font', async ({ page }) => {
  await useLanguage(page, 'hi');
  const fonts = fontRequests(page);
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => fonts.some((url) => url.includes('noto-sans-devanagari'))).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'नाम'))).toBe(true);
  // The bold heading too, not only body text.
  await expect.poll(() => drawnWith(page, page.locator('h1'))).toContain('Noto Sans Devanagari');
});

test.describe('an athlete with a name in Malayalam whose fee is refunded', () => {
  let athlete: SessionRecord;
  let verifyPath: string;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    athlete = await createVerifiedAthlete(request, 'Kavya Menon');
    const token = athlete.accessToken;
    await saveRegistrationPages(request, token, {
      page1: { fullName: 'Kavya Menon', nameInStateScript: MALAYALAM_NAME },
    });
    for (const kind of ['photo', 'disability_certificate', 'proof_of_age', 'identity_proof']) {
      await uploadDocument(request, token, kind);
    }
    await submitAndPay(request, token);
    const admin = adminSession().accessToken;
    await apiCall(request, admin, 'post', '/api/admin/approve-user-registration', { userId: athlete._id });
    const card = await apiCall(request, token, 'get', '/api/user/identity-card');
    verifyPath = new URL(card.verifyUrl).pathname;
    const payments: { _id: string; status: string }[] = await apiCall(
      request,
      token,
      'get',
      '/api/user/registration-payments',
    );
    const fee = payments.find((item) => item.status === 'paid');
    if (!fee) throw new Error('no paid fee');
    await apiCall(request, admin, 'post', `/api/admin/payments/${fee._id}/status`, {
      status: 'refunded',
      note: 'Refunded on request',
    });
    await request.dispose();
  });

  for (const lang of ['en', 'hi'] as const) {
    test(`the status page says the registration is withdrawn and draws the name (${lang})`, async ({
      page,
    }) => {
      await useLanguage(page, lang);
      await useSession(page, athlete);
      const fonts = fontRequests(page);
      await page.goto('/user/registration-status');
      await expect(page.getByText(MALAYALAM_NAME)).toBeVisible();
      await expect(
        page.getByRole('region', { name: lang === 'en' ? 'Registration withdrawn' : 'पंजीकरण वापस लिया गया' }),
      ).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expect.poll(() => fonts.some((url) => url.includes('noto-sans-malayalam'))).toBe(true);
      expect(
        await page.evaluate(
          (name) => document.fonts.check('16px "Noto Sans Malayalam"', name),
          MALAYALAM_NAME,
        ),
      ).toBe(true);
      await expect
        .poll(() => drawnWith(page, page.getByText(MALAYALAM_NAME)))
        .toContain('Noto Sans Malayalam');
      await expectNoAxeViolations(page, `registration status (${lang})`);
      await shoot(page, `status-malayalam-${lang}`);
    });

    test(`the card's check says it is no longer valid (${lang})`, async ({ page }) => {
      await useLanguage(page, lang);
      const response = await page.goto(verifyPath);
      expect(response?.status()).toBe(200);
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: lang === 'en' ? /Revoked/ : /[\u0900-\u097F]/ })
          .first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, `verify (${lang})`);
      await shoot(page, `verify-revoked-${lang}`);
    });
  }
});
