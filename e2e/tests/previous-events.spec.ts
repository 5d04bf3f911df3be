import { adminSession } from '../support/athletes.js';
import { approvedAthlete, look, personPage, switchLanguage, tagOf } from '../support/competitions.js';
import { expect, test } from '../support/fixtures.js';
import { press, typeDate, typeIn, uploadByKeyboard } from '../support/keyboard.js';
import { apiCall } from '../support/registrations.js';

// Previous events, end to end by keyboard: an administrator adds a competition held before the portal
// (no entries), uploads its old results file (rows matched by UID) and publishes it; the athlete finds
// it on /user/previous-events, among her own results and by searching its year, in English and Hindi.

test('previous events: a past competition added, its old results published, found by the athlete by year', async ({
  browser,
  request,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  test.setTimeout(240_000);
  const tag = tagOf(viewport?.width ?? 0);
  const title = `District Para Meet ${tag}`;
  // A year of its own for this run, so the search by year finds few competitions besides this one.
  const year = String(1960 + (Date.now() % 40));
  const runner = await approvedAthlete(request, `Lakshmi Pillai ${tag}`, 't44');
  const profile = await apiCall(request, runner.accessToken, 'get', '/api/user/get-user-profile-data');
  const uid = profile.uid as string;
  expect(uid).toBeTruthy();
  const options = { baseURL, viewport, isMobile, hasTouch };
  const admin = await personPage(browser, options, adminSession());
  const athlete = await personPage(browser, options, runner);

  await test.step('the administrator adds the past competition with its discipline', async () => {
    await admin.goto('/admin/previous-events');
    await look(admin, 'previous events (administrators)', 'previous-admin');
    await press(admin, admin.getByRole('link', { name: 'Add a past competition' }));
    await expect(admin.getByRole('heading', { level: 1, name: 'Add a past competition' })).toBeVisible();
    await typeIn(admin, admin.getByRole('textbox', { name: 'Competition name' }), title);
    await typeIn(admin, admin.getByRole('textbox', { name: 'Venue' }), 'Municipal Stadium, Palakkad');
    await typeDate(admin, admin.getByLabel('First day'), `${year}-02-10`);
    await typeDate(admin, admin.getByLabel('Last day'), `${year}-02-11`);
    await typeIn(admin, admin.getByRole('textbox', { name: 'Discipline name (English)' }), '100 m T44');
    await typeIn(admin, admin.getByRole('textbox', { name: /^Key/ }), 'x100');
    await look(admin, 'add a past competition', 'previous-add');
    await press(admin, admin.getByRole('button', { name: 'Add and upload its results' }));
  });

  const publish = () => admin.getByRole('button', { name: /^Publish results$/ });
  await test.step('its old results file is matched by UID, an unknown UID named by its row; then published', async () => {
    const competition = admin.getByRole('combobox', { name: 'Competition' });
    await expect(competition).toHaveValue(`${title} (not published)`);
    await expect(admin.getByText(/each row is matched by the athlete's UID/)).toBeVisible();
    const chooser = admin.getByRole('button', { name: 'Choose a results file' });
    const file = (rows: string[]) => Buffer.from(['discipline,uid,bib,mark,wind', ...rows].join('\n'));
    await uploadByKeyboard(admin, chooser, {
      name: 'old-results.csv',
      mimeType: 'text/csv',
      buffer: file([`x100,${uid},,13.25,+0.8`, 'x100,KL-PARA-1999-000001,,13.90,+0.8']),
    });
    await expect(admin.getByText(/^Row 3 \(100 m T44\): No approved athlete has this UID\./)).toBeVisible();
    await expect(publish()).toBeDisabled();
    await uploadByKeyboard(admin, chooser, {
      name: 'old-results-fixed.csv',
      mimeType: 'text/csv',
      buffer: file([`x100,${uid},7,13.25,+0.8`]),
    });
    await expect(publish()).toBeEnabled();
    await press(admin, publish());
    const dialog = admin.getByRole('dialog', { name: 'Publish these results?' });
    await press(admin, dialog.getByRole('button', { name: 'Publish', exact: true }));
    await expect(admin.getByText('Published as version 1 (1 result).')).toBeVisible();
  });

  await test.step('the athlete finds it among her results, and by searching its year, by keyboard', async () => {
    await athlete.goto('/user/previous-events');
    const mine = athlete.getByRole('region', { name: 'Your results' });
    await expect(mine.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(mine.getByRole('cell', { name: '13.25' })).toBeVisible();
    const search = athlete.getByRole('form', { name: 'Search past competitions' });
    await typeIn(athlete, search.getByRole('textbox', { name: /^Year/ }), year);
    await athlete.keyboard.press('Enter');
    await expect(athlete).toHaveURL(new RegExp(`year=${year}`));
    const found = athlete.getByRole('list', { name: 'Search past competitions' });
    await expect(found.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(found.getByRole('link', { name: '100 m T44 (1)' })).toBeVisible();
    await look(athlete, 'previous events, searched by year', 'previous-user');
    // A search the server cannot take is told on its field, and nothing is sent.
    await typeIn(athlete, search.getByRole('searchbox', { name: /^Athlete/ }), 'L');
    await athlete.keyboard.press('Enter');
    await expect(search.getByText('Type at least 2 characters.')).toBeVisible();
    await expect(search.getByRole('searchbox', { name: /^Athlete/ })).toBeFocused();
  });

  await test.step('in Hindi', async () => {
    await switchLanguage(athlete, 'hi');
    await expect(athlete.getByRole('heading', { level: 2, name: 'पिछली प्रतियोगिताएँ खोजें' })).toBeVisible();
    const found = athlete.getByRole('list', { name: 'पिछली प्रतियोगिताएँ खोजें' });
    await expect(found.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await look(athlete, 'previous events in Hindi', 'previous-user');
    await admin.goto('/admin/previous-events');
    await switchLanguage(admin, 'hi');
    await look(admin, 'previous events (administrators) in Hindi', 'previous-admin');
  });
});
