import { adminSession } from '../support/athletes.js';
import {
  approvedAthlete,
  entryFormByApi,
  look,
  personPage,
  publishedEventOn,
  switchLanguage,
  tagOf,
} from '../support/competitions.js';
import { expect, test } from '../support/fixtures.js';
import { choose, press, typeIn } from '../support/keyboard.js';
import { apiCall } from '../support/registrations.js';

// Results entered on screen, by keyboard, for a competition without a file: a mark that cannot be read
// is an error on its field; a wind over +2.0 is a warning to read; the draft is published as version 1;
// in Hindi, the result is corrected and published as version 2 with a reason. axe on every state.

test('results entered on screen: an error on its field, a warning read, published, corrected in Hindi', async ({
  browser,
  request,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  test.setTimeout(180_000);
  const tag = tagOf(viewport?.width ?? 0);
  const title = `Manual results meet ${tag}`;
  const event = await publishedEventOn(request, `Kollam Para Sprint ${tag}`, 0, 1);
  const formId = await entryFormByApi(request, { title, eventId: event.id });
  const runner = await approvedAthlete(request, `Vishnu Nair ${tag}`, 't44');
  await apiCall(request, runner.accessToken, 'post', '/api/forms/submit', {
    formId,
    disciplines: ['m100'],
    answers: {},
  });
  const admin = await personPage(browser, { baseURL, viewport, isMobile, hasTouch }, adminSession());

  await test.step('the administrator picks the competition; nothing is entered yet', async () => {
    await admin.goto('/admin/events-results');
    await choose(admin, admin.getByRole('combobox', { name: 'Competition' }), title, formId);
    await expect(admin.getByText('No results entered yet.')).toBeVisible();
    await look(admin, 'manual results, empty', 'results-manual-empty');
  });

  const mark = () => admin.getByRole('textbox', { name: 'Mark', exact: true });
  await test.step('a mark that cannot be read is an error on the mark field', async () => {
    await press(admin, admin.getByRole('button', { name: 'Add a result' }));
    const discipline = admin.getByRole('combobox', { name: 'Discipline' });
    await expect(discipline).toBeFocused();
    await choose(admin, discipline, 'Men', 'm100');
    await choose(admin, admin.getByRole('combobox', { name: 'Athlete' }), 'Vishnu');
    await typeIn(admin, mark(), '12.4.8');
    await typeIn(admin, admin.getByRole('textbox', { name: 'Wind', exact: true }), '+2.6');
    await admin.keyboard.press('Enter');
    await expect(admin.getByText('The result was not saved')).toBeVisible();
    await expect(mark()).toHaveAttribute('aria-invalid', 'true');
    await expect(mark()).toHaveAccessibleDescription(/The mark cannot be read/);
    await look(admin, 'manual result with an error', 'results-manual-error');
  });

  await test.step('a wind over +2.0 is a warning to read before the result is kept', async () => {
    await typeIn(admin, mark(), '12.48');
    await admin.keyboard.press('Enter');
    const read = admin.getByRole('checkbox', { name: 'I have read the warnings' });
    await expect(read).toBeVisible();
    await look(admin, 'manual result with a warning', 'results-manual-warning');
    await press(admin, read, 'Space');
    await press(admin, admin.getByRole('button', { name: 'Save the result' }));
    await expect(admin.getByText(/^The result is saved in the draft/)).toBeVisible();
    // The keyboard goes on from the button that opened the form.
    await expect(admin.getByRole('button', { name: 'Add a result' })).toBeFocused();
    const table = admin.getByRole('region', { name: 'Results entered' });
    await expect(table.getByRole('row').nth(1)).toContainText('12.48');
  });

  await test.step('the draft is published as version 1', async () => {
    await expect(admin.getByRole('heading', { name: 'Check the draft, then publish it' })).toBeVisible();
    await press(admin, admin.getByRole('checkbox', { name: 'I have read the warnings' }), 'Space');
    await press(admin, admin.getByRole('button', { name: 'Publish results' }));
    const dialog = admin.getByRole('dialog', { name: 'Publish these results?' });
    await press(admin, dialog.getByRole('button', { name: 'Publish', exact: true }));
    await expect(admin.getByText('Published as version 1 (1 result).')).toBeVisible();
    await look(admin, 'manual results published', 'results-manual-published');
  });

  await test.step('in Hindi, the result is corrected and published as version 2 with a reason', async () => {
    await switchLanguage(admin, 'hi');
    await admin.goto('/admin/events-results');
    await choose(admin, admin.getByRole('combobox', { name: 'प्रतियोगिता' }), title, formId);
    await expect(admin.getByText(/^संस्करण 1 प्रकाशित है/)).toBeVisible();
    await press(admin, admin.getByRole('button', { name: /का परिणाम सुधारें$/ }));
    await typeIn(admin, admin.getByRole('textbox', { name: 'अंक (मार्क)' }), '12.40');
    await typeIn(admin, admin.getByRole('textbox', { name: 'हवा', exact: true }), '+1.2');
    await look(admin, 'manual correction in Hindi', 'results-manual-correct-hi');
    await press(admin, admin.getByRole('button', { name: 'सुधार सहेजें' }));
    await expect(admin.getByText(/^परिणाम मसौदे में सहेज दिया गया/)).toBeVisible();
    await typeIn(admin, admin.getByRole('textbox', { name: /सुधार का कारण/ }), 'फ़ोटो फ़िनिश देखा गया');
    await press(admin, admin.getByRole('button', { name: 'सुधार प्रकाशित करें' }));
    const dialog = admin.getByRole('dialog', { name: 'ये परिणाम प्रकाशित करें?' });
    await press(admin, dialog.getByRole('button', { name: 'प्रकाशित करें', exact: true }));
    await expect(admin.getByText('संस्करण 2 के रूप में प्रकाशित (1 परिणाम)।')).toBeVisible();
    await look(admin, 'manual correction published in Hindi', 'results-manual-corrected-hi');
    await switchLanguage(admin, 'en');
  });

  const published = await request.get(`/api/results/${formId}`);
  const [sprint] = (await published.json()).data;
  expect(sprint.version).toBe(2);
  expect(sprint.results[0].mark).toBe('12.40');
});
