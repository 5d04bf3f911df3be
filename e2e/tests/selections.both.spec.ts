import { adminSession } from '../support/athletes.js';
import { pdfText, qrOnPage } from '../support/certificates.js';
import { downloadBy, look, personPage, switchLanguage, tagOf } from '../support/competitions.js';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.js';
import { choose, press, typeIn, uploadByKeyboard } from '../support/keyboard.js';
import { secondAdmin, selectionWorld } from '../support/selections.js';

// National team selection, end to end at this project's width, by keyboard: the administrator imports
// the standards from a file, reads the shortlist and nominates (a choice out of ranking order is refused
// until it has a reason); a second administrator ratifies; the athlete accepts on a phone; a guide is
// added with the fitness document; Cyril's travel needs are changed in a dialog; the team's championship
// accreditation cards are issued, Cyril's is downloaded and its QR code checked at the gate by a browser
// nobody is signed in to; the public team page shows the team; the entry file's rows are read back. Axe
// in English and Hindi at each step. The world (results, athletes, selection) is made by API.

test('national team: standards from a file, shortlist, nomination with a reason, ratification, acceptance, a guide, travel needs, the championship cards checked at the gate, the public page and the entry file', async ({
  browser,
  request,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  test.setTimeout(240_000);
  const width = viewport?.width ?? 0;
  const tag = tagOf(width);
  const world = await selectionWorld(request, tag);
  const [arun, , cyril] = world.athletes;
  if (!arun || !cyril) throw new Error('the athletes were not made');
  const options = { viewport, isMobile, hasTouch };

  // The administrator: standards from a CSV file, read back as rows, then saved.
  const admin = await personPage(browser, options, adminSession());
  await admin.goto(`/admin/national-teams/${world.selectionId}`);
  await look(admin, 'selection, before standards', `selection-start-${width}`);
  await uploadByKeyboard(admin, admin.getByRole('button', { name: 'Import standards from a file' }), {
    name: 'standards.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`discipline,class,gender,mark\n${world.discipline},T44,male,12.50\n`),
  });
  await expect(admin.getByLabel('Event (key), row 2')).toHaveValue(world.discipline);
  await expect(admin.getByLabel('Standard, row 2')).toHaveValue('12.50');
  await press(admin, admin.getByRole('button', { name: 'Save the standards' }));
  await expect(admin.getByText('The standards are saved.')).toBeVisible();

  // The shortlist, best first, with where each mark was made.
  const table = admin.getByRole('table', { name: /Men’s 100 m, T44, Men: standard 12.50/ });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText(`Arun Kumar ${tag}`);
  await expect(table.getByRole('row').nth(1)).toContainText(world.competition);
  await expect(table.getByRole('row').nth(3)).toContainText('12.30');

  // Arun and Cyril, passing over Bala: refused until Cyril's line has a reason.
  const rowOf = (name: string) => table.getByRole('row', { name: new RegExp(name) });
  await press(admin, admin.getByRole('checkbox', { name: `Nominate Arun Kumar ${tag}` }), 'Space');
  await press(admin, admin.getByRole('checkbox', { name: `Nominate Cyril Thomas ${tag}` }), 'Space');
  await press(admin, admin.getByRole('button', { name: 'Send the nomination for ratification' }));
  await expect(
    admin.getByRole('alert').filter({ hasText: 'Give the reason for this choice.' }).first(),
  ).toBeVisible();
  await typeIn(
    admin,
    rowOf('Cyril').getByLabel('Reason for this choice'),
    'Faster in the heats abroad; Bala injured',
  );
  await press(admin, admin.getByRole('button', { name: 'Send the nomination for ratification' }));
  await expect(
    admin.getByText('You nominated this team: another administrator must ratify or return it.'),
  ).toBeVisible();
  await look(admin, 'selection, nominated', `selection-nominated-${width}`);
  await switchLanguage(admin, 'hi');
  await look(admin, 'selection, nominated', `selection-nominated-${width}`);
  await switchLanguage(admin, 'en');

  // A second administrator ratifies.
  const ratifier = await personPage(browser, options, await secondAdmin(request, width));
  await ratifier.goto(`/admin/national-teams/${world.selectionId}`);
  await press(ratifier, ratifier.getByRole('button', { name: 'Ratify and invite the athletes' }));
  await expect(ratifier.getByText(/Ratified by Ravi Ratifier/)).toBeVisible();
  await look(ratifier, 'selection, ratified', `selection-ratified-${width}`);
  await ratifier.context().close();

  // Cyril accepts on a phone.
  const phone = await personPage(
    browser,
    { viewport: { width: 360, height: 760 }, isMobile: true, hasTouch: true },
    cyril,
  );
  await phone.goto('/user/national-teams');
  await expect(
    phone.getByRole('heading', { name: `National Para Athletics Championship ${tag}` }),
  ).toBeVisible();
  await look(phone, 'invitations', `selection-invitation-${width}`);
  await press(phone, phone.getByRole('button', { name: 'Accept my place' }));
  await expect(phone.getByText('Accepted', { exact: true })).toBeVisible();
  await switchLanguage(phone, 'hi');
  await expect(phone.getByText('स्वीकार किया', { exact: true })).toBeVisible();
  await look(phone, 'invitations', `selection-invitation-${width}`);
  await phone.context().close();

  // A guide for Cyril, with the fitness document.
  await admin.reload();
  const team = admin.getByRole('region', { name: 'Team' });
  await expect(team.getByRole('table', { name: 'Members of the team' })).toContainText(`Cyril Thomas ${tag}`);
  await choose(admin, admin.getByLabel('Athlete they go with'), `Cyril Thomas ${tag}`, cyril.uid);
  await typeIn(admin, admin.getByRole('textbox', { name: 'Name', exact: true }), 'Manoj Guide');
  await typeIn(admin, admin.getByRole('textbox', { name: 'Mobile number' }), '9847011111');
  await uploadByKeyboard(
    admin,
    admin.getByRole('button', { name: 'Medical fitness certificate', exact: true }),
    {
      name: 'fitness.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      ),
    },
  );
  await press(admin, admin.getByRole('button', { name: 'Add to the team' }));
  await expect(team.getByRole('table', { name: 'Members of the team' })).toContainText('Manoj Guide');
  await look(admin, 'team', `selection-team-${width}`);

  // Cyril's travel needs, changed in a dialog by keyboard.
  const members = team.getByRole('table', { name: 'Members of the team' });
  await press(admin, team.getByRole('button', { name: `Change the travel needs of Cyril Thomas ${tag}` }));
  const needs = admin.getByRole('dialog', { name: `Travel needs of Cyril Thomas ${tag}` });
  await press(admin, needs.getByRole('checkbox', { name: 'Travels in a wheelchair' }), 'Space');
  await typeIn(admin, needs.getByRole('textbox', { name: 'Diet' }), 'Vegetarian');
  await look(admin, 'travel needs', `selection-needs-${width}`);
  await press(admin, needs.getByRole('button', { name: 'Save the needs' }));
  await expect(needs).toBeHidden();
  await expect(members).toContainText('Travels in a wheelchair · Vegetarian');

  // The championship's accreditation cards: the whole team's issued, Cyril's downloaded and checked.
  await press(admin, team.getByRole('button', { name: 'Issue the team’s cards' }));
  await expect(admin.getByText('Every member has a card.')).toBeVisible();
  const card = await downloadBy(
    admin,
    team.getByRole('button', { name: `Download the card of Cyril Thomas ${tag}` }),
  );
  expect(card.name).toMatch(/^accreditation-PSA-A-\d{4}-\d{6}-print-1\.pdf$/);
  expect(card.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const championship = `National Para Athletics Championship ${tag}`;
  expect(pdfText(card.bytes).replace(/\s+/g, ' ')).toContain(championship);
  const verifyUrl = qrOnPage(card.bytes);
  expect(verifyUrl).toMatch(/\/verify\/accreditation\//);
  await switchLanguage(admin, 'hi');
  await look(admin, 'team with cards', `selection-cards-${width}`);
  await switchLanguage(admin, 'en');
  const gateContext = await browser.newContext({ viewport, baseURL });
  const gate = await gateContext.newPage();
  await gate.goto(new URL(verifyUrl ?? '').pathname);
  await expect(gate.getByRole('status')).toContainText(`Valid for ${championship}`);
  await expect(gate.getByText(`Cyril Thomas ${tag}`)).toBeVisible();
  await expectNoAxeViolations(gate, `gate check, team card (en) at ${width} px`);
  await gateContext.close();

  // The entry file for the national body, read back.
  const file = await downloadBy(admin, admin.getByRole('button', { name: 'Entry file (CSV)' }));
  const lines = file.bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'UID,Name,Date of birth,Gender,Sport class,Class status,Event,Event name,Best mark,Where,Date,Guide',
  );
  // Only those who accepted travel: Cyril, with his guide (Arun has not answered yet).
  expect(lines.slice(1).map((line) => line.split(','))).toEqual([
    [
      cyril.uid,
      `Cyril Thomas ${tag}`,
      expect.any(String),
      'male',
      'T44',
      'confirmed',
      world.discipline,
      'Men’s 100 m',
      '12.30',
      world.competition,
      world.day,
      'Manoj Guide',
    ],
  ]);

  // The public team page, in English and Hindi.
  await admin.goto(`/national-teams/${world.selectionId}`);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(
    `National Para Athletics Championship ${tag}`,
  );
  const athletes = admin.getByRole('table', { name: /The state's athletes/ });
  await expect(athletes).toContainText(`Cyril Thomas ${tag}`);
  await expect(athletes).toContainText('Manoj Guide');
  await look(admin, 'public team', `selection-public-${width}`);
  await switchLanguage(admin, 'hi');
  await expect(admin.getByRole('table', { name: /राज्य के खिलाड़ी/ })).toContainText('पुरुष 100 मी');
  await look(admin, 'public team', `selection-public-${width}`);
  await admin.context().close();
});
