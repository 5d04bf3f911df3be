import type { Page } from '@playwright/test';
import {
  approvedAthlete,
  entryFormByApi,
  personPage,
  publishedEvent,
  tagOf,
} from '../support/competitions.js';
import { expect, test } from '../support/fixtures.js';
import { press, typeIn } from '../support/keyboard.js';

// An entry form's answers are checked in the browser by the contract's rules, which arrive after the
// form is drawn (they carry the validation library): a submit waits for them, sends once however
// often it is pressed, and without them the server's check alone answers, field by field. Forms are
// made through the administrators' API; the athlete works the form in the browser, by keyboard.

const SPRINT = 'Men’s 100 m';

test('the answers are checked in the browser once their rules arrive, and by the server when they cannot', async ({
  browser,
  request,
  viewport,
  isMobile,
  hasTouch,
  baseURL,
  page,
}) => {
  test.setTimeout(180_000);
  const tag = tagOf(page.viewportSize()?.width ?? 1280);
  const title = `Escort check meet ${tag}`;
  const event = await publishedEvent(request, `Thrissur Para Meet ${tag}`);
  const formId = await entryFormByApi(request, {
    title,
    eventId: event.id,
    fields: [
      { key: 'coach', type: 'short_text', label: 'Your coach’s name', required: true },
      { key: 'guide', type: 'escort', label: 'Your guide runner' },
    ],
  });
  const runner = await approvedAthlete(request, `Suresh Babu ${tag}`, 't44');
  const options = { baseURL, viewport, isMobile, hasTouch };
  const coach = (on: Page) => on.getByRole('textbox', { name: 'Your coach’s name' });
  const guidePhone = (on: Page) => on.getByRole('textbox', { name: "Escort's mobile number" });
  const fillGuide = async (on: Page) => {
    await typeIn(on, on.getByRole('textbox', { name: "Escort's name" }), 'Anil Kumar');
    await typeIn(on, guidePhone(on), '12345');
    await typeIn(on, on.getByRole('textbox', { name: 'Relation to you' }), 'Brother');
  };
  // The only file that holds the validation library is the one that names its error class.
  const holdsTheRules = (body: string) => body.includes('$ZodError');
  /** Holds the rules' file back until the returned function is called. */
  const holdTheRules = async (on: Page) => {
    let arrive = () => {};
    const held = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    await on.route(/\/assets\/[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (holdsTheRules(body)) await held;
      return route.fulfill({ response, body });
    });
    return arrive;
  };
  const submits = (on: Page) => {
    const sent: string[] = [];
    on.on('request', (call) => {
      if (call.method() === 'POST' && call.url().endsWith('/api/forms/submit')) sent.push(call.url());
    });
    return sent;
  };

  await test.step('a blank required answer and a wrong phone are caught in the browser, and nothing is sent', async () => {
    const athlete = await personPage(browser, options, runner);
    // The rules arrive only after the submit, which waits for them: the check's messages are then drawn
    // in a later task than the press, and the focus must still land on the first one.
    const arrive = await holdTheRules(athlete);
    const sent = submits(athlete);
    await athlete.goto(`/user/form/${formId}`);
    await expect(athlete.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await press(athlete, athlete.getByRole('checkbox', { name: SPRINT }), 'Space');
    await fillGuide(athlete);
    await press(athlete, athlete.getByRole('button', { name: 'Submit entry' }));
    arrive();
    await expect(athlete.getByText('Please check the marked parts of the form.')).toBeVisible();
    await expect(coach(athlete)).toBeFocused();
    await expect(coach(athlete)).toHaveAccessibleDescription(/This field is required\./);
    await expect(guidePhone(athlete)).toHaveAccessibleDescription(/10-digit Indian mobile number/);
    expect(sent).toEqual([]);
    await athlete.context().close();
  });

  await test.step('with the validation library blocked, the form still sends and the server’s answer lands on the fields', async () => {
    const athlete = await personPage(browser, options, runner);
    let blocked = 0;
    await athlete.route(/\/assets\/[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!holdsTheRules(body)) return route.fulfill({ response, body });
      blocked += 1;
      return route.abort();
    });
    const sent = submits(athlete);
    await athlete.goto(`/user/form/${formId}`);
    await expect(athlete.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await press(athlete, athlete.getByRole('checkbox', { name: SPRINT }), 'Space');
    await fillGuide(athlete);
    await press(athlete, athlete.getByRole('button', { name: 'Submit entry' }));
    await expect(athlete.getByText('Please check the marked parts of the form.')).toBeVisible();
    await expect(coach(athlete)).toBeFocused();
    await expect(coach(athlete)).toHaveAccessibleDescription(/This field is required\./);
    await expect(guidePhone(athlete)).toHaveAccessibleDescription(/10-digit Indian mobile number/);
    expect(sent).toHaveLength(1);
    expect(blocked).toBeGreaterThan(0);

    await typeIn(athlete, coach(athlete), 'P. T. Usha');
    await typeIn(athlete, guidePhone(athlete), '98470 12345');
    await press(athlete, athlete.getByRole('button', { name: 'Submit entry' }));
    await expect(athlete).toHaveURL(new RegExp(`/user/event-form/${formId}$`));
    await expect(athlete.getByText('Your entry is in and confirmed.')).toBeVisible();
    await expect(athlete.getByText('P. T. Usha')).toBeVisible();
    await athlete.context().close();
  });

  await test.step('a submit made twice while the rules are on their way sends one entry, once they arrive', async () => {
    const second = await approvedAthlete(request, `Meena Joseph ${tag}`, 't44');
    const athlete = await personPage(browser, options, second);
    const arrive = await holdTheRules(athlete);
    const sent = submits(athlete);
    await athlete.goto(`/user/form/${formId}`);
    await expect(athlete.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await press(athlete, athlete.getByRole('checkbox', { name: SPRINT }), 'Space');
    await typeIn(athlete, coach(athlete), 'Satyanarayana');
    await press(athlete, athlete.getByRole('button', { name: 'Submit entry' }));
    await athlete.keyboard.press('Enter');
    await expect(athlete.getByRole('button', { name: 'Submit entry' })).toBeDisabled();
    expect(sent).toEqual([]);
    arrive();
    await expect(athlete).toHaveURL(new RegExp(`/user/event-form/${formId}$`));
    await expect(athlete.getByText('Your entry is in and confirmed.')).toBeVisible();
    expect(sent).toHaveLength(1);
    await athlete.context().close();
  });
});
