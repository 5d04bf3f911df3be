import type { APIRequestContext, Page } from '@playwright/test';
import { adminSession } from '../support/athletes.js';
import {
  approvedAthlete,
  entryFormByApi,
  publishedEventOn,
  switchLanguage,
} from '../support/competitions.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { apiCall } from '../support/registrations.js';
import { expectNoSidewaysScroll } from '../support/sideways.js';

// The public results of a competition (docs/decisions/0025): published through the administrators'
// API as a CSV file and a correction, then read by anyone on the server-rendered pages, in English
// and Hindi, at 1280 and 360 px, and with JavaScript off.

const SPRINT = 'Men’s 100 m';
const JUMP = 'Men’s long jump';

/** Uploads a results file and publishes it (a correction needs its reason). */
async function publishResults(request: APIRequestContext, formId: string, file: string, reason = '') {
  const token = adminSession().accessToken;
  const uploaded = await request.post('/api/admin/results/import', {
    headers: { 'Access-Token': token },
    multipart: { formId, file: { name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from(file) } },
  });
  const body = await uploaded.json();
  expect(uploaded.status(), body.message).toBe(200);
  expect(body.data.errors).toEqual([]);
  return apiCall(request, token, 'post', `/api/admin/results/import/${body.data.importId}/publish`, {
    acknowledgeWarnings: true,
    reason,
  });
}

/** A competition whose results are published and then corrected: three athletes of three districts. */
async function competitionWithResults(request: APIRequestContext, tag: string) {
  const event = await publishedEventOn(request, `District Open Meet ${tag}`, 30, 31);
  const title = `State Para Athletics ${tag}`;
  const formId = await entryFormByApi(request, {
    title,
    titleHi: `राज्य पैरा एथलेटिक्स ${tag}`,
    eventId: event.id,
    disciplines: [
      {
        key: 'm100',
        name: SPRINT,
        nameHi: 'पुरुष 100 मी',
        sport: 'athletics',
        gender: 'male',
        classes: ['T42-T47'],
      },
      {
        key: 'mlj',
        name: JUMP,
        nameHi: 'पुरुष लंबी कूद',
        sport: 'athletics',
        gender: 'male',
        classes: ['T42-T47'],
        resultKind: 'distance',
      },
    ],
  });
  const people = [
    { name: `Arjun Pillai ${tag}`, district: 'Ernakulam' },
    { name: `Basil Joseph ${tag}`, district: 'Thrissur' },
    { name: `Chandran K ${tag}`, district: 'Kozhikode' },
  ];
  const uids: string[] = [];
  for (const person of people) {
    const athlete = await approvedAthlete(request, person.name, 't44', person.district);
    await apiCall(request, athlete.accessToken, 'post', '/api/forms/submit', {
      formId,
      disciplines: ['m100', 'mlj'],
      answers: {},
    });
    const profile = await apiCall(request, athlete.accessToken, 'get', '/api/user/get-user-profile-data');
    uids.push(profile.uid as string);
  }
  const [a, b, c] = uids;
  await publishResults(
    request,
    formId,
    [
      'discipline,uid,mark,status,wind',
      `m100,${a},11.92,,+1.4`,
      `m100,${b},12.40,,+1.4`,
      `m100,${c},12.05,,+1.4`,
      `mlj,${a},6.10,,`,
      `mlj,${b},5.85,,`,
      `mlj,${c},,DNS,`,
    ].join('\n'),
  );
  // Basil's 100 m is disqualified on protest: a correction, version 2.
  await publishResults(
    request,
    formId,
    [
      'discipline,uid,mark,status,rule,wind',
      `m100,${a},11.92,,,+1.4`,
      `m100,${b},,DQ,17.3.1,+1.4`,
      `m100,${c},12.05,,,+1.4`,
      `mlj,${a},6.10,,,`,
      `mlj,${b},5.85,,,`,
      `mlj,${c},,DNS,,`,
    ].join('\n'),
    'Protest upheld: lane infringement',
  );
  return { formId, title, eventId: event.id, people };
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 480;

test('a competition’s published results are public: medals, results, the correction, in English and Hindi', async ({
  page,
  request,
  browser,
}) => {
  const tag = `${Date.now().toString(36)}${isPhone(page) ? 'p' : 'd'}`;
  const { formId, title, eventId, people } = await competitionWithResults(request, tag);
  const width = page.viewportSize()?.width;

  await test.step('the results page in English', async () => {
    await page.goto(`/results/${formId}`);
    await expect(page).toHaveTitle(new RegExp(`^Results: ${title} \\|`));
    await expect(page.getByRole('heading', { level: 1, name: `Results of ${title}` })).toBeVisible();
    await expect(page.getByText(/^Corrected on /)).toBeVisible();
    const medals = page.getByRole('table', { name: 'Medals by district, most gold first' });
    // Arjun won both; Chandran second in the 100 m; Basil second in the long jump.
    await expect(medals.getByRole('row')).toHaveText([
      /District\s*Gold\s*Silver\s*Bronze\s*Total/,
      /Ernakulam\s*2\s*0\s*0\s*2/,
      /Kozhikode\s*0\s*1\s*0\s*1/,
      /Thrissur\s*0\s*1\s*0\s*1/,
    ]);
    const sprint = page.getByRole('table', { name: `${SPRINT}: results` });
    await expect(sprint.getByRole('row').nth(1)).toContainText(people[0]?.name ?? '');
    await expect(sprint.getByRole('row').nth(1)).toContainText('11.92');
    await expect(sprint.getByRole('row').nth(3)).toContainText('Disqualified');
    await expect(page.getByRole('table', { name: `${JUMP}: results` })).toContainText('Did not start');
    // Each table's box is a named region the keyboard can reach, to scroll it on a narrow phone.
    const box = page.getByRole('region', { name: `${SPRINT}: results` });
    await expect(box).toHaveAttribute('tabindex', '0');
    if (isPhone(page)) {
      const scrolls = await box.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(scrolls, 'the results table scrolls inside its box at 360 px').toBe(true);
    }
    await expectNoSidewaysScroll(page, `results at ${width} px`);
    await expectNoAxeViolations(page, `results (en) at ${width} px`);
    await screenshot(page, 'public-results-en');
  });

  await test.step('the same page in Hindi', async () => {
    await switchLanguage(page, 'hi');
    await expect(
      page.getByRole('heading', { level: 1, name: `राज्य पैरा एथलेटिक्स ${tag} के परिणाम` }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'ज़िलेवार पदक, सबसे अधिक स्वर्ण पहले' })).toContainText('एर्णाकुलम');
    await expect(page.getByRole('table', { name: 'पुरुष 100 मी: परिणाम' })).toContainText('अयोग्य घोषित');
    await expect(page.getByText(/को सुधारा गया।/)).toBeVisible();
    await expectNoSidewaysScroll(page, `results (hi) at ${width} px`);
    await expectNoAxeViolations(page, `results (hi) at ${width} px`);
    await screenshot(page, 'public-results-hi');
    await switchLanguage(page, 'en');
  });

  await test.step('the list of results, and the event page, lead to it', async () => {
    await page.goto('/results');
    await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/results/${formId}`);
    await expectNoSidewaysScroll(page, `results list at ${width} px`);
    await expectNoAxeViolations(page, `results list (en) at ${width} px`);
    await screenshot(page, 'public-results-list-en');
    await page.goto(`/upcoming-events/${eventId}`);
    await page.getByRole('link', { name: /Results of this event/ }).click();
    await expect(page).toHaveURL(new RegExp(`/results/${formId}$`));
  });

  await test.step('with JavaScript off, the pages read and link the same', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: process.env.E2E_BASE_URL,
      viewport: page.viewportSize(),
    });
    const plain = await context.newPage();
    await plain.goto('/results');
    await plain.getByRole('link', { name: title }).click();
    await expect(plain).toHaveURL(new RegExp(`/results/${formId}$`));
    await expect(plain.getByRole('table', { name: `${SPRINT}: results` })).toContainText(
      people[0]?.name ?? '',
    );
    await expect(plain.getByRole('table', { name: 'Medals by district, most gold first' })).toBeVisible();
    await screenshot(plain, 'public-results-no-js');
    await context.close();
  });

  await test.step('an unknown competition is a 404 page', async () => {
    const missing = await page.goto('/results/00000000-0000-4000-8000-000000000000');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
