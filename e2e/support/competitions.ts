import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { adminSession, createVerifiedAthlete, type SessionRecord, useSession } from './athletes.js';
import { expect, expectNoAxeViolations, screenshot } from './fixtures.js';
import { press } from './keyboard.js';
import { apiCall, registrationPages, submitAndPay, uniqueUdid, uploadDocument } from './registrations.js';

// The competitions journey's helpers: a published event to enter, approved athletes of a chosen class,
// sessions of their own, the reader's language, and downloads read back from disk.

const isoDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

/** A published public event a month away, made through the content admin routes. */
export async function publishedEvent(request: APIRequestContext, title: string) {
  const event = await apiCall(request, adminSession().accessToken, 'post', '/api/admin/content/events', {
    title,
    sports: ['athletics'],
    venue: 'Maharaja’s College Ground, Kochi',
    district: 'Ernakulam',
    startDate: isoDay(30),
    endDate: isoDay(31),
    status: 'published',
  });
  return { id: event._id as string, startDate: isoDay(30) };
}

/**
 * A man whose registration is complete, paid and approved (UID given), with one athletics class (and
 * living in `district`, Ernakulam unless given): made
 * through the real API, for the steps whose subject is what he can enter.
 */
export async function approvedAthlete(
  request: APIRequestContext,
  name: string,
  sportClass: string,
  district = registrationPages[1].address.district,
): Promise<SessionRecord> {
  const athlete = await createVerifiedAthlete(request, name);
  const token = athlete.accessToken;
  const pages = {
    1: {
      ...registrationPages[1],
      fullName: name,
      gender: 'male',
      address: { ...registrationPages[1].address, district },
    },
    2: {
      ...registrationPages[2],
      certificate: { kind: 'udid', udidNumber: uniqueUdid() },
      sports: [{ sport: 'athletics', sportClass, classStatus: 'confirmed' }],
    },
    3: registrationPages[3],
  };
  for (const page of [1, 2, 3] as const) {
    await apiCall(request, token, 'post', `/api/user/update-registration-page-${page}`, pages[page]);
  }
  for (const kind of ['photo', 'disability_certificate', 'proof_of_age', 'identity_proof']) {
    await uploadDocument(request, token, kind);
  }
  await submitAndPay(request, token);
  await apiCall(request, adminSession().accessToken, 'post', '/api/admin/approve-user-registration', {
    userId: athlete._id,
  });
  return athlete;
}

/** A browser context of its own for one person, at the project's width. */
export async function personPage(browser: Browser, options: BrowserContextOptions, session: SessionRecord) {
  const context = await browser.newContext({ ...options, acceptDownloads: true });
  const page = await context.newPage();
  await useSession(page, session);
  return page;
}

/** The language switch's memory (storage and cookie), then the page again in that language. */
export async function switchLanguage(page: Page, code: 'en' | 'hi') {
  await page.evaluate((lang) => window.localStorage.setItem('language', lang), code);
  await page.context().addCookies([{ name: 'lang', value: code, url: process.env.E2E_BASE_URL ?? '' }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

/** Waits for the page's heading and its lists, then axe and a screenshot named with the width. */
export async function look(page: Page, label: string, shot: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|लोड)/ })).toHaveCount(0);
  const lang = await page.locator('html').getAttribute('lang');
  await expectNoAxeViolations(page, `${label} (${lang}) at ${page.viewportSize()?.width} px`);
  await screenshot(page, `${shot}-${lang}`);
}

/** Presses a download button by keyboard; returns the file's suggested name and its bytes. */
export async function downloadBy(page: Page, button: Locator) {
  const waiting = page.waitForEvent('download');
  await press(page, button, 'Enter');
  const download = await waiting;
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(file) };
}

/**
 * A datetime-local input typed as Chromium's en-US field takes it: month, day, year, then (arrow right
 * to the time) hours, minutes and AM/PM.
 */
export async function typeDateTime(page: Page, field: Locator, when: Date) {
  const india = new Date(when.getTime() + 330 * 60_000).toISOString();
  const [date = '', time = ''] = india.split('T');
  const [year, month, day] = date.split('-');
  const [hours = 0, minutes = '00'] = [Number(time.slice(0, 2)), time.slice(3, 5)];
  await field.focus();
  await page.keyboard.type(`${month}${day}${year}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(`${String(hours % 12 || 12).padStart(2, '0')}${minutes}`);
  await page.keyboard.type(hours < 12 ? 'A' : 'P');
  await expect(field).toHaveValue(`${date}T${time.slice(0, 5)}`);
}

/** A published public event from `fromDay` to `toDay` days from today (negative: in the past). */
export async function publishedEventOn(
  request: APIRequestContext,
  title: string,
  fromDay: number,
  toDay: number,
) {
  const event = await apiCall(request, adminSession().accessToken, 'post', '/api/admin/content/events', {
    title,
    sports: ['athletics'],
    venue: 'Jawaharlal Nehru Stadium, Kochi',
    district: 'Ernakulam',
    startDate: isoDay(fromDay),
    endDate: isoDay(toDay),
    status: 'published',
  });
  return { id: event._id as string, startDate: isoDay(fromDay) };
}

/** An instant `days` days from now (negative: ago), as the builder sends it. */
export const instantIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * An entry form made through the administrators' API with what the builder sends: one men's 100 m for
 * classes T42-T47 unless `disciplines` says otherwise. Returns the form's id.
 */
export async function entryFormByApi(
  request: APIRequestContext,
  form: { title: string; eventId: string } & Record<string, unknown>,
): Promise<string> {
  const created = await apiCall(request, adminSession().accessToken, 'post', '/api/admin/forms', {
    opensAt: instantIn(-1),
    closesAt: instantIn(20),
    feePaise: 0,
    status: 'open',
    disciplines: [
      {
        key: 'm100',
        name: 'Men’s 100 m',
        nameHi: 'पुरुष 100 मी',
        sport: 'athletics',
        gender: 'male',
        classes: ['T42-T47'],
      },
    ],
    fields: [],
    ...form,
  });
  return created._id as string;
}

/** A tag that keeps one run's names apart from another's (and one width's from the other's). */
export const tagOf = (width: number) => `${width}-${Date.now().toString(36)}`;
