import { type ChildProcessByStdio, spawn } from 'node:child_process';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { serverRoot } from './paths.js';
import { MAX_IMAGE_PIXELS } from './uploads.js';

const WORKER = path.join(serverRoot, 'workers', 'pdf-preview.mjs');
/** The renderer's JavaScript heap. */
const WORKER_HEAP_MB = 256;
/**
 * All the memory the renderer may write to (heap, image buffers, canvas, threads' stacks), held by the
 * operating system (RLIMIT_DATA, decision 36): past it an allocation fails and the drawing with it. A
 * blank page needs about 250 MB of it, an A4 scan at 300 dpi about 380, an image of 40 megapixels
 * (the most pdfjs is let decode, as for an uploaded picture) about 640.
 */
export const WORKER_MEMORY_MB = 768;

export interface WorkerRun {
  /** The renderer's process id, to watch it. */
  pid: number | undefined;
  /** How it ended: its exit code and what it printed, or whether it was stopped for taking too long. */
  outcome: Promise<{ code: number | null; stdout: string; timedOut: boolean }>;
}

/**
 * Starts the renderer on its arguments (`<outDir> <maxPages> <widthPx>`; the PDF goes to its stdin).
 * Through the shell, which sets the memory limit and then becomes the renderer (`exec`), so the limit is
 * in force before the PDF is read, and with an empty environment: the PDF is untrusted, and nothing it
 * could make the renderer do should find the server's secrets (database address, payment keys).
 */
export function startPreviewWorker(args: string[]): ChildProcessByStdio<Writable, Readable, null> {
  const node = [`--max-old-space-size=${WORKER_HEAP_MB}`, WORKER, ...args, String(MAX_IMAGE_PIXELS)];
  const limited = `ulimit -d ${WORKER_MEMORY_MB * 1024} && exec "$0" "$@"`;
  return spawn('/bin/sh', ['-c', limited, process.execPath, ...node], {
    stdio: ['pipe', 'pipe', 'ignore'],
    env: {},
  });
}

/** Draws the first pages of the PDF `bytes` into `outDir`; the renderer is killed after `timeoutMs`. */
export function runPreviewWorker(
  bytes: Buffer,
  outDir: string,
  options: { maxPages: number; widthPx: number; timeoutMs: number },
): WorkerRun {
  const child = startPreviewWorker([outDir, String(options.maxPages), String(options.widthPx)]);
  const outcome = new Promise<{ code: number | null; stdout: string; timedOut: boolean }>(
    (resolve, reject) => {
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
    },
  );
  return { pid: child.pid, outcome };
}
