import { spawn } from 'node:child_process';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serverRoot } from './paths.js';

/** What is known about one PDF's pictures once drawn (or found unreadable). */
export interface PreviewSheet {
  status: 'ready' | 'unreadable';
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

const WORKER = path.join(serverRoot, 'workers', 'pdf-preview.mjs');
const SHEET_FILE = 'sheet.json';
/** The renderer's own heap; a PDF built to exhaust memory kills the child, not the server. */
const WORKER_HEAP_MB = 256;
const SAFE_ID = /^[0-9a-f-]{36}$/;

type Spawned = { code: number | null; stdout: string; timedOut: boolean };

function runWorker(bytes: Buffer, outDir: string, options: Required<PdfPreviewOptions>): Promise<Spawned> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        `--max-old-space-size=${WORKER_HEAP_MB}`,
        WORKER,
        outDir,
        String(options.maxPages),
        String(options.widthPx),
      ],
      { stdio: ['pipe', 'pipe', 'ignore'] },
    );
    let stdout = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, timedOut });
    });
    // A child that dies early closes stdin: that error is the exit code's to report.
    child.stdin.on('error', () => undefined);
    child.stdin.end(bytes);
  });
}

const UNREADABLE: PreviewSheet = { status: 'unreadable', pageCount: 0, pages: [] };

function parseSheet(text: string): PreviewSheet | undefined {
  try {
    const parsed = JSON.parse(text) as PreviewSheet;
    return Array.isArray(parsed.pages) && typeof parsed.pageCount === 'number'
      ? { status: parsed.status ?? 'ready', pageCount: parsed.pageCount, pages: parsed.pages }
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
      const result = await runWorker(await loadBytes(), workDir, settings);
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
