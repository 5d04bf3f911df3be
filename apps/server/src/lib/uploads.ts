import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './errors.js';

export type AllowedType = 'jpg' | 'png' | 'pdf';

export const MIME_BY_TYPE: Record<AllowedType | 'webp', string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  webp: 'image/webp',
};

export interface CheckedFile {
  bytes: Buffer;
  type: AllowedType;
  mime: string;
}

/**
 * Decides a file's type from its content (magic bytes), never from its name or the browser's claim,
 * and refuses anything but the allowed types or anything over the size limit.
 */
export async function checkUpload(
  bytes: Buffer,
  allowed: AllowedType[],
  maxBytes: number,
  fileName = '',
): Promise<CheckedFile> {
  if (/[\\/]|\.\./.test(fileName)) {
    throw new AppError(
      400,
      'The file name is not allowed. Rename the file and try again.',
      null,
      'BAD_FILE_NAME',
    );
  }
  if (bytes.length === 0) throw new AppError(400, 'The file is empty.', null, 'FILE_EMPTY');
  if (bytes.length > maxBytes) {
    throw tooLarge(maxBytes);
  }
  const detected = await fileTypeFromBuffer(bytes);
  const type =
    detected?.ext === 'jpg' || detected?.ext === 'png' || detected?.ext === 'pdf' ? detected.ext : undefined;
  if (!type || !allowed.includes(type)) {
    const names = allowed.map((item) => item.toUpperCase()).join(', ');
    throw new AppError(
      415,
      `This file is not a ${names} file. Please choose a ${names} file.`,
      null,
      'FILE_TYPE_REFUSED',
    );
  }
  // A file whose name claims another type is refused: it is either a mistake or a disguise.
  const claimed = NAMED_TYPES[fileName.split('.').pop()?.toLowerCase() ?? ''];
  if (fileName.includes('.') && claimed && claimed !== type) {
    throw new AppError(
      415,
      `The file is named .${fileName.split('.').pop()} but it is really a ${type.toUpperCase()} file. Please check it.`,
      null,
      'FILE_TYPE_MISMATCH',
    );
  }
  return { bytes, type, mime: MIME_BY_TYPE[type] };
}

const NAMED_TYPES: Record<string, AllowedType> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', pdf: 'pdf' };

/**
 * Pixels a picture may have: 40 megapixels (a 7,300 × 5,500 photo; an A4 page scanned at 600 dpi has
 * 35). Decoding costs 3 to 4 bytes a pixel, and some pictures (an interlaced PNG, one turned by its EXIF)
 * are decoded whole before they are shrunk: under sharp's own limit, 268 megapixels, a 5 MB PNG cost
 * about 800 MB of the server's memory (decision 36).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Re-encodes a photo: strips every metadata block (GPS location included), turns it upright, and
 * fits it within `maxSide` pixels. A file that does not decode as an image is refused, and so is one
 * of more than MAX_IMAGE_PIXELS, from its header before any of it is decoded.
 */
export async function normalisePhoto(bytes: Buffer, maxSide: number): Promise<Buffer> {
  const header = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (header?.width && header.height && header.width * header.height > MAX_IMAGE_PIXELS) {
    throw imageTooLarge(header.width, header.height);
  }
  try {
    // The limit again where the pixels are decoded, whatever the header said.
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      // libjpeg-turbo, not mozjpeg: mozjpeg's files are 12-30 % smaller but take 4-5 times the CPU
      // (about 100 ms against 20 ms for a 1,600 px scan), which on deadline day was four fifths of the
      // portal's work per registration (bench/results/district-camp.md).
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError(
      415,
      'This image could not be read. Please choose another photo.',
      null,
      'IMAGE_UNREADABLE',
    );
  }
}

const imageTooLarge = (width: number, height: number) => {
  const maxMegapixels = MAX_IMAGE_PIXELS / 1_000_000;
  return new AppError(
    422,
    `This picture is ${width} × ${height} pixels, more than the ${maxMegapixels} megapixels the portal ` +
      'accepts. Please choose a smaller picture, or save it at a smaller size, and try again.',
    { width, height, maxMegapixels },
    'IMAGE_TOO_LARGE',
  );
};

const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The uploaded file's bytes. Past the size limit the multipart reader stops with its own error, whose
 * message cannot know which limit applied; this one states the real limit for this kind of upload.
 */
export async function readUploadedFile(
  part: { toBuffer(): Promise<Buffer> },
  maxBytes: number,
): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
}

const tooLarge = (maxBytes: number) =>
  new AppError(
    413,
    `The file is too large: the limit is ${Math.round(maxBytes / 1024 / 1024)} MB.`,
    null,
    'FILE_TOO_LARGE',
  );

/** A file name safe to show and to put in Content-Disposition: no path, no control characters. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    // Bidirectional controls (U+202E "right-to-left override" and kin) make "cod.exe" look like
    // "exe.doc" to an administrator reading the name; they have no place in a file name.
    .replace(BIDI_CONTROLS, '')
    .trim()
    .slice(0, 120);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : fallback;
}
