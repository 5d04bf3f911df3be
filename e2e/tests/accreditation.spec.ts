import path from 'node:path';
import { adminSession } from '../support/athletes.js';
import {
  approvedAthlete,
  downloadBy,
  entryFormByApi,
  look,
  personPage,
  publishedEventOn,
  switchLanguage,
} from '../support/competitions.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { expectNoSideways, press, typeIn, uploadByKeyboard } from '../support/keyboard.js';
import { e2eRoot } from '../support/paths.js';
import { apiCall } from '../support/registrations.js';

// Accreditation, end to end by keyboard: the administrator picks the competition, adds a volunteer
// with a photo and downloads the card; the gate's check (a fresh browser, no login) says "Valid for"
// the competition in English and Hindi, at 1280 and 360 px; once the card is revoked it says "Not valid".

const photo = path.join(e2eRoot, 'fixtures', 'athlete-photo.jpg');

test('accreditation: a volunteer added with a photo, the card downloaded, valid at the gate; revoked, not valid', async ({
  browser,
  request,
  baseURL,
  viewport,
}) => {
  test.setTimeout(240_000);
  const tag = `${viewport?.width ?? 0}-${Date.now().toString(36)}`;
  const title = `Accreditation meet ${tag}`;
  const event = await publishedEventOn(request, `Kochi Para Games ${tag}`, 0, 2);
  const formId = await entryFormByApi(request, { title, eventId: event.id });
  const name = `Gita Volunteer ${tag}`;

  const admin = await personPage(browser, { viewport, baseURL }, adminSession());
  await admin.goto('/admin/accreditation');
  await look(admin, 'accreditation admin', 'accreditation-admin-empty');

  // The competition, chosen by typing its name into the searchable list.
  const competition = admin.getByRole('combobox', { name: 'Competition' });
  await typeIn(admin, competition, title);
  await admin.keyboard.press('ArrowDown');
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(new RegExp(`form=${formId}`));
  await expect(admin.getByText('No cards for this competition yet.')).toBeVisible();

  // The volunteer: name, the role's category (volunteer), one extra zone for her post, and a photo.
  await typeIn(admin, admin.getByRole('textbox', { name: 'Full name' }), name);
  await press(admin, admin.getByRole('checkbox', { name: 'Media area' }), 'Space');
  await expect(admin.getByText('Zones on the card: Media area, Spectator stands')).toBeVisible();
  await uploadByKeyboard(admin, admin.getByRole('button', { name: /^Photo/ }), photo);
  await look(admin, 'accreditation admin, filled in', 'accreditation-admin-form');
  await press(admin, admin.getByRole('button', { name: 'Add card' }));
  const card = admin.getByRole('listitem').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Volunteer');
  await expect(card).toContainText('7. Media area, 8. Spectator stands');

  const file = await downloadBy(admin, admin.getByRole('button', { name: `Download the card of ${name}` }));
  expect(file.name).toMatch(/^accreditation-PSA-A-\d{4}-\d{6}-print-1\.pdf$/);
  expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  const listed = await apiCall(
    request,
    adminSession().accessToken,
    'get',
    `/api/admin/accreditation/forms/${formId}/cards`,
  );
  const verifyUrl = (listed.cards as { name: string; verifyUrl: string }[]).find(
    (c) => c.name === name,
  )?.verifyUrl;
  expect(verifyUrl).toBeTruthy();
  const gatePath = new URL(verifyUrl ?? '').pathname;

  // The gate: a volunteer's phone, nobody logged in.
  const gateContext = await browser.newContext({ viewport, baseURL });
  const gate = await gateContext.newPage();
  await gate.goto(gatePath);
  await expect(gate.getByRole('status')).toContainText(`Valid for ${title}`);
  await expect(gate.getByRole('status')).toContainText(`${title} के लिए मान्य`);
  await expect(gate.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
  await expectNoAxeViolations(gate, 'gate check, valid (en) at 1280 px');
  await screenshot(gate, 'accreditation-gate-valid-en');
  await gate.setViewportSize({ width: 360, height: 760 });
  await gate.reload();
  await expectNoSideways(gate);
  await expectNoAxeViolations(gate, 'gate check, valid (en) at 360 px');
  await screenshot(gate, 'accreditation-gate-valid-en');
  await switchLanguage(gate, 'hi');
  await expect(gate.getByRole('status')).toContainText(`${title} के लिए मान्य`);
  await expectNoAxeViolations(gate, 'gate check, valid (hi) at 360 px');
  await screenshot(gate, 'accreditation-gate-valid-hi');

  // Revoked by keyboard, with a reason.
  await press(admin, admin.getByRole('button', { name: `Revoke the card of ${name}` }));
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await typeIn(admin, dialog.getByRole('textbox', { name: 'Reason' }), 'Lost at the venue');
  await expectNoAxeViolations(admin, 'revoke dialog (en)');
  await press(admin, dialog.getByRole('button', { name: 'Revoke' }));
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Revoked');

  await gate.reload();
  await expect(gate.getByRole('status')).toContainText('मान्य नहीं');
  await expect(gate.getByRole('status')).toContainText('Not valid');
  await expectNoAxeViolations(gate, 'gate check, revoked (hi) at 360 px');
  await screenshot(gate, 'accreditation-gate-revoked-hi');
  await switchLanguage(gate, 'en');
  await expect(gate.getByRole('status')).toContainText('This card has been revoked.');
  await expectNoAxeViolations(gate, 'gate check, revoked (en) at 360 px');
  await screenshot(gate, 'accreditation-gate-revoked-en');

  // The administrators' page in Hindi.
  await switchLanguage(admin, 'hi');
  await expect(admin.getByRole('listitem').filter({ hasText: name })).toContainText('रद्द');
  await look(admin, 'accreditation admin', 'accreditation-admin-list');
  await admin.setViewportSize({ width: 360, height: 760 });
  await expectNoSideways(admin);
  await look(admin, 'accreditation admin', 'accreditation-admin-list');

  // An athlete with a place gets a card of their own, drawn from the entry, with its PDF.
  const athlete = await approvedAthlete(request, `Arjun Menon ${tag}`, 't44');
  await apiCall(request, athlete.accessToken, 'post', '/api/forms/submit', {
    formId,
    disciplines: ['m100'],
    answers: {},
  });
  const mine = await personPage(browser, { viewport, baseURL }, athlete);
  await mine.goto('/user/accreditation-card');
  const own = mine.getByRole('listitem').filter({ hasText: title });
  await expect(own).toContainText("1. Field of play, 2. Call room, 3. Athletes' area, 4. Warm-up area");
  await look(mine, 'my accreditation cards', 'accreditation-mine');
  const ownFile = await downloadBy(
    mine,
    own.getByRole('button', { name: `Download the card for ${title} (PDF)` }),
  );
  expect(ownFile.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await mine.context().close();
  await gateContext.close();
  await admin.context().close();
});
