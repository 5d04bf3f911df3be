import type { Page } from '@playwright/test';
import { switchLanguage } from '../support/competitions.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { competitionWithResults, JUMP, SPRINT } from '../support/results.js';
import { expectNoSidewaysScroll } from '../support/sideways.js';

// The public results of a competition (docs/decisions/0025): published through the administrators'
// API as a CSV file and a correction, then read by anyone on the server-rendered pages, in English
// and Hindi, at 1280 and 360 px, and with JavaScript off.

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
    // The winner's legal-wind 100 m is the class's state record (or equals one set earlier by this run).
    await expect(sprint.getByRole('row').nth(1)).toContainText(/State record|Equals state record/);
    await expect(sprint.getByRole('row').nth(3)).toContainText('Disqualified');
    await expect(page.getByRole('table', { name: `${JUMP}: results` })).toContainText('Did not start');
    // Each table's box is a named region the keyboard can reach, to scroll it on a narrow phone.
    const box = page.getByRole('region', { name: `${SPRINT}: results` });
    await expect(box).toHaveAttribute('tabindex', '0');
    if (isPhone(page)) {
      const scrolls = await box.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(scrolls, 'the results table scrolls inside its box at 360 px').toBe(true);
      // Reached with the keyboard, the box scrolls with the arrow keys.
      await box.focus();
      await expect(box).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      await box.evaluate((element) => element.scrollTo({ left: 0 }));
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

  await test.step('the records page holds the record the results set', async () => {
    await page.getByRole('link', { name: 'State records →' }).click();
    await expect(page).toHaveURL(/\/records$/);
    await expect(page.getByRole('heading', { level: 1, name: 'State records' })).toBeVisible();
    const records = page.getByRole('table', { name: `${SPRINT}: state records by class` });
    await expect(records.getByRole('row').filter({ hasText: people[0]?.name ?? '' })).toContainText('11.92');
    // The long jump had no wind reading: its marks cannot count, so it has no record.
    await expect(page.getByRole('table', { name: `${JUMP}: state records by class` })).toHaveCount(0);
    await expectNoSidewaysScroll(page, `records at ${width} px`);
    await expectNoAxeViolations(page, `records (en) at ${width} px`);
    await screenshot(page, 'public-records-en');
    // The national team journey sets records in a 100 m of its own key with the same name.
    await page
      .locator('#records-athletics-m100')
      .getByRole('link', { name: `Record history of ${SPRINT} →` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `State records: ${SPRINT}` })).toBeVisible();
    await expect(page.getByRole('table', { name: `${SPRINT}, T44: record history` })).toContainText(
      people[0]?.name ?? '',
    );
    await expectNoSidewaysScroll(page, `record history at ${width} px`);
    await expectNoAxeViolations(page, `record history (en) at ${width} px`);
    await screenshot(page, 'public-record-history-en');
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
