import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { type PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';

/**
 * Finds the QR code image embedded in a PDF (pdf-lib stores PNGs as deflated RGB pixels) and decodes
 * it, so a test can follow the link printed on the card.
 */
export async function qrTextsInPdf(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const found: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict: PDFDict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (dict.get(PDFName.of('Filter')) !== PDFName.of('FlateDecode')) continue;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const pixels = inflateSync(Buffer.from(object.contents));
    const channels = pixels.length / (width * height);
    if (channels !== 3 && channels !== 1) continue;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = pixels[i * channels + (channels === 3 ? c : 0)] ?? 0;
      rgba[i * 4 + 3] = 255;
    }
    const code = jsQR(rgba, width, height);
    if (code) found.push(code.data);
  }
  return found;
}

/** Decodes the QR code in a PNG data URL (the on-screen identity card's). */
export async function qrTextInDataUrl(dataUrl: string): Promise<string | null> {
  const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl);
  if (!match?.[1]) return null;
  const { data, info } = await sharp(Buffer.from(match[1], 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}
