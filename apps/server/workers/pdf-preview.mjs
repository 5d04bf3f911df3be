// Renders the first pages of one PDF to PNG files. Runs in its own process (started by
// src/lib/pdf-preview.ts) because the PDF is untrusted: a file that makes the renderer loop or
// eat memory is killed by the parent's timeout and heap limit, not the server.
//
// Usage: node pdf-preview.mjs <outDir> <maxPages> <widthPx>   (the PDF's bytes on stdin)
// Writes <outDir>/page-<n>.png and prints {"pageCount":N,"pages":[{"page":1,"width":W,"height":H}]}.
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const [outDir, maxPagesArg, widthArg] = process.argv.slice(2);
const maxPages = Number(maxPagesArg);
const targetWidth = Number(widthArg);
if (!outDir || !(maxPages > 0) || !(targetWidth > 0)) {
  process.stderr.write('usage: pdf-preview.mjs <outDir> <maxPages> <widthPx>\n');
  process.exit(2);
}

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
  verbosity: 0,
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
  await writeFile(path.join(outDir, `page-${number}.png`), await canvas.encode('png'));
  pages.push({ page: number, width, height });
  page.cleanup();
}
await pdf.destroy();
process.stdout.write(JSON.stringify({ pageCount: pdf.numPages, pages }));
