import { execFile } from 'node:child_process';
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import type { TestContext } from '../../../test/context.js';
import { type CertificateRecord, canonicalJson } from './record.js';
import { keyIdOf, type SigningKey, type VerifyingKey } from './signing.js';

/** A record as issuing would make it, for tests of signing and drawing. */
export const sampleRecord = (overrides: Partial<CertificateRecord> = {}): CertificateRecord => ({
  format: 1,
  kind: 'merit',
  number: 'PSA-C-2026-000123',
  issuer: 'Para Sports Association',
  athlete: { name: 'Anjali Krishnan', nameInScript: '', uid: 'KLPS2600042' },
  competition: {
    formId: '00000000-0000-4000-8000-000000000001',
    title: 'State Para Athletics Championship',
    startDate: '2027-01-15',
    endDate: '2027-01-17',
  },
  discipline: { key: 'w100', name: "Women's 100 m" },
  place: 1,
  mark: '12.31',
  status: null,
  resultsVersion: 1,
  issuedAt: '2026-11-22T04:30:00.000Z',
  ...overrides,
});

/** A key pair of its own (the association's in a unit test, or someone else's), with its id. */
export function testKey(): SigningKey & { publicKey: KeyObject; keyring: VerifyingKey[] } {
  const pair = generateKeyPairSync('ed25519');
  const kid = keyIdOf(pair.publicKey);
  return {
    kid,
    privateKey: pair.privateKey,
    publicKey: pair.publicKey,
    keyring: [{ kid, publicKey: pair.publicKey, signedRecordsWithoutKid: false }],
  };
}

/** A record signed as before key ids (decision 26): `base64url(payload).base64url(signature)`. */
export function tokenWithoutKid(privateKey: KeyObject, record: CertificateRecord): string {
  const payload = Buffer.from(canonicalJson(record), 'utf8');
  return `${payload.toString('base64url')}.${sign(null, payload, privateKey).toString('base64url')}`;
}

/** The JSON of each part of a token (the signature part is left as text). */
export const tokenParts = (token: string) => {
  const parts = token.split('.');
  const json = (part: string | undefined) =>
    JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
  return parts.length === 3
    ? { header: json(parts[0]), payload: json(parts[1]), signature: parts[2] ?? '' }
    : { header: null, payload: json(parts[0]), signature: parts[1] ?? '' };
};

/** The check of a pasted signed record, as its page asks it: the whole answer. */
export const checkRecord = async (t: TestContext, token: string) =>
  (await t.call({ method: 'GET', url: `/api/certificate-check?token=${encodeURIComponent(token)}` })).body;

/** The key ids of the published key set, in its order. */
export async function publishedKeyIds(t: TestContext): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
  if (response.statusCode !== 200) throw new Error(`the key set answered ${response.statusCode}`);
  return (response.json() as { keys: { kid: string }[] }).keys.map((key) => key.kid);
}

/** The text a PDF reader finds on each page (pdf.js, as a browser would read it). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: Uint8Array.from(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}

/**
 * The QR codes a certificate's page shows, read as a phone would: the page drawn to pixels (poppler's
 * pdftoppm) and scanned (jsQR). The code is drawn as squares, so there is no image to pull out.
 */
export async function qrTextOnPage(bytes: Uint8Array): Promise<string | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'certificate-qr-'));
  try {
    await writeFile(path.join(dir, 'page.pdf'), bytes);
    await promisify(execFile)('pdftoppm', ['-png', '-r', '110', '-singlefile', 'page.pdf', 'page'], {
      cwd: dir,
    });
    const { data, info } = await sharp(path.join(dir, 'page.png'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
