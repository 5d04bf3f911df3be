import { expect } from '@playwright/test';
import {
  ATHLETE_PASSWORD,
  adminSession,
  createVerifiedAthlete,
  loginByApi,
  type SessionRecord,
} from '../support/athletes.js';
import {
  approvedAthlete,
  entryFormByApi,
  look,
  personPage,
  publishedEvent,
  switchLanguage,
  tagOf,
} from '../support/competitions.js';
import { test } from '../support/fixtures.js';
import { press } from '../support/keyboard.js';
import { apiCall } from '../support/registrations.js';
import { openNavigationMenu } from '../support/shell.js';

// A district secretary enters a team of three into a competition, by keyboard, and pays for it once
// with the test gateway; an athlete of the team finds the entry among their own. At both widths, since
// secretaries work from a phone at a meet.

const DISTRICT = 'Kottayam';
const SPRINT = 'Men’s 100 m';

test('a district secretary enters a team of three and pays once; an athlete sees the entry as theirs', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const width = testInfo.project.use.viewport?.width ?? 1280;
  const options = testInfo.project.use;
  const tag = tagOf(width);
  const event = await publishedEvent(request, `District meet ${tag}`);
  const formTitle = `District meet entries ${tag}`;
  const formId = await entryFormByApi(request, { title: formTitle, eventId: event.id, feePaise: 15_000 });
  const names = ['Arun', 'Biju', 'Chandran'].map((first) => `${first} Kottayam ${tag}`);
  const team: SessionRecord[] = [];
  for (const name of names) team.push(await approvedAthlete(request, name, 'T44', DISTRICT));
  const account = await createVerifiedAthlete(request, `Leela Secretary ${tag}`);
  await apiCall(request, adminSession().accessToken, 'post', '/api/admin/district-secretaries', {
    email: account.email,
    districts: [DISTRICT],
  });
  const secretary = await personPage(
    browser,
    options,
    await loginByApi(request, account.email, ATHLETE_PASSWORD),
  );

  await test.step('the secretary finds the competition through the menu', async () => {
    await secretary.goto('/district/dashboard');
    if (width < 700) {
      const menu = await openNavigationMenu(secretary);
      await press(secretary, menu.getByRole('link', { name: 'Competitions' }));
    } else {
      await press(
        secretary,
        secretary
          .getByRole('navigation', { name: "Secretary's area" })
          .getByRole('link', { name: 'Competitions' }),
      );
    }
    await expect(secretary.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible();
    await look(secretary, 'district competitions', 'district-competitions');
    await press(secretary, secretary.getByRole('link', { name: `Enter a team: ${formTitle}` }));
    await expect(secretary).toHaveURL(new RegExp(`/district/competitions/${formId}/enter$`));
  });

  await test.step('she chooses the three athletes’ 100 m by keyboard and pays once', async () => {
    await expect(secretary.getByRole('heading', { level: 1, name: 'Enter a team' })).toBeVisible();
    await look(secretary, 'enter a team', 'district-enter-team');
    for (const name of names) {
      const box = secretary
        .getByRole('group', { name: new RegExp(name) })
        .getByRole('checkbox', { name: SPRINT });
      await expect(box).toBeEnabled();
      await press(secretary, box, 'Space');
      await expect(box).toBeChecked();
    }
    await expect(secretary.getByText(/3 athletes chosen\. Total: ₹\s?450/)).toBeVisible();
    await press(secretary, secretary.getByRole('button', { name: /^Enter the team and pay ₹\s?450/ }));
    await expect(secretary.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
    await press(secretary, secretary.getByRole('button', { name: 'Pay successfully' }));
    await expect(secretary).toHaveURL(new RegExp(`/district/competitions/${formId}$`));
    await expect(
      secretary.getByText('Thank you. The team’s fees are paid and its entries are confirmed.'),
    ).toBeVisible();
    for (const name of names) {
      await expect(secretary.getByRole('row').filter({ hasText: name })).toContainText('Confirmed');
    }
    await expect(secretary.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0);
    await look(secretary, 'district competition', 'district-competition');
  });

  await test.step('the new pages read the same in Hindi', async () => {
    await switchLanguage(secretary, 'hi');
    await secretary.goto('/district/competitions');
    await expect(secretary.getByRole('heading', { level: 1, name: 'प्रतियोगिताएँ' })).toBeVisible();
    await look(secretary, 'district competitions', 'district-competitions');
    await secretary.goto(`/district/competitions/${formId}/enter`);
    await expect(secretary.getByRole('heading', { level: 1, name: 'टीम दर्ज करें' })).toBeVisible();
    await look(secretary, 'enter a team', 'district-enter-team');
    await secretary.goto(`/district/competitions/${formId}`);
    await expect(secretary.getByRole('heading', { level: 1, name: 'प्रतियोगिता में आपके ज़िले' })).toBeVisible();
    await look(secretary, 'district competition', 'district-competition');
    await secretary.context().close();
  });

  await test.step('an athlete of the team finds the entry among their own', async () => {
    const athlete = await personPage(browser, options, team[0]!);
    await athlete.goto(`/user/event-form/${formId}`);
    await expect(athlete.getByRole('heading', { level: 1, name: formTitle })).toBeVisible();
    await expect(athlete.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(athlete.getByRole('button', { name: 'Withdraw my entry' })).toBeVisible();
    await athlete.goto('/user/upcoming-events');
    await expect(athlete.getByRole('link', { name: new RegExp(formTitle) })).toBeVisible();
    await athlete.context().close();
  });
});
