import { readFileSync } from 'node:fs';
import path from 'node:path';
import { adminSession, type SessionRecord, useSession } from '../support/athletes.js';
import {
  approvedAthlete,
  downloadBy,
  entryFormByApi,
  instantIn,
  look,
  personPage,
  publishedEvent,
  publishedEventOn,
  switchLanguage,
  tagOf,
} from '../support/competitions.js';
import { expect, test } from '../support/fixtures.js';
import { press, uploadByKeyboard } from '../support/keyboard.js';
import { repoRoot } from '../support/paths.js';

// What the competitions journey leaves out: a file question answered by upload (refusals that lose
// nothing, the administrator's download of the very bytes), an entry made in the late period with its
// late fee, and the administrators' competitions by date in English and Hindi (the answers' check is
// in competitions-answers.spec.ts). Forms are made through the administrators' API; what the athlete and the
// administrator do is done in the browser, by keyboard.

const SPRINT = 'Men’s 100 m';
const CARD = 'Upload your classification card';
const CARD_HI = 'अपना वर्गीकरण कार्ड अपलोड करें';
const pdf = readFileSync(path.join(repoRoot, 'e2e/fixtures/certificate-4-pages.pdf'));

let admin: SessionRecord;
test.beforeAll(() => {
  admin = adminSession();
});

test('a file question: the athlete uploads his classification card, the administrator downloads it', async ({
  page,
  request,
  browser,
  viewport,
  isMobile,
  hasTouch,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const tag = tagOf(page.viewportSize()?.width ?? 1280);
  const title = `Classification meet ${tag}`;
  const event = await publishedEvent(request, `Kochi Para Classification Meet ${tag}`);
  const formId = await entryFormByApi(request, {
    title,
    eventId: event.id,
    fields: [
      {
        key: 'classCard',
        type: 'file',
        label: CARD,
        labelHi: CARD_HI,
        help: 'The card the classifiers signed, scanned or photographed.',
        helpHi: 'वर्गीकरण करने वालों द्वारा हस्ताक्षरित कार्ड, स्कैन या फ़ोटो।',
        required: true,
      },
    ],
  });
  const runner = await approvedAthlete(request, `Rahul Varghese ${tag}`, 't44');
  const athlete = await personPage(browser, { baseURL, viewport, isMobile, hasTouch }, runner);
  // The question labels the button: its name is the question, then what the button does.
  const fileButton = athlete.getByRole('button', { name: new RegExp(`^${CARD}`) });
  const problem = athlete.getByRole('alert').filter({ hasText: 'The file was not uploaded' });

  await test.step('the entry form with its file control, axe in English and Hindi', async () => {
    await athlete.goto(`/user/form/${formId}`);
    await expect(athlete.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(fileButton).toHaveAccessibleName(`${CARD} Choose a file`);
    await expect(fileButton).toHaveAccessibleDescription(/classifiers signed/);
    await expect(athlete.getByText('PDF, JPEG, PNG, up to 5 MB.')).toBeVisible();
    await look(athlete, 'entry form with a file question', 'comp-file-form');
    await switchLanguage(athlete, 'hi');
    await expect(athlete.getByRole('button', { name: new RegExp(`^${CARD_HI}`) })).toBeVisible();
    await look(athlete, 'entry form with a file question', 'comp-file-form');
    await switchLanguage(athlete, 'en');
  });

  await test.step('a wrong type is refused before it is sent, and the discipline stays chosen', async () => {
    await press(athlete, athlete.getByRole('checkbox', { name: SPRINT }), 'Space');
    await uploadByKeyboard(athlete, fileButton, {
      name: 'classification-card.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('T44, confirmed at the state classification, 2026'),
    });
    await expect(problem).toHaveText(
      'The file was not uploaded: This file is not a PDF, JPEG, PNG file. Please choose one of those.',
    );
    await expect(fileButton).toHaveAttribute('aria-invalid', 'true');
    await expect(athlete.getByRole('checkbox', { name: SPRINT })).toBeChecked();
  });

  await test.step('the real PDF is uploaded and named', async () => {
    await uploadByKeyboard(athlete, fileButton, {
      name: 'classification-card.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(athlete.getByText('classification-card.pdf', { exact: true })).toBeVisible();
    await expect(fileButton).toHaveAccessibleName(`${CARD} Replace the file`);
    await expect(problem).toHaveCount(0);
    await expect(
      athlete.getByRole('status').filter({ hasText: 'classification-card.pdf uploaded' }),
    ).toHaveCount(1);
  });

  await test.step('a file too large, then one that only claims to be a PDF, are refused; the card stays', async () => {
    await uploadByKeyboard(athlete, fileButton, {
      name: 'card-scan-600dpi.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024, 0x20)]),
    });
    await expect(problem).toContainText(/This file is 6(\.0)? MB; the limit is 5(\.0)? MB\./);
    await expect(athlete.getByText('classification-card.pdf', { exact: true })).toBeVisible();

    // The browser cannot tell: the server reads the bytes and refuses, and says so in the same place.
    await uploadByKeyboard(athlete, fileButton, {
      name: 'not-really.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('This is a note, not a PDF.'),
    });
    await expect(problem).toHaveText(
      'The file was not uploaded: This type of file is not accepted. Please choose a JPG, PNG or PDF file.',
    );
    await expect(athlete.getByText('classification-card.pdf', { exact: true })).toBeVisible();
    await expect(athlete.getByRole('checkbox', { name: SPRINT })).toBeChecked();
    await look(athlete, 'entry form with a refused file', 'comp-file-refused');
  });

  await test.step('he submits; his entry keeps the card, which he can download', async () => {
    await press(athlete, athlete.getByRole('button', { name: 'Submit entry' }));
    await expect(athlete).toHaveURL(new RegExp(`/user/event-form/${formId}$`));
    await expect(athlete.getByText('Your entry is in and confirmed.')).toBeVisible();
    const own = await downloadBy(
      athlete,
      athlete.getByRole('button', { name: `Download the file: ${CARD}` }),
    );
    expect(own.name).toBe('classification-card.pdf');
    expect(own.bytes.equals(pdf)).toBe(true);
    await athlete.context().close();
  });

  await test.step('the administrator opens the entry and downloads the same bytes', async () => {
    await useSession(page, admin);
    await page.goto(`/admin/view-form-details/${formId}`);
    await press(page, page.getByRole('button', { name: `Open the entry of ${runner.name}` }));
    const drawer = page.getByRole('dialog');
    const link = drawer.getByRole('button', { name: `Download the file: ${CARD}` });
    await expect(link).toBeVisible();
    await look(page, 'entry drawer with a file answer', 'comp-file-drawer');
    const file = await downloadBy(page, link);
    expect(file.name).toBe('classification-card.pdf');
    expect(file.bytes.equals(pdf)).toBe(true);
  });
});

test('a late entry: entries closed, the late period open, the late fee in the amount paid', async ({
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
  const title = `Late entries meet ${tag}`;
  const event = await publishedEvent(request, `Thrissur Para Athletics ${tag}`);
  const formId = await entryFormByApi(request, {
    title,
    eventId: event.id,
    opensAt: instantIn(-10),
    closesAt: instantIn(-1),
    lateUntil: instantIn(3),
    lateFeePaise: 10_000,
    feePaise: 25_000,
  });
  const runner = await approvedAthlete(request, `Sanjay Menon ${tag}`, 't44');
  const athlete = await personPage(browser, { baseURL, viewport, isMobile, hasTouch }, runner);

  await test.step('the list says the entries are late and what they cost more', async () => {
    await athlete.goto('/user/events-list');
    const card = athlete.getByRole('article', { name: title });
    await expect(card.getByText('Late entries', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Late entries until .+, ₹\s?100 more$/)).toBeVisible();
    await press(athlete, card.getByRole('link', { name: `Enter ${title}` }));
    await expect(athlete).toHaveURL(new RegExp(`/user/form/${formId}$`));
  });

  await test.step('the form adds the late fee to the discipline’s fee', async () => {
    const total = athlete.getByTestId('entry-total');
    await expect(total).toContainText(/Total: ₹\s?0/);
    await expect(athlete.getByRole('note').filter({ hasText: 'Late entry' })).toContainText(
      /Entries closed on .+\. Late entries are taken until .+ \(India time\), with a late fee of ₹\s?100 on each entry\./,
    );
    // Nothing chosen yet, so nothing to pay: no late fee is claimed.
    await expect(athlete.getByText(/It includes the late entry fee/)).toHaveCount(0);
    await press(athlete, athlete.getByRole('checkbox', { name: SPRINT }), 'Space');
    await expect(total).toHaveText(/^Total: ₹\s?350 for 1 discipline$/);
    await expect(athlete.getByText(/^It includes the late entry fee of ₹\s?100\.$/)).toBeVisible();
    await look(athlete, 'late entry form', 'comp-late-form');
    await switchLanguage(athlete, 'hi');
    await expect(athlete.getByText(/देर से प्रविष्टि का शुल्क ₹\s?100 शामिल है/)).toBeVisible();
    await look(athlete, 'late entry form', 'comp-late-form');
    await switchLanguage(athlete, 'en');
    await press(athlete, athlete.getByRole('button', { name: /^Submit entry and pay ₹\s?350/ }));
  });

  await test.step('he pays ₹350; his entry says it is a late entry, and so does the administrator’s drawer', async () => {
    await expect(athlete.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
    await expect(athlete.getByText(/₹\s?350/).first()).toBeVisible();
    await press(athlete, athlete.getByRole('button', { name: 'Pay successfully' }));
    await expect(athlete).toHaveURL(new RegExp(`/user/event-form/${formId}$`));
    await expect(athlete.getByText('Your entry is in and confirmed.')).toBeVisible();
    await expect(athlete.getByText(/late entry/)).toBeVisible();
    await expect(athlete.getByText(/Amount: ₹\s?350/)).toBeVisible();
    await look(athlete, 'late entry confirmed', 'comp-late-entry');
    await athlete.context().close();

    await useSession(page, admin);
    await page.goto(`/admin/view-form-details/${formId}`);
    await press(page, page.getByRole('button', { name: `Open the entry of ${runner.name}` }));
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('Late entry', { exact: true })).toBeVisible();
    await expect(drawer.getByText(/₹\s?350/).first()).toBeVisible();
  });
});

test('the administrators’ upcoming and previous competitions, in English and Hindi', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = tagOf(page.viewportSize()?.width ?? 1280);
  const coming = await publishedEventOn(request, `Onam Para Games ${tag}`, 20, 21);
  const past = await publishedEventOn(request, `Vishu Para Games ${tag}`, -40, -39);
  const comingForm = `Entries: Onam Para Games ${tag}`;
  const pastForm = `Entries: Vishu Para Games ${tag}`;
  await entryFormByApi(request, { title: comingForm, eventId: coming.id });
  await entryFormByApi(request, {
    title: pastForm,
    eventId: past.id,
    opensAt: instantIn(-60),
    closesAt: instantIn(-45),
    status: 'closed',
  });
  await useSession(page, admin);
  const pages = [
    ['upcoming-events', comingForm, pastForm],
    ['previous-events', pastForm, comingForm],
  ] as const;
  for (const lang of ['en', 'hi'] as const) {
    for (const [where, listed, elsewhere] of pages) {
      await page.goto(`/admin/${where}?search=${encodeURIComponent(tag)}`);
      if (lang === 'hi') await switchLanguage(page, 'hi');
      await expect(page.getByRole('link', { name: listed })).toBeVisible();
      await expect(page.getByRole('link', { name: elsewhere })).toHaveCount(0);
      await look(page, `/admin/${where}`, `comp-admin-${where}`);
    }
  }
});
