import {
  approvedAthlete,
  entryFormByApi,
  look,
  personPage,
  publishedEvent,
  tagOf,
} from '../support/competitions.js';
import { expect, test } from '../support/fixtures.js';
import { press } from '../support/keyboard.js';
import { apiCall } from '../support/registrations.js';

// A waiting-list place costs nothing while the athlete waits; when a place frees, its fee is asked for
// on its own and paid in the test gateway. The place holder enters and withdraws through the API; the
// waiting athlete does everything in the browser, by keyboard.

const SPRINT = 'Men’s 100 m';

test('a waiting-list place costs nothing until it is given, and is paid for then', async ({
  page,
  request,
  browser,
  viewport,
  isMobile,
  hasTouch,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = tagOf(page.viewportSize()?.width ?? 1280);
  const title = `One lane meet ${tag}`;
  const event = await publishedEvent(request, `Kannur Para Sprint ${tag}`);
  const formId = await entryFormByApi(request, {
    title,
    eventId: event.id,
    feePaise: 25_000,
    disciplines: [
      {
        key: 'm100',
        name: SPRINT,
        nameHi: 'पुरुष 100 मी',
        sport: 'athletics',
        gender: 'male',
        classes: ['T42-T47'],
        capacity: 1,
      },
    ],
  });
  // The one place is taken (through the API) by an athlete who has not paid yet.
  const holder = await approvedAthlete(request, `Vishnu Nair ${tag}`, 't44');
  const held = await apiCall(request, holder.accessToken, 'post', '/api/forms/submit', {
    formId,
    disciplines: ['m100'],
    answers: {},
  });
  const runner = await approvedAthlete(request, `Rahul Das ${tag}`, 't44');
  const athlete = await personPage(browser, { baseURL, viewport, isMobile, hasTouch }, runner);

  await test.step('he enters the full discipline: nothing to pay now, and the entry page says why', async () => {
    await athlete.goto(`/user/form/${formId}`);
    await press(athlete, athlete.getByRole('checkbox', { name: SPRINT }), 'Space');
    await expect(athlete.getByTestId('entry-total')).toHaveText(/^Total: ₹\s?0 for 1 discipline$/);
    await expect(athlete.getByText(/costs nothing now: if a place frees for you/)).toBeVisible();
    await look(athlete, 'entry form with a full discipline', 'comp-waitlist-form');
    await press(athlete, athlete.getByRole('button', { name: 'Submit entry', exact: true }));
    await expect(athlete).toHaveURL(new RegExp(`/user/event-form/${formId}$`));
    await expect(athlete.getByText('Your entry is in: you are on the waiting list.')).toBeVisible();
    await expect(athlete.getByText('Nothing to pay while you wait')).toBeVisible();
    await expect(athlete.getByText(/are told by e-mail, and pay its fee then/)).toBeVisible();
    await expect(athlete.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
    await look(athlete, 'entry on the waiting list', 'comp-waitlist-entry');
  });

  await test.step('the place frees; he is asked for its fee, pays, and is confirmed', async () => {
    await apiCall(request, holder.accessToken, 'post', `/api/forms/submissions/${held._id}/withdraw`, {
      reason: '',
    });
    await athlete.reload();
    await expect(athlete.getByText('Entered', { exact: true })).toBeVisible();
    await expect(athlete.getByText(/Amount: ₹\s?250/)).toBeVisible();
    const pay = athlete.getByRole('button', { name: /^Pay now: ₹\s?250$/ });
    await expect(pay).toBeVisible();
    await look(athlete, 'entry given a place, awaiting its fee', 'comp-waitlist-granted');
    await press(athlete, pay);
    await expect(athlete.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
    await press(athlete, athlete.getByRole('button', { name: 'Pay successfully' }));
    await expect(athlete).toHaveURL(new RegExp(`/user/event-form/${formId}$`));
    await expect(athlete.getByText('Your entry is in and confirmed.')).toBeVisible();
    await athlete.context().close();
  });
});
