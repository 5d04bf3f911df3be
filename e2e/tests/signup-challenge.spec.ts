import { randomInt } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ATHLETE_PASSWORD, newAthleteEmail } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { typeIn } from '../support/keyboard.js';
import { codeFromMail } from '../support/mail.js';
import { runDir } from '../support/paths.js';
import { type Portal, startPortal } from '../support/portal.js';
import { bringTheApp } from '../support/take-over.js';

// From a network that has had more sign-ups this hour than SIGNUPS_PER_NETWORK_PER_HOUR, the portal
// asks the browser for a proof of work (ALTCHA's, decision 41) before it makes the account: the page
// says it is checking the browser, does the work, and goes on with nothing for the person to answer.
// The shared portal allows 1000 an hour (every test signs up from this machine), so this file starts a
// portal of its own that allows one. Keyboard only; axe at 1280 and 360 px, in English and Hindi.

// One portal for the file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'default' });

let portal: Portal;

test.beforeAll(async () => {
  // A first start migrates a fresh database: longer than a test's own time on a busy machine.
  test.setTimeout(180_000);
  portal = await startPortal(path.join(runDir(), `signup-challenge-${process.pid}`), {
    SIGNUPS_PER_NETWORK_PER_HOUR: '1',
    // Its own embedded database even when the run uses a PostgreSQL server: the other tests' sign-ups
    // must not count here, nor this portal's there.
    DATABASE_URL: '',
  });
  // The hour's one sign-up from this machine, so the next one is asked the question.
  const response = await fetch(`${portal.baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Suma Varghese',
      email: newAthleteEmail('allowance'),
      phone: newPhone(),
      password: ATHLETE_PASSWORD,
    }),
  });
  expect(response.status, 'the first sign-up of the hour goes through').toBe(201);
});

test.afterAll(async () => {
  await portal?.stop();
});

/** A mobile number of its own for each sign-up: the portal also limits sign-ups per number. */
function newPhone(): string {
  return `98${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

const words = {
  en: {
    name: 'Full name',
    email: 'E-mail',
    phone: 'Mobile number',
    code: 'Verification code',
  },
  hi: {
    name: 'पूरा नाम',
    email: 'ई-मेल',
    phone: 'मोबाइल नंबर',
    code: 'सत्यापन कोड',
  },
} as const;

type Lang = keyof typeof words;

async function openSignup(page: Page, lang: Lang) {
  await page.addInitScript((code) => window.localStorage.setItem('language', code), lang);
  await page.context().addCookies([{ name: 'lang', value: lang, url: portal.baseUrl }]);
  await page.goto(`${portal.baseUrl}/register`);
  await bringTheApp(page);
}

/** Fills the form by keyboard and presses Enter in the password field; returns the address used. */
async function fillAndSubmit(page: Page, lang: Lang, name: string): Promise<string> {
  const email = newAthleteEmail('challenge');
  await typeIn(page, page.getByLabel(words[lang].name), name);
  await typeIn(page, page.getByLabel(words[lang].email), email);
  await typeIn(page, page.getByLabel(words[lang].phone), newPhone());
  // By its autocomplete: the show/hide button's name starts with the field's in Hindi.
  const password = page.locator('input[autocomplete="new-password"]');
  await typeIn(page, password, ATHLETE_PASSWORD);
  await page.keyboard.press('Enter');
  return email;
}

async function checkBothWidths(page: Page, name: string) {
  await expectNoAxeViolations(page, `${name} at 1280 px`);
  await screenshot(page, name);
  await page.setViewportSize({ width: 360, height: 760 });
  await expectNoAxeViolations(page, `${name} at 360 px`);
  await screenshot(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const lang of ['en', 'hi'] as const) {
  test(`a sign-up from a busy network goes through after the browser's proof of work (${lang})`, async ({
    page,
  }) => {
    await openSignup(page, lang);
    // The form as the person meets it, with the optional e-mail, at both widths.
    await checkBothWidths(page, `signup-proof-of-work-form-${lang}`);
    const asked = page.waitForResponse(
      (response) => response.url().endsWith('/api/signup') && response.status() === 429,
    );
    const email = await fillAndSubmit(page, lang, 'Anil Kumar');
    // The server asked for the work (nothing in its answer for a person to read or type) ...
    const challenge = (await (await asked).json()).data.challenge;
    expect(Object.keys(challenge).sort()).toEqual([
      'algorithm',
      'challenge',
      'maxnumber',
      'salt',
      'signature',
    ]);
    // ... the browser did it, and the account was made: the code step, and the mail with the code.
    await expect(page.getByLabel(words[lang].code)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/step=verify/);
    expect(await codeFromMail(email, 0, portal.mailDir)).toMatch(/^\d{6}$/);
    await checkBothWidths(page, `signup-proof-of-work-code-${lang}`);
  });
}
