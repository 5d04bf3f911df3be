import { adminSession } from '../support/athletes.js';
import { checkSignedRecord, downloadMerit, expectVerdict, untilIssued } from '../support/certificates.js';
import {
  approvedAthlete,
  downloadBy,
  entryFormByApi,
  look,
  personPage,
  publishedEventOn,
  switchLanguage,
} from '../support/competitions.js';
import { expect, test } from '../support/fixtures.js';
import { expectNoSideways, press, uploadByKeyboard } from '../support/keyboard.js';
import { apiCall } from '../support/registrations.js';

// Results, end to end against the real server, by keyboard at this project's width: the administrator
// downloads the competition's template, uploads it filled in with one row naming an athlete who is not
// entered (the error is named by its row and publishing is refused), uploads it fixed and publishes;
// the athlete sees the result and a personal best, and downloads the merit certificate issued for it
// (its QR code opens the public check: Valid; its signed record checks, and fails with a character
// changed); a correction needs a reason and becomes version 2, and the old certificate is Superseded.

const tagOf = (width: number) => `${width}-${Date.now().toString(36)}`;

/** The template's CSV with the first athlete's mark and wind filled in, and `extra` rows after. */
function filled(template: string, mark: string, extra: string[] = []) {
  const [header = '', ...rows] = template
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const columns = header.split(',');
  const cells = (rows[0] ?? '').split(',');
  cells[columns.indexOf('mark')] = mark;
  cells[columns.indexOf('wind')] = '+1.2';
  const blank = (uid: string) =>
    columns
      .map((column) =>
        column === 'discipline' ? 'm100' : column === 'uid' ? uid : column === 'mark' ? '13.01' : '',
      )
      .join(',');
  return Buffer.from([header, cells.join(','), ...extra.map(blank)].join('\n'));
}

test('results: an error named by its row, fixed and published; the athlete sees it; a correction with a reason', async ({
  browser,
  request,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  test.setTimeout(240_000);
  const tag = tagOf(viewport?.width ?? 0);
  const title = `Results meet ${tag}`;
  // The competition began today, so results may be uploaded for it.
  const event = await publishedEventOn(request, `Thrissur Para Sprint ${tag}`, 0, 1);
  const formId = await entryFormByApi(request, { title, eventId: event.id });
  const runner = await approvedAthlete(request, `Arjun Menon ${tag}`, 't44');
  await apiCall(request, runner.accessToken, 'post', '/api/forms/submit', {
    formId,
    disciplines: ['m100'],
    answers: {},
  });
  const options = { baseURL, viewport, isMobile, hasTouch };
  const admin = await personPage(browser, options, adminSession());
  const athlete = await personPage(browser, options, runner);
  let template = '';

  await test.step('the administrator picks the competition and downloads its template', async () => {
    await admin.goto('/admin/upload-events-result');
    const competition = admin.getByRole('combobox', { name: 'Competition' });
    await competition.focus();
    await admin.keyboard.type(title);
    await admin.keyboard.press('ArrowDown');
    await admin.keyboard.press('Enter');
    await expect(competition).toHaveValue(`${title} (not published)`);
    await expect(admin.getByText(/1 athlete entered\./)).toBeVisible();
    const file = await downloadBy(admin, admin.getByRole('button', { name: 'Template (CSV)' }));
    expect(file.name).toMatch(/\.csv$/);
    template = file.bytes.toString('utf8');
    expect(template).toContain('m100');
    await look(admin, 'results upload', 'results-upload');
    await expectNoSideways(admin);
  });

  const chooser = () => admin.getByRole('button', { name: 'Choose a results file' });
  const publish = () => admin.getByRole('button', { name: /^Publish (results|the correction)$/ });

  await test.step('a row naming an athlete not entered is an error, named by its row; publishing waits', async () => {
    const bad = filled(template, '12.48', ['KL-PARA-2099-999999']);
    await uploadByKeyboard(admin, chooser(), { name: 'results.csv', mimeType: 'text/csv', buffer: bad });
    await expect(admin.getByText('1 error blocks publishing')).toBeVisible();
    await expect(
      admin.getByText(/^Row 3 \(Men’s 100 m\): No athlete entered in this competition has this UID\./),
    ).toBeVisible();
    await expect(publish()).toBeDisabled();
    await look(admin, 'results preview with an error', 'results-preview-error');
    await expectNoSideways(admin);
  });

  await test.step('the fixed file is published after confirming', async () => {
    await uploadByKeyboard(admin, chooser(), {
      name: 'results-fixed.csv',
      mimeType: 'text/csv',
      buffer: filled(template, '12.48'),
    });
    await expect(admin.getByRole('heading', { name: /preview of results-fixed\.csv/ })).toBeVisible();
    await expect(publish()).toBeEnabled();
    await press(admin, publish());
    const dialog = admin.getByRole('dialog', { name: 'Publish these results?' });
    await expect(dialog).toBeVisible();
    await look(admin, 'publish dialog', 'results-publish-dialog');
    await press(admin, dialog.getByRole('button', { name: 'Publish', exact: true }));
    await expect(admin.getByText('Published as version 1 (1 result).')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The keyboard goes on from the outcome (the button pressed is gone).
    await expect
      .poll(() =>
        admin.evaluate(() => {
          const focused = document.activeElement;
          return focused && focused !== document.body ? focused.textContent : 'nothing focused';
        }),
      )
      .toBe('Published as version 1 (1 result).');
    await look(admin, 'results published', 'results-published');
  });

  await test.step('the athlete sees the result and the personal best, in English and Hindi', async () => {
    await athlete.goto('/user/events-results');
    await expect(athlete.getByRole('heading', { level: 3, name: title })).toBeVisible();
    const bests = athlete.getByRole('region', { name: 'Your best mark in each discipline' });
    await expect(bests.getByRole('row').nth(1)).toContainText('12.48');
    await look(athlete, 'athlete results', 'results-athlete');
    await expectNoSideways(athlete);
    await switchLanguage(athlete, 'hi');
    await expect(athlete.getByRole('heading', { level: 1, name: 'प्रतियोगिता परिणाम' })).toBeVisible();
    await look(athlete, 'athlete results in Hindi', 'results-athlete');
    await switchLanguage(athlete, 'en');
  });

  let merit = { number: '', path: '', signedRecord: '' };
  await test.step('the athlete downloads the merit certificate; its QR code opens the check: Valid', async () => {
    merit = await downloadMerit(athlete, request, runner.accessToken);
    await athlete.goto(merit.path);
    await expectVerdict(athlete, 'Valid', 'मान्य', 'certificate-valid');
    await checkSignedRecord(athlete, merit.signedRecord);
    await expectVerdict(athlete, 'Signature valid', 'हस्ताक्षर मान्य', 'certificate-record-good');
    const at = 40;
    const changed = `${merit.signedRecord.slice(0, at)}${merit.signedRecord[at] === 'A' ? 'B' : 'A'}${merit.signedRecord.slice(at + 1)}`;
    await checkSignedRecord(athlete, changed);
    await expect(athlete.getByRole('heading', { level: 2, name: 'Signature not valid' })).toBeVisible();
  });

  await test.step('a correction needs a reason and becomes version 2', async () => {
    await admin.reload();
    const competition = admin.getByRole('combobox', { name: 'Competition' });
    await competition.focus();
    await admin.keyboard.type(title);
    await admin.keyboard.press('ArrowDown');
    await admin.keyboard.press('Enter');
    await expect(competition).toHaveValue(`${title} (published, version 1)`);
    await uploadByKeyboard(admin, chooser(), {
      name: 'results-corrected.csv',
      mimeType: 'text/csv',
      buffer: filled(template, '12.40'),
    });
    await expect(publish()).toHaveText('Publish the correction');
    await expect(publish()).toBeDisabled();
    await admin.getByRole('textbox', { name: /Reason for the correction/ }).fill('Photo finish reviewed');
    await press(admin, publish());
    const dialog = admin.getByRole('dialog', { name: 'Publish these results?' });
    await expect(dialog).toContainText('as version 2');
    await press(admin, dialog.getByRole('button', { name: 'Publish', exact: true }));
    await expect(admin.getByText('Published as version 2 (1 result).')).toBeVisible();

    await athlete.goto('/user/events-results');
    await expect(athlete.getByText(/^Corrected on/)).toBeVisible();
    const bests = athlete.getByRole('region', { name: 'Your best mark in each discipline' });
    await expect(bests.getByRole('row').nth(1)).toContainText('12.40');
  });

  await test.step('the old certificate’s check says Superseded and leads to the new one', async () => {
    await athlete.goto(merit.path);
    await untilIssued(athlete, athlete.getByRole('heading', { level: 2, name: 'Superseded', exact: true }));
    await expectVerdict(athlete, 'Superseded', 'प्रतिस्थापित', 'certificate-superseded');
    await press(athlete, athlete.getByRole('link', { name: /^See the certificate that replaces it/ }));
    await expect(athlete.getByRole('heading', { level: 2, name: 'Valid', exact: true })).toBeVisible();
    await expect(athlete.getByText('12.40', { exact: true })).toBeVisible();
  });

  await test.step('in Hindi, the same file again changes nothing and needs no reason', async () => {
    await switchLanguage(admin, 'hi');
    const competition = admin.getByRole('combobox', { name: 'प्रतियोगिता' });
    await competition.focus();
    await admin.keyboard.type(title);
    await admin.keyboard.press('ArrowDown');
    await admin.keyboard.press('Enter');
    await expect(competition).toHaveValue(`${title} (प्रकाशित, संस्करण 2)`);
    await uploadByKeyboard(admin, admin.getByRole('button', { name: 'परिणाम फ़ाइल चुनें' }), {
      name: 'results-again.csv',
      mimeType: 'text/csv',
      buffer: filled(template, '12.40'),
    });
    await expect(admin.getByText(/^ये वही परिणाम हैं जो पहले से प्रकाशित हैं/)).toBeVisible();
    await look(admin, 'the same results again', 'results-same');
    await expectNoSideways(admin);
    await press(admin, admin.getByRole('button', { name: 'परिणाम प्रकाशित करें' }));
    const dialog = admin.getByRole('dialog');
    await look(admin, 'publish dialog', 'results-same-dialog');
    await press(admin, dialog.getByRole('button', { name: 'प्रकाशित करें', exact: true }));
    await expect(admin.getByText('कुछ नहीं बदला: ये वही परिणाम हैं जो पहले से प्रकाशित हैं।')).toBeVisible();
    await switchLanguage(admin, 'en');
  });

  await test.step('the administrators’ Events Results lists it with its public page', async () => {
    await admin.goto('/admin/events-results');
    await expect(admin.getByRole('link', { name: `Public results page of ${title}` })).toHaveAttribute(
      'href',
      `/results/${formId}`,
    );
    await look(admin, 'events results', 'results-events');
  });

  await test.step('the administrators’ Performance Certificate page: counts, the list, revoking asks first', async () => {
    await admin.goto(`/admin/performance-certificate?form=${formId}`);
    const summary = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: title }) });
    // State records are kept across competitions, so whether this width's athlete holds the 100 m record
    // depends on the other width's run on this server: never set (nothing to supersede), set and kept
    // (the correction's record certificate replaces the first), or set and then beaten by the other run
    // before the correction (the first record certificate superseded, none issued again).
    await expect(summary).toContainText(
      /Valid: 1 participation, 1 merit, (0 record · Superseded: [23]|1 record · Superseded: 3)/,
    );
    await expect(summary.getByRole('button', { name: 'Show certificates' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const counts = /(\d) record · Superseded: (\d)/.exec((await summary.textContent()) ?? '');
    const records = Number(counts?.[1]);
    const superseded = Number(counts?.[2]);
    const list = admin.getByRole('region', { name: `Certificates of ${title}` });
    // Header, then each valid certificate of version 2 and each one the correction superseded.
    await expect(list.getByRole('row')).toHaveCount(1 + 2 + records + superseded);
    await look(admin, 'performance certificate', 'certificates-admin');
    await expectNoSideways(admin);
    // The ZIP: its PDFs drawn on the server's drawing threads (the built worker beside main.js).
    const zip = await downloadBy(
      admin,
      summary.getByRole('button', { name: `Download ZIP (${2 + records})` }),
    );
    expect(zip.name).toBe(`certificates-${formId}.zip`);
    expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zip.bytes.toString('latin1').match(/%PDF-/g)).toHaveLength(2 + records);
    const revoke = list.getByRole('button', { name: /^Revoke PSA-C-/ }).first();
    await press(admin, revoke);
    const dialog = admin.getByRole('dialog', { name: /^Revoke certificate PSA-C-/ });
    await expect(dialog).toBeVisible();
    await look(admin, 'revoke dialog', 'certificates-revoke-dialog');
    await admin.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await switchLanguage(admin, 'hi');
    await look(admin, 'performance certificate in Hindi', 'certificates-admin');
    await switchLanguage(admin, 'en');
  });
});
