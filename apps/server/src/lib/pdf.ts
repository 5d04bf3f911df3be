import { readFile } from 'node:fs/promises';
import path from 'node:path';
// @pdf-lib/fontkit's Indic shaper (Malayalam, Devanagari) expects this global; without it it throws.
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import { serverRoot } from './paths.js';

const fontDir = path.join(serverRoot, 'assets', 'fonts');
const fontFiles = {
  regular: 'NotoSans-Regular.ttf',
  bold: 'NotoSans-Bold.ttf',
  malayalam: 'NotoSansMalayalam-Regular.ttf',
  malayalamBold: 'NotoSansMalayalam-Bold.ttf',
  devanagari: 'NotoSansDevanagari-Regular.ttf',
} as const;
export type FontName = keyof typeof fontFiles;

const cache = new Map<FontName, Promise<Buffer>>();
const fontBytes = (name: FontName) => {
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = readFile(path.join(fontDir, fontFiles[name]));
    cache.set(name, bytes);
  }
  return bytes;
};

/**
 * fontkit as pdf-lib uses it, but parsing each font file once: pdf-lib parses the font again for every
 * document, which was most of a certificate's 75-110 ms. A parsed font is only read from afterwards
 * (each document makes its own subset), so documents can share it.
 */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
const sharedFontkit: Fontkit = {
  create(bytes, postscriptName) {
    if (postscriptName) return fontkit.create(bytes, postscriptName);
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = withCharactersKept(fontkit.create(bytes));
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

/**
 * fontkit keeps one glyph object per glyph id, with the characters it was first asked for. Drawing a
 * composite glyph (':' is two '.'; '…', 'ï') makes its parts first with no characters at all, so from
 * then on every document the process makes maps '.' to nothing in its text layer: a reader, a search
 * or a screen reader found "12 31" or "12&31" for a mark of 12.31. A glyph asked for again with its
 * characters gets them.
 */
function withCharactersKept<Font extends { getGlyph: (id: number, characters?: number[]) => unknown }>(
  font: Font,
): Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, characters?: number[]) => {
    const glyph = getGlyph(id, characters) as { codePoints: number[] } | null;
    if (glyph && characters?.length && glyph.codePoints.length === 0) glyph.codePoints = characters;
    return glyph;
  };
  return font;
}

/**
 * A PDF with the bundled Noto fonts (pdf-lib's standard fonts cannot draw ₹ or Indian scripts).
 * Fonts are subset, so a card stays a few tens of kilobytes.
 */
export async function newPdf(
  title: string,
): Promise<{ pdf: PDFDocument; font: (name: FontName) => Promise<PDFFont> }> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(sharedFontkit);
  pdf.setTitle(title);
  pdf.setAuthor('Para Sports Association');
  pdf.setCreator('Para Sports Association portal');
  const embedded = new Map<FontName, Promise<PDFFont>>();
  const font = (name: FontName) => {
    let loaded = embedded.get(name);
    if (!loaded) {
      loaded = fontBytes(name).then((bytes) => pdf.embedFont(bytes, { subset: true }));
      embedded.set(name, loaded);
    }
    return loaded;
  };
  return { pdf, font };
}

/** The font that can draw `text`: Malayalam or Devanagari script when present, else Latin. */
export function scriptFontFor(text: string, bold = false): FontName {
  if (/[\u0D00-\u0D7F]/.test(text)) return bold ? 'malayalamBold' : 'malayalam';
  if (/[\u0900-\u097F]/.test(text)) return 'devanagari';
  return bold ? 'bold' : 'regular';
}

/** Millimetres to PDF points. */
export const mm = (value: number) => (value * 72) / 25.4;
