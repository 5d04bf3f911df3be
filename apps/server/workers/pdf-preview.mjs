// Renders the first pages of one PDF to PNG files. Runs in its own process (started by
// src/lib/pdf-preview-worker.ts) because the PDF is untrusted: a file that makes the renderer loop or
// eat memory is stopped by the parent's timeout and the memory limit the operating system holds it to,
// not the server; it is given no environment, so none of the server's secrets.
//
// Usage: node pdf-preview.mjs <outDir> <maxPages> <widthPx> <maxImagePixels>   (the PDF's bytes on stdin)
// Writes <outDir>/page-<n>.png and prints {"pageCount":N,"pages":[{"page":1,"width":W,"height":H}]},
// or {"status":"too_large","pageCount":N,"pages":[]} when a page holds an image of more than
// <maxImagePixels> pixels.
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

const [outDir, maxPagesArg, widthArg, maxImagePixelsArg] = process.argv.slice(2);
const maxPages = Number(maxPagesArg);
const targetWidth = Number(widthArg);
const maxImagePixels = Number(maxImagePixelsArg);
if (!outDir || !(maxPages > 0) || !(targetWidth > 0) || !Number.isInteger(maxImagePixels)) {
  process.stderr.write('usage: pdf-preview.mjs <outDir> <maxPages> <widthPx> <maxImagePixels>\n');
  process.exit(2);
}

// pdfjs leaves out an image over `maxImageSize` and says so only in a warning on the console. A page
// drawn without its scan would look blank to a reviewer, so the warnings are read here, and such a PDF
// is answered as too large.
const IMAGE_LEFT_OUT = 'Image exceeded maximum allowed size';
let imageLeftOut = false;
console.warn = (...parts) => {
  if (parts.join(' ').includes(IMAGE_LEFT_OUT)) imageLeftOut = true;
};

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
// Never let one page become a huge bitmap (a page declared kilometres wide).
const MAX_SIDE = 4000;

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const bytes = await readStdin();
const pdf = await getDocument({
  data: new Uint8Array(bytes),
  // Fonts the PDF names but does not embed (Helvetica and friends) come from pdfjs' own folder.
  standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
  cMapUrl: `${pdfjsRoot}/cmaps/`,
  cMapPacked: true,
  isEvalSupported: false,
  enableXfa: false,
  // The image's pixels are never decoded past this: a few kilobytes can declare gigabytes of them.
  maxImageSize: maxImagePixels,
  verbosity: VerbosityLevel.WARNINGS,
}).promise;

const pages = [];
const count = Math.min(pdf.numPages, maxPages);
for (let number = 1; number <= count; number += 1) {
  const page = await pdf.getPage(number);
  const natural = page.getViewport({ scale: 1 });
  const scale = Math.min(targetWidth / natural.width, MAX_SIDE / natural.height, 4);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  // Transparent areas would show as black in some viewers: paper is white.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  if (imageLeftOut) break;
  await writeFile(path.join(outDir, `page-${number}.png`), await canvas.encode('png'));
  pages.push({ page: number, width, height });
  page.cleanup();
}
await pdf.destroy();
process.stdout.write(
  JSON.stringify(
    imageLeftOut
      ? { status: 'too_large', pageCount: pdf.numPages, pages: [] }
      : { pageCount: pdf.numPages, pages },
  ),
);
