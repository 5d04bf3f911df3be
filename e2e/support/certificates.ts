import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
// jsQR is the server tests' QR reader (a dependency of the repository's root); poppler reads the PDF.
import jsQR from 'jsqr';
import { downloadBy, look, switchLanguage } from './competitions.js';
import { expect } from './fixtures.js';
import { expectNoSideways, press } from './keyboard.js';
import { apiCall } from './registrations.js';

/** Runs poppler's tools on a PDF in a folder of its own; returns what `read` takes from it. */
function withPdf<T>(bytes: Buffer, read: (dir: string, file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'certificate-'));
  try {
    const file = path.join(dir, 'certificate.pdf');
    writeFileSync(file, bytes);
    return read(dir, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as a reader would copy it (pdftotext). */
export const pdfText = (bytes: Buffer) =>
  withPdf(bytes, (_dir, file) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));

/**
 * The QR code on the page, read as a phone would: the page drawn in grey (pdftoppm) and scanned.
 * A phone frames the whole document, so the page is drawn 1,300 pixels on its long side: an A4
 * certificate at about 110 dots an inch, a card at about 385. A fixed 110 dpi left the card's 21 mm
 * code at two pixels a module, and about one card in 250 then read as no code at all.
 */
export const qrOnPage = (bytes: Buffer) =>
  withPdf(bytes, (dir, file) => {
    execFileSync('pdftoppm', ['-gray', '-scale-to', '1300', '-singlefile', file, path.join(dir, 'page')]);
    const image = readFileSync(path.join(dir, 'page.pgm'));
    // A binary PGM: "P5", width, height, maximum value, one byte per pixel.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(image.subarray(0, 40).toString('latin1'));
    if (!header) throw new Error('pdftoppm did not write a PGM');
    const [whole = '', width = '0', height = '0'] = header;
    const grey = image.subarray(whole.length);
    const rgba = new Uint8ClampedArray(Number(width) * Number(height) * 4);
    for (let i = 0; i < grey.length; i += 1) {
      rgba.fill(grey[i] ?? 0, i * 4, i * 4 + 3);
      rgba[i * 4 + 3] = 255;
    }
    return jsQR(rgba, Number(width), Number(height))?.data ?? null;
  });

/** The signed record the PDF carries as an attached text file (pdfdetach). */
export const signedRecordIn = (bytes: Buffer) =>
  withPdf(bytes, (dir, file) => {
    execFileSync('pdfdetach', ['-saveall', '-o', dir, file]);
    const attached = readdirSync(dir).find((name) => name.endsWith('.signed.txt'));
    if (!attached) throw new Error('no signed record attached');
    return readFileSync(path.join(dir, attached), 'utf8');
  });

/** Reloads until `locator` shows: certificates are issued by a job that runs after publishing. */
export async function untilIssued(page: Page, locator: Locator) {
  await expect(async () => {
    await page.reload();
    await expect(locator).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * On /user/certificates: waits for the merit certificate, scans the page in both languages, downloads
 * the PDF by keyboard and checks it (a PDF, its number in its text, its QR code the API's verifyUrl).
 * Returns the number, the check's address and the signed record the PDF carries.
 */
export async function downloadMerit(page: Page, request: APIRequestContext, token: string) {
  await page.goto('/user/certificates');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Merit: / }) });
  await untilIssued(page, card);
  await expect(card.getByText('Valid', { exact: true })).toBeVisible();
  await look(page, 'athlete certificates', 'certificates-athlete');
  await expectNoSideways(page);
  await switchLanguage(page, 'hi');
  await expect(page.getByRole('heading', { level: 2, name: /^योग्यता: / })).toBeVisible();
  await look(page, 'athlete certificates in Hindi', 'certificates-athlete');
  await switchLanguage(page, 'en');

  const file = await downloadBy(page, card.getByRole('button', { name: 'Download PDF' }));
  expect(file.name).toMatch(/^PSA-C-\d{4}-\d{6}\.pdf$/);
  const number = file.name.replace(/\.pdf$/, '');
  expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(file.bytes)).toContain(number);
  const listed = (await apiCall(request, token, 'get', '/api/user/certificates')) as {
    number: string;
    verifyUrl: string;
  }[];
  const verifyUrl = listed.find((item) => item.number === number)?.verifyUrl ?? '';
  expect(verifyUrl).toMatch(new RegExp(`/verify/certificate/${number}$`));
  expect(qrOnPage(file.bytes)).toBe(verifyUrl);
  return { number, path: new URL(verifyUrl).pathname, signedRecord: signedRecordIn(file.bytes) };
}

/** The check page says `word` (its verdict heading); scanned in English and Hindi. */
export async function expectVerdict(page: Page, word: string, hindi: string, shot: string) {
  await expect(page.getByRole('heading', { level: 2, name: word, exact: true })).toBeVisible();
  await look(page, `certificate check: ${word}`, shot);
  await expectNoSideways(page);
  await switchLanguage(page, 'hi');
  await expect(page.getByRole('heading', { level: 2, name: hindi, exact: true })).toBeVisible();
  await look(page, `certificate check: ${word}`, shot);
  await switchLanguage(page, 'en');
}

/** Pastes a signed record into the check's form and sends it by keyboard; the answer is a page. */
export async function checkSignedRecord(page: Page, record: string) {
  const box = page.getByRole('textbox', { name: 'Signed record' });
  await box.fill(record);
  await press(page, page.getByRole('button', { name: 'Check the signature' }));
}
