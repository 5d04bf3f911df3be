import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { certificatePdf, certificateVerifyUrl } from './certificate-pdf.js';
import { signRecord, verifyToken } from './signing.js';
import { pdfText, qrTextOnPage, sampleRecord, testKey } from './test-support.js';

const mm = (points: number) => (points * 25.4) / 72;
const verifyUrl = certificateVerifyUrl('https://portal.example.org', 'PSA-C-2026-000123');

/** The names of the fonts a PDF embeds (subset names carry a six-letter prefix). */
async function fontNames(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const names: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor')) {
      names.push(String(object.get(PDFName.of('FontName'))));
    }
  }
  return names;
}

describe('certificate PDF', () => {
  it('is one A4 landscape page with the title, name, achievement, number and a QR code to its check', async () => {
    const bytes = await certificatePdf(sampleRecord(), { verifyUrl });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const [page] = pdf.getPages();
    expect(mm(page?.getWidth() ?? 0)).toBeCloseTo(297, 0);
    expect(mm(page?.getHeight() ?? 0)).toBeCloseTo(210, 0);
    expect(pdf.getTitle()).toBe('Certificate of Merit PSA-C-2026-000123');

    const text = await pdfText(bytes);
    for (const expected of [
      'PARA SPORTS ASSOCIATION',
      'Certificate of Merit',
      'Anjali Krishnan',
      'UID KLPS2600042',
      "won 1st place (Gold) in Women's 100 m with a mark of 12.31",
      'at State Para Athletics Championship, 15–17 January 2027',
      'PSA-C-2026-000123',
      '22 November 2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(verifyUrl).toBe('https://portal.example.org/verify/certificate/PSA-C-2026-000123');
    expect(await qrTextOnPage(bytes)).toBe(verifyUrl);
  });

  it('says participation without a place, and carries the signed record inside', async () => {
    const key = testKey();
    const record = sampleRecord({ kind: 'participation', place: 5, mark: '5.10' });
    const token = signRecord(key, record);
    const bytes = await certificatePdf(record, { verifyUrl, signedToken: token });
    const text = await pdfText(bytes);
    expect(text).toContain('Certificate of Participation');
    expect(text).toContain("took part in Women's 100 m with a mark of 5.10");
    expect(text).not.toContain('Merit');

    const pdf = await PDFDocument.load(bytes);
    const attached = [...pdf.context.enumerateIndirectObjects()]
      .map(([, object]) => object)
      .filter(
        (object): object is PDFRawStream =>
          object instanceof PDFRawStream &&
          object.dict.get(PDFName.of('Type')) === PDFName.of('EmbeddedFile'),
      );
    expect(attached).toHaveLength(1);
    const { inflateSync } = await import('node:zlib');
    const stream = attached[0] as PDFRawStream;
    const contents = stream.dict.get(PDFName.of('Filter'))
      ? inflateSync(Buffer.from(stream.contents))
      : Buffer.from(stream.contents);
    expect(contents.toString('utf8')).toBe(token);
    expect(verifyToken(key.keyring, contents.toString('utf8'))).toEqual({
      valid: true,
      record,
      kid: key.kid,
    });
  });

  it.each([
    ['Malayalam', 'അഞ്ജലി കൃഷ്ണൻ', 'NotoSansMalayalam-Bold'],
    ['Hindi', 'अंजलि कृष्णन', 'NotoSansDevanagari-Regular'],
  ])('draws a name in %s with that script’s font', async (_script, nameInScript, fontName) => {
    const record = sampleRecord({ athlete: { name: 'Anjali Krishnan', nameInScript, uid: 'KLPS2600042' } });
    const bytes = await certificatePdf(record, { verifyUrl });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const fonts = await fontNames(bytes);
    expect(fonts.some((name) => name.includes(fontName))).toBe(true);
    expect(await pdfText(bytes)).toContain('PSA-C-2026-000123');
  });

  it('draws no script font for a name given only in English', async () => {
    const fonts = await fontNames(await certificatePdf(sampleRecord(), { verifyUrl }));
    expect(fonts.some((name) => /Malayalam|Devanagari/.test(name))).toBe(false);
  });
});
