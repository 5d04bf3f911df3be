import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peakMemoryOfProcess } from '../../test/memory.js';
import { pdfWithImage } from '../../test/oversized-files.js';
import { createPdfPreviews } from './pdf-preview.js';
import { runPreviewWorker, startPreviewWorker, WORKER_MEMORY_MB } from './pdf-preview-worker.js';

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

/** Variables a POSIX shell sets for the programs it starts, from nothing. */
const SHELL_OWN = ['PWD', 'OLDPWD', 'SHLVL', '_'];

describe('the renderer a PDF cannot turn against the server', () => {
  it('starts with none of the server’s environment and its memory held by the operating system', async () => {
    const secret = 'postgres://portal:hunter2@db.internal/para';
    const before = process.env.PARA_TEST_SECRET;
    process.env.PARA_TEST_SECRET = secret;
    const child = startPreviewWorker([await mkdtemp(path.join(cacheDir, 'env-')), '1', '100']);
    const ended = new Promise((resolve) => child.once('close', resolve));
    try {
      // Until the shell has set the limit and become the renderer (`exec`), /proc shows the shell.
      const program = async () => (await readFile(`/proc/${child.pid}/cmdline`, 'utf8')).split('\0')[0];
      while ((await program()) !== process.execPath);
      const environment = await readFile(`/proc/${child.pid}/environ`, 'utf8');
      const limits = await readFile(`/proc/${child.pid}/limits`, 'utf8');
      expect(environment).not.toContain(secret);
      // Only what the shell sets itself (its working folder), none of the server's variables.
      const names = environment
        .split('\0')
        .filter(Boolean)
        .map((entry) => entry.split('=')[0]);
      expect(names.filter((name) => !SHELL_OWN.includes(name as string))).toEqual([]);
      expect(limits).toMatch(new RegExp(`^Max data size\\s+${WORKER_MEMORY_MB * 1024 * 1024}\\s`, 'm'));
    } finally {
      if (before === undefined) delete process.env.PARA_TEST_SECRET;
      else process.env.PARA_TEST_SECRET = before;
      child.stdin.end();
      await ended;
    }
  });

  it('answers too large for a PDF with an image of 64 megapixels, never decoding it: the renderer grows by under 100 MB', async () => {
    const draw = async (bytes: Buffer) => {
      const run = runPreviewWorker(bytes, await mkdtemp(path.join(cacheDir, 'draw-')), {
        maxPages: 3,
        widthPx: 1000,
        timeoutMs: 20_000,
      });
      const [peakMb, outcome] = await Promise.all([
        peakMemoryOfProcess(run.pid as number, run.outcome),
        run.outcome,
      ]);
      return { peakMb, answer: JSON.parse(outcome.stdout) as unknown };
    };
    const blank = await draw(await blankPdf());
    expect(blank.answer).toMatchObject({ pageCount: 1, pages: [{ page: 1 }] });
    expect(blank.peakMb, 'the blank page was watched drawing').toBeGreaterThan(20);
    const huge = await pdfWithImage(8000, 8000);
    expect(huge.length).toBeLessThan(64 * 1024);
    const refused = await draw(huge);
    expect(refused.peakMb - blank.peakMb, 'the renderer grew (MB)').toBeLessThan(100);
    expect(refused.answer).toEqual({ status: 'too_large', pageCount: 1, pages: [] });
  });
});
