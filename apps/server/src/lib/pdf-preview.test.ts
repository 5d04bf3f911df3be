import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdfPreviews } from './pdf-preview.js';

let cacheDir: string;
beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'para-previews-'));
});
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

const blankPdf = async () => {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
};

describe('PDF pages drawn in a child process', () => {
  it('gives up on a drawing that outlasts the timeout: unreadable, remembered, no half-written folder', async () => {
    const previews = createPdfPreviews({ cacheDir, maxPages: 3, widthPx: 400, timeoutMs: 1 });
    const id = '0b0e5a52-3f3c-4c49-9a51-6a8f3f0b2c11';
    const bytes = await blankPdf();
    expect(await previews.sheet(id, async () => bytes)).toEqual({
      status: 'unreadable',
      pageCount: 0,
      pages: [],
    });
    // Remembered: the second ask does not start another drawing (the loader is not called).
    const again = await previews.sheet(id, async () => {
      throw new Error('drawn twice');
    });
    expect(again.status).toBe('unreadable');
    expect(await readdir(cacheDir)).toEqual([id]);
  });

  it('draws each document once even when asked for it several times at once', async () => {
    const previews = createPdfPreviews({ cacheDir, maxPages: 3, widthPx: 400 });
    const id = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
    const bytes = await blankPdf();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return bytes;
    };
    const sheets = await Promise.all([
      previews.sheet(id, load),
      previews.sheet(id, load),
      previews.sheet(id, load),
    ]);
    expect(loads).toBe(1);
    for (const sheet of sheets)
      expect(sheet).toEqual({ status: 'ready', pageCount: 1, pages: [{ page: 1, width: 400, height: 400 }] });
    expect(() => previews.pageFile('../../etc', 1)).toThrow(/invalid document id/);
  });
});
