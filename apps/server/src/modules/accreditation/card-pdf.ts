import type { AccreditationCard } from '@para/contract';
import {
  type AccreditationCategory,
  type AccreditationCompetition,
  accreditationZones,
  categoryNames,
  defaultState,
  roleNames,
  zoneNames,
  zoneNumber,
} from '@para/contract';
import { type PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { type FontName, mm, newPdf, scriptFontFor } from '../../lib/pdf.js';

/** ID-1 (CR80), the size of a bank card: fits a standard lanyard pouch. */
export const CARD_WIDTH = mm(85.6);
export const CARD_HEIGHT = mm(54);
const A4 = { width: mm(210), height: mm(297) };
/** Two columns by five rows of cards on A4, with room to cut between them. */
const SHEET = { columns: 2, rows: 5, gap: mm(4) };

const ASSOCIATION = 'Para Sports Association';
const NAVY = rgb(0.06, 0.22, 0.45);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.32, 0.34, 0.38);
const LIGHT = rgb(0.8, 0.82, 0.86);
const WHITE = rgb(1, 1, 1);

/** Each category's band colour, so a steward tells them apart from a distance (text on it is white). */
const CATEGORY_COLOURS: Record<AccreditationCategory, ReturnType<typeof rgb>> = {
  athlete: rgb(0.05, 0.4, 0.2),
  guide: rgb(0.0, 0.36, 0.4),
  team: rgb(0.1, 0.3, 0.6),
  official: rgb(0.65, 0.1, 0.1),
  medical: rgb(0.55, 0.15, 0.45),
  media: rgb(0.4, 0.3, 0.05),
  volunteer: rgb(0.35, 0.2, 0.55),
};

export interface PrintableCard {
  card: AccreditationCard;
  competition: AccreditationCompetition;
  /** JPEG bytes of the photo, when there is one. */
  photo?: Buffer;
}

interface Kit {
  pdf: PDFDocument;
  font: (name: FontName) => Promise<PDFFont>;
}

/** Writes `text` at `size`, made smaller when it would run past `room`. */
function fitted(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  size: number,
  font: PDFFont,
  room: number,
  color = INK,
) {
  const width = font.widthOfTextAtSize(text, size);
  const fit = width > room ? (size * room) / width : size;
  page.drawText(text, { x, y, size: fit, font, color });
}

const shortDate = (iso: string) => {
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
};

async function drawCard(kit: Kit, page: PDFPage, x: number, y: number, printable: PrintableCard) {
  const { card, competition } = printable;
  const regular = await kit.font('regular');
  const bold = await kit.font('bold');
  const band = CATEGORY_COLOURS[card.category];
  const top = y + CARD_HEIGHT;
  const right = x + CARD_WIDTH;

  page.drawRectangle({ x, y, width: CARD_WIDTH, height: CARD_HEIGHT, borderColor: LIGHT, borderWidth: 0.5 });
  // Heading: the association and the competition.
  page.drawRectangle({ x, y: top - mm(10), width: CARD_WIDTH, height: mm(10), color: NAVY });
  fitted(
    page,
    `${ASSOCIATION}, ${defaultState.name}`.toUpperCase(),
    x + mm(3),
    top - mm(4.6),
    6.5,
    bold,
    CARD_WIDTH - mm(6),
    WHITE,
  );
  const dates =
    competition.startDate === competition.endDate
      ? shortDate(competition.startDate)
      : `${shortDate(competition.startDate)} – ${shortDate(competition.endDate)}`;
  fitted(
    page,
    `${competition.title}${dates ? `  ·  ${dates}` : ''}`,
    x + mm(3),
    top - mm(8.4),
    5.5,
    regular,
    CARD_WIDTH - mm(6),
    rgb(0.87, 0.91, 1),
  );

  // Photo.
  const photoBox = { x: x + mm(3), y: y + mm(13), width: mm(18), height: mm(23) };
  if (printable.photo) {
    let image: PDFImage | undefined;
    try {
      image = await kit.pdf.embedJpg(Uint8Array.from(printable.photo));
    } catch {
      image = undefined;
    }
    if (image) {
      const scale = Math.min(photoBox.width / image.width, photoBox.height / image.height);
      page.drawImage(image, {
        x: photoBox.x + (photoBox.width - image.width * scale) / 2,
        y: photoBox.y + (photoBox.height - image.height * scale) / 2,
        width: image.width * scale,
        height: image.height * scale,
      });
    }
  } else {
    fitted(page, 'No photo', photoBox.x + mm(3.5), photoBox.y + mm(11), 5, regular, mm(12), MUTED);
  }
  page.drawRectangle({ ...photoBox, borderColor: MUTED, borderWidth: 0.5 });

  // Who: name (and in their script), role and category, number.
  const left = x + mm(24);
  const room = mm(36);
  let line = top - mm(15);
  fitted(page, card.name, left, line, 9, await kit.font(scriptFontFor(card.name, true)), room);
  line -= mm(4);
  if (card.nameInScript) {
    fitted(
      page,
      card.nameInScript,
      left,
      line,
      8,
      await kit.font(scriptFontFor(card.nameInScript, true)),
      room,
    );
    line -= mm(4);
  }
  fitted(page, roleNames[card.role], left, line, 7, regular, room, MUTED);
  line -= mm(3.4);
  if (card.uid) {
    fitted(page, `UID ${card.uid}`, left, line, 6, regular, room, MUTED);
    line -= mm(3.2);
  }
  fitted(
    page,
    card.version > 1 ? `${card.number}  ·  print ${card.version}` : card.number,
    left,
    line,
    6,
    bold,
    room,
    NAVY,
  );
  line -= mm(3.4);
  const zoneText = card.zones.map((zone) => `${zoneNumber(zone)} ${zoneNames[zone]}`).join(' · ');
  page.drawText(zoneText, {
    x: left,
    y: line,
    size: 4.6,
    font: regular,
    color: INK,
    maxWidth: room,
    lineHeight: 5.4,
  });

  // QR code to the public check.
  const qrSize = mm(21);
  const qr = await QRCode.toBuffer(card.verifyUrl, { errorCorrectionLevel: 'M', margin: 1, width: 300 });
  const qrImage = await kit.pdf.embedPng(qr);
  page.drawImage(qrImage, { x: right - mm(3) - qrSize, y: y + mm(14.5), width: qrSize, height: qrSize });
  const scan = 'Scan to check';
  page.drawText(scan, {
    x: right - mm(3) - qrSize / 2 - regular.widthOfTextAtSize(scan, 4.6) / 2,
    y: y + mm(12.2),
    size: 4.6,
    font: regular,
    color: MUTED,
  });

  // Bottom band: the category, and the zones 1–8 with those the card opens filled in.
  page.drawRectangle({ x, y, width: CARD_WIDTH, height: mm(10), color: band });
  fitted(page, categoryNames[card.category].toUpperCase(), x + mm(3), y + mm(3.6), 8, bold, mm(30), WHITE);
  const box = mm(5.2);
  const open = new Set(card.zones);
  accreditationZones.forEach((zone, index) => {
    const bx = right - mm(3) - (accreditationZones.length - index) * (box + mm(0.6)) + mm(0.6);
    const by = y + mm(2.4);
    const allowed = open.has(zone);
    page.drawRectangle({
      x: bx,
      y: by,
      width: box,
      height: box,
      color: allowed ? WHITE : band,
      borderColor: WHITE,
      borderWidth: 0.6,
    });
    const label = allowed ? String(zoneNumber(zone)) : '–';
    page.drawText(label, {
      x: bx + (box - bold.widthOfTextAtSize(label, 8)) / 2,
      y: by + mm(1.4),
      size: 8,
      font: bold,
      color: allowed ? band : WHITE,
    });
  });
}

/** One card on a page of its own size, ready for a card printer. */
export async function accreditationCardPdf(printable: PrintableCard): Promise<Uint8Array> {
  const kit = await newPdf(`Accreditation card ${printable.card.number}`);
  const page = kit.pdf.addPage([CARD_WIDTH, CARD_HEIGHT]);
  await drawCard(kit, page, 0, 0, printable);
  return kit.pdf.save();
}

/** Every card on A4 sheets, ten to a page, to print on an office printer and cut out. */
export async function accreditationSheetPdf(
  competition: AccreditationCompetition,
  cards: PrintableCard[],
): Promise<Uint8Array> {
  const kit = await newPdf(`Accreditation cards: ${competition.title}`);
  const perPage = SHEET.columns * SHEET.rows;
  const blockWidth = SHEET.columns * CARD_WIDTH + (SHEET.columns - 1) * SHEET.gap;
  const blockHeight = SHEET.rows * CARD_HEIGHT + (SHEET.rows - 1) * SHEET.gap;
  const left = (A4.width - blockWidth) / 2;
  const bottom = (A4.height - blockHeight) / 2;
  if (cards.length === 0) {
    const page = kit.pdf.addPage([A4.width, A4.height]);
    page.drawText('No valid cards for this competition yet.', {
      x: mm(20),
      y: A4.height - mm(30),
      size: 12,
      font: await kit.font('regular'),
      color: INK,
    });
  }
  let page: PDFPage | undefined;
  for (const [index, printable] of cards.entries()) {
    const slot = index % perPage;
    if (slot === 0) page = kit.pdf.addPage([A4.width, A4.height]);
    const column = slot % SHEET.columns;
    const row = Math.floor(slot / SHEET.columns);
    const x = left + column * (CARD_WIDTH + SHEET.gap);
    const y = bottom + (SHEET.rows - 1 - row) * (CARD_HEIGHT + SHEET.gap);
    await drawCard(kit, page!, x, y, printable);
  }
  return kit.pdf.save();
}
