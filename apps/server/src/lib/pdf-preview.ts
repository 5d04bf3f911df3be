import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runPreviewWorker } from './pdf-preview-worker.js';

/**
 * What is known about one PDF's pictures once drawn, or why there are none: unreadable (damaged, or
 * too slow or too large to draw), or too large (a page holds an image of more pixels than are drawn).
 */
export interface PreviewSheet {
  status: 'ready' | 'unreadable' | 'too_large';
  pageCount: number;
  pages: { page: number; width: number; height: number }[];
}

export interface PdfPreviewOptions {
  /** Where drawn pages are kept: DATA_DIR/previews (apart from the uploads, which are swept separately). */
  cacheDir: string;
  maxPages: number;
  widthPx: number;
  /** A PDF that takes longer is given up as unreadable (the child process is killed). */
  timeoutMs?: number;
}

const SHEET_FILE = 'sheet.json';
const SAFE_ID = /^[0-9a-f-]{36}$/;

const UNREADABLE: PreviewSheet = { status: 'unreadable', pageCount: 0, pages: [] };

const STATUSES: readonly PreviewSheet['status'][] = ['ready', 'unreadable', 'too_large'];

function parseSheet(text: string): PreviewSheet | undefined {
  try {
    const parsed = JSON.parse(text) as PreviewSheet;
    const status = parsed.status ?? 'ready';
    return Array.isArray(parsed.pages) && typeof parsed.pageCount === 'number' && STATUSES.includes(status)
      ? { status, pageCount: parsed.pageCount, pages: parsed.pages }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PDF pages drawn as PNG on the server, once per document (documents never change: a new upload is a
 * new document), in a child process with a timeout. One drawing at a time: the machine is small and
 * a reviewer opening a registration must not slow everyone else down.
 */
export function createPdfPreviews(options: PdfPreviewOptions) {
  const settings = { timeoutMs: 20_000, ...options };
  const inFlight = new Map<string, Promise<PreviewSheet>>();
  let queue: Promise<unknown> = Promise.resolve();
  const dirOf = (id: string) => {
    if (!SAFE_ID.test(id)) throw new Error('invalid document id');
    return path.join(settings.cacheDir, id);
  };

  async function draw(id: string, loadBytes: () => Promise<Buffer>): Promise<PreviewSheet> {
    const finalDir = dirOf(id);
    const workDir = `${finalDir}.${process.pid}.${Date.now()}.tmp`;
    await mkdir(workDir, { recursive: true });
    try {
      const result = await runPreviewWorker(await loadBytes(), workDir, settings).outcome;
      const sheet = (result.code === 0 && !result.timedOut && parseSheet(result.stdout)) || UNREADABLE;
      await writeFile(path.join(workDir, SHEET_FILE), JSON.stringify(sheet));
      await rm(finalDir, { recursive: true, force: true });
      await rename(workDir, finalDir);
      return sheet;
    } catch (error) {
      await rm(workDir, { recursive: true, force: true });
      throw error;
    }
  }

  return {
    /** The drawn pages of a document, drawing them first when they are not in the cache yet. */
    async sheet(id: string, loadBytes: () => Promise<Buffer>): Promise<PreviewSheet> {
      const cached = await readFile(path.join(dirOf(id), SHEET_FILE), 'utf8').catch(() => undefined);
      const known = cached ? parseSheet(cached) : undefined;
      if (known) return known;
      let pending = inFlight.get(id);
      if (!pending) {
        pending = queue.then(() => draw(id, loadBytes));
        queue = pending.catch(() => undefined);
        inFlight.set(id, pending);
        void pending.finally(() => inFlight.delete(id)).catch(() => undefined);
      }
      return pending;
    },
    pageFile: (id: string, page: number) => path.join(dirOf(id), `page-${page}.png`),
  };
}

export type PdfPreviews = ReturnType<typeof createPdfPreviews>;
