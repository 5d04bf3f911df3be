import { defaultState } from '@para/contract';
import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { mm, newPdf, scriptFontFor } from '../../lib/pdf.js';
import { achievementLine, type CertificateRecord, dateRange } from './record.js';

// A4 landscape.
const WIDTH = mm(297);
const HEIGHT = mm(210);
const NAVY = rgb(0.06, 0.22, 0.45);
const GOLD = rgb(0.72, 0.55, 0.16);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.32, 0.34, 0.38);

/** The certificate's public check: what its QR code opens. */
export const certificateVerifyUrl = (publicUrl: string, number: string) =>
  `${publicUrl}/verify/certificate/${encodeURIComponent(number)}`;

function centred(page: PDFPage, text: string, y: number, size: number, font: PDFFont, color = INK) {
  // Shrinks a long line (a long name or discipline) to fit between the borders.
  const room = WIDTH - mm(60);
  const fitted = Math.min(size, (size * room) / Math.max(1, font.widthOfTextAtSize(text, size)));
  const width = font.widthOfTextAtSize(text, fitted);
  page.drawText(text, { x: (WIDTH - width) / 2, y, size: fitted, font, color });
}

/**
 * The QR code drawn as squares rather than embedded as a PNG: sharp at any print size, and a tenth of
 * the cost (encoding and decoding a PNG was 10 ms a certificate). A white quiet zone of 2 modules.
 */
function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row += 1) {
    // One rectangle per run of dark modules in a row keeps the page's drawing short.
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.get(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        page.drawRectangle({
          x: x + (quiet + start) * cell,
          y: y + size - (quiet + row + 1) * cell,
          width: (column - start) * cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
        start = -1;
      }
    }
  }
}

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/**
 * The certificate as a one-page PDF: the association's name as its heading, the athlete's name (and
 * in their script), what they did, the number, the issue date and a QR code to the public check. The
 * signed token travels inside the PDF as an attached file, so its record can be checked offline.
 */
export async function certificatePdf(
  record: CertificateRecord,
  options: { verifyUrl: string; signedToken?: string },
): Promise<Uint8Array> {
  const title =
    record.kind === 'merit'
      ? 'Certificate of Merit'
      : record.kind === 'record'
        ? 'Certificate of Record'
        : 'Certificate of Participation';
  const { pdf, font } = await newPdf(`${title} ${record.number}`);
  pdf.setSubject(`${record.athlete.name} (${record.athlete.uid}), ${record.discipline.name}`);
  const regular = await font('regular');
  const bold = await font('bold');
  const page = pdf.addPage([WIDTH, HEIGHT]);

  page.drawRectangle({
    x: mm(8),
    y: mm(8),
    width: WIDTH - mm(16),
    height: HEIGHT - mm(16),
    borderColor: NAVY,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: mm(11),
    y: mm(11),
    width: WIDTH - mm(22),
    height: HEIGHT - mm(22),
    borderColor: GOLD,
    borderWidth: 1,
  });
  page.drawRectangle({
    x: mm(11.5),
    y: HEIGHT - mm(38),
    width: WIDTH - mm(23),
    height: mm(26.5),
    color: NAVY,
  });
  // The emblem: a ring with the association's initials, drawn so no image file is needed.
  page.drawCircle({
    x: mm(30),
    y: HEIGHT - mm(24.8),
    size: mm(9),
    borderColor: GOLD,
    borderWidth: 2,
    color: NAVY,
  });
  const initials = 'PSA';
  page.drawText(initials, {
    x: mm(30) - bold.widthOfTextAtSize(initials, 13) / 2,
    y: HEIGHT - mm(27),
    size: 13,
    font: bold,
    color: rgb(1, 1, 1),
  });
  centred(page, record.issuer.toUpperCase(), HEIGHT - mm(24), 22, bold, rgb(1, 1, 1));
  centred(page, defaultState.name, HEIGHT - mm(32), 11, regular, rgb(0.85, 0.9, 1));

  centred(page, title, HEIGHT - mm(58), 34, bold, record.kind === 'participation' ? NAVY : GOLD);
  centred(page, 'This is to certify that', HEIGHT - mm(74), 13, regular, MUTED);
  centred(page, record.athlete.name, HEIGHT - mm(90), 28, bold);
  let y = HEIGHT - mm(101);
  if (record.athlete.nameInScript) {
    const scriptFont = await font(scriptFontFor(record.athlete.nameInScript, true));
    centred(page, record.athlete.nameInScript, y, 20, scriptFont);
    y -= mm(10);
  }
  centred(page, `UID ${record.athlete.uid}`, y, 11, regular, MUTED);
  y -= mm(12);
  centred(page, achievementLine(record), y, 16, regular);
  y -= mm(9);
  const dates = record.competition.startDate
    ? `, ${dateRange(record.competition.startDate, record.competition.endDate)}`
    : '';
  centred(page, `at ${record.competition.title}${dates}`, y, 14, regular);

  const small = (label: string, value: string, x: number, yy: number) => {
    page.drawText(label, { x, y: yy + mm(5), size: 9, font: regular, color: MUTED });
    page.drawText(value, { x, y: yy, size: 12, font: bold, color: INK });
  };
  small('Certificate number', record.number, mm(22), mm(30));
  small('Issued on', longDate(record.issuedAt), mm(22), mm(18));
  if (record.resultsVersion > 1)
    page.drawText(`From results version ${record.resultsVersion}`, {
      x: mm(90),
      y: mm(18),
      size: 9,
      font: regular,
      color: MUTED,
    });

  const qrSize = mm(32);
  drawQrCode(page, options.verifyUrl, WIDTH - mm(22) - qrSize, mm(20), qrSize);
  const scan = 'Scan to check this certificate';
  page.drawText(scan, {
    x: WIDTH - mm(22) - qrSize / 2 - regular.widthOfTextAtSize(scan, 8) / 2,
    y: mm(15),
    size: 8,
    font: regular,
    color: MUTED,
  });

  if (options.signedToken) {
    await pdf.attach(Buffer.from(options.signedToken, 'utf8'), `${record.number}.signed.txt`, {
      mimeType: 'text/plain',
      description: 'The certificate record signed with the association key (base64url payload.signature)',
    });
  }
  return pdf.save();
}
