import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { createVerifiedAthlete, type SessionRecord } from './athletes.js';
import { repoRoot } from './paths.js';
import { saveRegistrationPages, submitAndPay } from './registrations.js';

// Registrations with every document uploaded, some of them PDFs (a PDF is shown with an "Open …"
// button, an image with a thumbnail): for tests of how the documents look, not of the upload itself.

/** A small but valid one-page PDF, with a correct cross-reference table. */
export function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 20 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const photo = readFileSync(path.join(repoRoot, 'e2e/fixtures/athlete-photo.jpg'));

/** The photo as a JPEG, the three other documents as PDFs with long-ish file names. */
const documents = [
  { kind: 'photo', name: 'athlete-photo.jpg', mimeType: 'image/jpeg', buffer: photo },
  {
    kind: 'disability_certificate',
    name: 'disability-certificate-udid-card.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf('UDID card'),
  },
  {
    kind: 'proof_of_age',
    name: 'birth-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf('Birth'),
  },
  { kind: 'identity_proof', name: 'voter-id.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Voter ID') },
];

/**
 * Signs up, saves the three pages and uploads every document; `finalize` also submits the registration
 * and pays the fee (test gateway), so that it waits in the administrator's review queue.
 */
export async function athleteWithDocuments(
  request: APIRequestContext,
  name: string,
  { finalize }: { finalize: boolean },
): Promise<SessionRecord> {
  const athlete = await createVerifiedAthlete(request, name);
  const token = athlete.accessToken;
  await saveRegistrationPages(request, token, { page1: { fullName: name } });
  for (const document of documents) {
    const response = await request.post('/api/user/upload-registration-document', {
      headers: { 'Access-Token': token },
      multipart: {
        kind: document.kind,
        file: { name: document.name, mimeType: document.mimeType, buffer: document.buffer },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  if (!finalize) return athlete;
  const flags = await submitAndPay(request, token);
  // The session record predates the payment: the stored flags must say it is paid.
  return { ...athlete, ...flags };
}
