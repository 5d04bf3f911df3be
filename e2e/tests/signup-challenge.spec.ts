import { randomInt } from 'node:crypto';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ATHLETE_PASSWORD, newAthleteEmail } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { typeIn } from '../support/keyboard.js';
import { codeFromMail } from '../support/mail.js';
import { runDir } from '../support/paths.js';
import { type Portal, startPortal } from '../support/portal.js';

// From a network that has had more sign-ups this hour than SIGNUPS_PER_NETWORK_PER_HOUR, the portal
// asks a question (the sum of two numbers) before it makes the account. The shared portal allows 1000
// an hour (every test signs up from this machine), so this file starts a portal of its own that allows
// one. Keyboard only; axe with the question shown at 1280 and 360 px, in English and Hindi.

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
    submit: 'Create account',
    step: 'One more step',
    wrong: 'That is not the answer. Here is a new question.',
    code: 'Verification code',
  },
  hi: {
    name: 'पूरा नाम',
    email: 'ई-मेल',
    phone: 'मोबाइल नंबर',
    submit: 'खाता बनाएँ',
    step: 'एक और चरण',
    wrong: 'यह सही उत्तर नहीं है। यह रहा एक नया प्रश्न।',
    code: 'सत्यापन कोड',
  },
} as const;

type Lang = keyof typeof words;

async function openSignup(page: Page, lang: Lang) {
  await page.addInitScript((code) => window.localStorage.setItem('language', code), lang);
  await page.context().addCookies([{ name: 'lang', value: lang, url: portal.baseUrl }]);
  await page.goto(`${portal.baseUrl}/register`);
  await page.waitForFunction(() => (window as { __appReady?: boolean }).__appReady === true);
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

/** The answer field, once the question is shown, and the sum its label asks for (digits in either language). */
async function question(page: Page, lang: Lang): Promise<{ answer: Locator; sum: number }> {
  const group = page.getByRole('group', { name: words[lang].step });
  const answer = group.getByRole('textbox');
  await expect(answer).toBeFocused();
  const label = (await group.locator('label').first().textContent()) ?? '';
  const [a, b] = (label.match(/\d+/g) ?? []).map(Number);
  expect(a, `two numbers in "${label}"`).toBeGreaterThan(0);
  expect(b, `two numbers in "${label}"`).toBeGreaterThan(0);
  return { answer, sum: (a ?? 0) + (b ?? 0) };
}

async function checkBothWidths(page: Page, name: string) {
  await expectNoAxeViolations(page, `${name} at 1280 px`);
  await screenshot(page, name);
  await page.setViewportSize({ width: 360, height: 760 });
  await expectNoAxeViolations(page, `${name} at 360 px`);
  await screenshot(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a sign-up from a busy network answers the question, after a wrong answer a new one, and gets its code', async ({
  page,
}) => {
  await openSignup(page, 'en');
  const email = await fillAndSubmit(page, 'en', 'Anil Kumar');

  const first = await question(page, 'en');
  await expect(page.getByRole('group', { name: 'One more step' })).toContainText(
    'Many people have signed up from this network in the last hour.',
  );
  await expect(first.answer).toHaveAttribute('inputmode', 'numeric');
  await expect(first.answer).toHaveAttribute('autocomplete', 'off');
  // Nothing typed is lost.
  await expect(page.getByLabel('Full name')).toHaveValue('Anil Kumar');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page).toHaveURL(/\/register$/);
  await checkBothWidths(page, 'signup-challenge-en');

  await page.keyboard.type(String(first.sum + 1));
  await page.keyboard.press('Enter');
  await expect(first.answer).toHaveAccessibleDescription(new RegExp(`^${words.en.wrong}`));
  await expect(first.answer).toHaveAttribute('aria-invalid', 'true');
  await expect(first.answer).toHaveValue('');
  const second = await question(page, 'en');
  await screenshot(page, 'signup-challenge-wrong-en');

  await page.keyboard.type(String(second.sum));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(words.en.code)).toBeVisible();
  await expect(page).toHaveURL(/step=verify/);
  expect(await codeFromMail(email, 0, portal.mailDir)).toMatch(/^\d{6}$/);
});

test('in Hindi the question is asked in Hindi, and an answer in Devanagari digits is taken', async ({
  page,
}) => {
  await openSignup(page, 'hi');
  const email = await fillAndSubmit(page, 'hi', 'Anil Kumar');

  const { sum } = await question(page, 'hi');
  await expect(page.getByRole('group', { name: words.hi.step })).toContainText('का जोड़ कितना है?');
  await checkBothWidths(page, 'signup-challenge-hi');

  const devanagari = String(sum).replace(/\d/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));
  await page.keyboard.type(devanagari);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(words.hi.code)).toBeVisible();
  expect(await codeFromMail(email, 0, portal.mailDir)).toMatch(/^\d{6}$/);
});
