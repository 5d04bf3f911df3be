import type { IdentityCard } from '@para/contract';
import { rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { mm, newPdf, scriptFontFor } from '../../lib/pdf.js';

const WIDTH = mm(85.6);
const HEIGHT = mm(54);
const NAVY = rgb(0.06, 0.22, 0.45);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.32, 0.34, 0.38);

const formatDate = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
};

/** The identity card at ID-1 size (85.6 × 54 mm): front with photo and UID, back with QR and emergency details. */
export async function identityCardPdf(
  card: IdentityCard,
  photo: Buffer | undefined,
  association: string,
): Promise<Uint8Array> {
  const { pdf, font } = await newPdf(`Identity card ${card.uid}`);
  const regular = await font('regular');
  const bold = await font('bold');

  const front = pdf.addPage([WIDTH, HEIGHT]);
  front.drawRectangle({ x: 0, y: HEIGHT - mm(10), width: WIDTH, height: mm(10), color: NAVY });
  front.drawText(association.toUpperCase(), {
    x: mm(4),
    y: HEIGHT - mm(6.2),
    size: 7.5,
    font: bold,
    color: rgb(1, 1, 1),
  });
  front.drawText('ATHLETE IDENTITY CARD', {
    x: mm(4),
    y: HEIGHT - mm(9),
    size: 5,
    font: regular,
    color: rgb(0.85, 0.9, 1),
  });

  const photoBox = { x: mm(4), y: mm(10), width: mm(20), height: mm(25) };
  if (photo) {
    // A copy: pdf-lib reads the JPEG through its ArrayBuffer and ignores a pooled Buffer's offset.
    const image = await pdf.embedJpg(Uint8Array.from(photo));
    const scale = Math.min(photoBox.width / image.width, photoBox.height / image.height);
    front.drawImage(image, {
      x: photoBox.x + (photoBox.width - image.width * scale) / 2,
      y: photoBox.y + (photoBox.height - image.height * scale) / 2,
      width: image.width * scale,
      height: image.height * scale,
    });
  }
  front.drawRectangle({ ...photoBox, borderColor: MUTED, borderWidth: 0.5 });

  const left = mm(27);
  let y = HEIGHT - mm(15);
  const line = (label: string, value: string, size = 6.5) => {
    front.drawText(label, { x: left, y, size: 4.8, font: regular, color: MUTED });
    y -= mm(2.6);
    front.drawText(value, { x: left, y, size, font: regular, color: INK });
    y -= mm(3.4);
  };
  front.drawText(card.name, {
    x: left,
    y,
    size: 8.5,
    font: bold,
    color: INK,
    maxWidth: WIDTH - left - mm(3),
  });
  y -= mm(4);
  if (card.nameInStateScript) {
    const scriptFont = await font(scriptFontFor(card.nameInStateScript));
    front.drawText(card.nameInStateScript, { x: left, y, size: 7.5, font: scriptFont, color: INK });
    y -= mm(4);
  }
  front.drawText(`UID ${card.uid}`, { x: left, y, size: 9, font: bold, color: NAVY });
  y -= mm(5);
  line(
    'Date of birth  ·  Gender',
    `${formatDate(card.dateOfBirth)}  ·  ${card.gender[0]?.toUpperCase()}${card.gender.slice(1)}`,
  );
  line('District', card.district);
  const sportsText = card.sports
    .map((item) => (item.sportClass ? `${item.sport} (${item.sportClass})` : item.sport))
    .join(', ');
  front.drawText('Sport and class', { x: left, y, size: 4.8, font: regular, color: MUTED });
  y -= mm(2.6);
  front.drawText(sportsText, {
    x: left,
    y,
    size: 6,
    font: regular,
    color: INK,
    maxWidth: WIDTH - left - mm(3),
    lineHeight: 7,
  });
  front.drawText(`Valid until ${formatDate(card.validUntil)}`, {
    x: mm(4),
    y: mm(5),
    size: 5.5,
    font: bold,
    color: NAVY,
  });

  const back = pdf.addPage([WIDTH, HEIGHT]);
  back.drawRectangle({ x: 0, y: 0, width: WIDTH, height: mm(4), color: NAVY });
  const qr = await QRCode.toBuffer(card.verifyUrl, { errorCorrectionLevel: 'M', margin: 1, width: 300 });
  const qrImage = await pdf.embedPng(qr);
  back.drawImage(qrImage, { x: WIDTH - mm(30), y: mm(12), width: mm(26), height: mm(26) });
  back.drawText('Scan to check this card', {
    x: WIDTH - mm(30),
    y: mm(8.5),
    size: 5,
    font: regular,
    color: MUTED,
  });

  let by = HEIGHT - mm(8);
  const backLine = (label: string, value: string) => {
    back.drawText(label, { x: mm(4), y: by, size: 4.8, font: regular, color: MUTED });
    by -= mm(2.8);
    back.drawText(value, { x: mm(4), y: by, size: 7, font: bold, color: INK, maxWidth: mm(48) });
    by -= mm(4.5);
  };
  backLine('Blood group', card.bloodGroup);
  backLine('In an emergency call', `${card.emergencyContact.name}`);
  backLine('Phone', card.emergencyContact.phone);
  back.drawText('If found, please return to the', {
    x: mm(4),
    y: mm(11),
    size: 5,
    font: regular,
    color: MUTED,
  });
  back.drawText(association, { x: mm(4), y: mm(8.3), size: 5, font: regular, color: MUTED });

  return pdf.save();
}
