import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { certificatePdf } from './certificate-pdf.js';
import type { DrawRequest } from './certificate-pdf-worker.js';
import type { CertificateRecord } from './record.js';

/**
 * Certificates drawn on worker threads, one per core (a ZIP of 1,000 is CPU work: 30–60 ms each), so
 * the drawing uses both cores and the server's own thread stays free for requests. Workers start on
 * first use and stop when idle for a minute. Where no worker can start (a worker error, or code run
 * from TypeScript source without a loader) the certificate is drawn on the calling thread.
 */

type Pending = { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void };
interface PoolWorker {
  worker: Worker;
  busy: number;
}

const IDLE_MS = 60_000;
/** CERTIFICATE_PDF_THREADS=0 draws on the server's thread (to compare); the default is one per core, up to 4. */
const configured = Number(process.env.CERTIFICATE_PDF_THREADS ?? Number.NaN);
const size =
  Number.isInteger(configured) && configured >= 0
    ? Math.min(configured, 8)
    : Math.min(4, availableParallelism());
const pending = new Map<number, Pending>();
let workers: PoolWorker[] = [];
let nextId = 1;
let broken = false;
let idleTimer: NodeJS.Timeout | undefined;

/**
 * A drawing thread. The built server runs the worker's own bundle beside main.js; from TypeScript
 * source (tests, tsx) the thread registers tsx first, then imports the worker module.
 */
function newWorker(): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./certificate-pdf-worker.js', import.meta.url));
  const source = new URL('./certificate-pdf-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, execArgv: ['--conditions=source'] });
}

function start(): PoolWorker[] {
  if (workers.length > 0 || broken || size === 0) return workers;
  try {
    workers = Array.from({ length: size }, () => {
      const worker = newWorker();
      const entry: PoolWorker = { worker, busy: 0 };
      worker.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
        entry.busy -= 1;
        // An idle thread does not keep the process alive; one with work does (see below).
        if (entry.busy === 0) worker.unref();
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.bytes) waiting?.resolve(message.bytes);
        else waiting?.reject(new Error(message.error ?? 'drawing failed'));
      });
      worker.on('error', () => stopAll(true));
      worker.unref();
      return entry;
    });
  } catch {
    broken = true;
    workers = [];
  }
  return workers;
}

function stopAll(failed = false) {
  if (failed) broken = true;
  for (const { worker } of workers) void worker.terminate();
  workers = [];
  for (const waiting of pending.values()) waiting.reject(new Error('the drawing thread stopped'));
  pending.clear();
}

/** Draws a certificate on the least busy worker (or here, when there is none). */
export async function drawCertificate(
  record: CertificateRecord,
  options: { verifyUrl: string; signedToken: string },
): Promise<Uint8Array> {
  const pool = start();
  if (pool.length === 0) return certificatePdf(record, options);
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => stopAll(), IDLE_MS);
  idleTimer.unref();
  const target = pool.reduce((least, item) => (item.busy < least.busy ? item : least));
  const id = nextId++;
  const request: DrawRequest = { id, record, ...options };
  try {
    return await new Promise<Uint8Array>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      target.busy += 1;
      target.worker.ref();
      target.worker.postMessage(request);
    });
  } catch {
    // A thread that failed is not tried again; this certificate is drawn here.
    return certificatePdf(record, options);
  }
}

/** How many certificates to have in hand at once: enough to keep every worker busy. */
export const drawingParallelism = () => (broken || size === 0 ? 1 : size);
