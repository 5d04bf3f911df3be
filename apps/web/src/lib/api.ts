import type { ErrorCode, RouteDef } from '@para/contract';
import type { z } from 'zod';
import { ApiError, clientMessages, genericCodeFor, knownCodes } from './api-error';
import { session } from './session';

export {
  ApiError,
  type ApiErrorCode,
  type ApiErrorOf,
  clientMessages,
  genericCodeFor,
  isApiError,
  isErrorCode,
} from './api-error';

type BodyOf<R extends RouteDef> = R extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
type QueryOf<R extends RouteDef> = R extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type DataOf<R extends RouteDef> = z.output<R['data']>;

export interface CallOptions<R extends RouteDef> {
  body?: BodyOf<R>;
  query?: QueryOf<R>;
  /** Values for `:name` segments of the path. */
  params?: Record<string, string>;
  signal?: AbortSignal;
}

function buildUrl(path: string, params?: Record<string, string>, query?: unknown): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  if (!query || typeof query !== 'object') return filled;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** How a call reaches the server: the browser's fetch, or the server itself when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Server rendering answers the pages' API calls in-process, without a network hop (see src/ssr). Only
 * callApi goes through it: upload and download run in the browser only.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

interface EnvelopeShape {
  success?: unknown;
  message?: unknown;
  code?: unknown;
  data?: unknown;
}

const asEnvelope = (value: unknown): EnvelopeShape | null =>
  value && typeof value === 'object' && 'success' in value ? (value as EnvelopeShape) : null;

/** The ApiError of a reply that is not a success envelope (or of an HTTP failure). */
function failureOf(status: number, envelope: EnvelopeShape | null): ApiError {
  if (!envelope) return new ApiError(status, clientMessages.generic, null, 'UNEXPECTED_RESPONSE');
  const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : '';
  // A code this client does not know yet (a newer server) reads as the generic one of its status.
  const code =
    typeof envelope.code === 'string' && knownCodes.has(envelope.code)
      ? (envelope.code as ErrorCode)
      : genericCodeFor(status);
  return new ApiError(status, message || clientMessages.generic, envelope.data ?? null, code);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const networkFailure = () => new ApiError(0, clientMessages.network, null, 'NETWORK_UNAVAILABLE');

function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = session.get().accessToken;
  if (token) headers['Access-Token'] = token;
  return headers;
}

/**
 * Calls an API route of the contract on this page's origin. Resolves with `data` of the envelope; rejects
 * with ApiError on `success: false`, an HTTP failure or a network failure. No time-out, on purpose: slow
 * mobile connections must be allowed to finish.
 */
export async function callApi<R extends RouteDef>(
  route: R,
  options: CallOptions<R> = {},
): Promise<DataOf<R>> {
  const headers = authHeaders();
  const init: RequestInit = { method: route.method, headers, signal: options.signal ?? null };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await transport(buildUrl(route.path, options.params, options.query), init);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkFailure();
  }

  let envelope: EnvelopeShape | null = null;
  try {
    envelope = asEnvelope(await response.json());
  } catch {
    // Not JSON (a proxy error page, say): an unexpected response.
  }
  if (!response.ok || !envelope || envelope.success !== true) throw failureOf(response.status, envelope);
  return envelope.data as DataOf<R>;
}

export interface UploadOptions<R extends RouteDef> {
  query?: QueryOf<R>;
  params?: Record<string, string>;
  /** Share of the request body sent so far, 0 to 1; 1 once the server has answered. */
  onProgress?: (fraction: number) => void;
  /** True while the upload waits for the connection to come back, false when it goes on. */
  onWaitingForConnection?: (waiting: boolean) => void;
  signal?: AbortSignal;
}

/** How many times an upload cut off by a lost connection is sent again once it is back. */
const UPLOAD_RESENDS = 3;

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Resolves when the browser is online again; rejects with an AbortError if `signal` aborts first. */
function connectionBack(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener('online', done);
      signal?.removeEventListener('abort', cancel);
      resolve();
    };
    const cancel = () => {
      window.removeEventListener('online', done);
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    if (signal?.aborted) return cancel();
    window.addEventListener('online', done);
    signal?.addEventListener('abort', cancel, { once: true });
  });
}

/**
 * Sends a multipart form to a route with XMLHttpRequest, the one browser API that reports upload
 * progress (fetch does not). Same token, envelope and ApiError as callApi; an aborted signal rejects
 * with an AbortError DOMException. Browser only. The form's field order is the caller's: the server
 * reads fields in the order they come, so put plain fields before the file.
 *
 * Without a connection the upload waits for it rather than failing, and one cut off when the
 * connection drops is sent again once it is back (an upload replaces the file it is for, so sending
 * it twice does no harm).
 */
export async function upload<R extends RouteDef>(
  route: R,
  form: FormData,
  options: UploadOptions<R> = {},
): Promise<DataOf<R>> {
  for (let resends = 0; ; resends += 1) {
    if (offline()) {
      options.onWaitingForConnection?.(true);
      try {
        await connectionBack(options.signal);
      } finally {
        options.onWaitingForConnection?.(false);
      }
    }
    try {
      return await sendUpload(route, form, options);
    } catch (error) {
      const cutOff = error instanceof ApiError && error.code === 'NETWORK_UNAVAILABLE' && offline();
      if (!cutOff || resends >= UPLOAD_RESENDS) throw error;
    }
  }
}

function sendUpload<R extends RouteDef>(
  route: R,
  form: FormData,
  options: UploadOptions<R>,
): Promise<DataOf<R>> {
  const { signal, onProgress } = options;
  return new Promise<DataOf<R>>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const stop = () => xhr.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const settle = () => signal?.removeEventListener('abort', stop);

    xhr.open(route.method, buildUrl(route.path, options.params, options.query));
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      settle();
      let envelope: EnvelopeShape | null = null;
      try {
        envelope = asEnvelope(JSON.parse(xhr.responseText));
      } catch {
        // Not JSON: an unexpected response.
      }
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.success === true) {
        onProgress?.(1);
        resolve(envelope.data as DataOf<R>);
      } else {
        reject(failureOf(xhr.status, envelope));
      }
    };
    xhr.onerror = () => {
      settle();
      reject(networkFailure());
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    xhr.send(form);
  });
}

export interface DownloadOptions<R extends RouteDef = RouteDef> {
  query?: QueryOf<R>;
  params?: Record<string, string>;
  signal?: AbortSignal;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name a reply gives in Content-Disposition (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
    } catch {
      // Badly encoded: try the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}

function lastSegment(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const segment = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment) || 'download';
  } catch {
    return segment || 'download';
  }
}

/**
 * GET of a protected file (document, card, receipt, export) with the session token. The name comes from
 * Content-Disposition, else the address's last segment. Failures are ApiErrors as in callApi. Browser only.
 */
export async function download<R extends RouteDef>(
  target: R | string,
  options: DownloadOptions<R> = {},
): Promise<DownloadedFile> {
  const url =
    typeof target === 'string'
      ? buildUrl(target, options.params, options.query)
      : buildUrl(target.path, options.params, options.query);
  const headers = authHeaders();
  headers.Accept = '*/*';
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: options.signal ?? null });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkFailure();
  }
  if (!response.ok) {
    let envelope: EnvelopeShape | null = null;
    try {
      envelope = asEnvelope(await response.json());
    } catch {
      // Not JSON.
    }
    throw failureOf(response.status, envelope);
  }
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? lastSegment(url);
  return { blob, fileName };
}

/** Saves a Blob under a file name through a temporary link. Browser only. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Downloads a file and saves it (under `fileName` when given, else the server's name). Browser only. */
export async function downloadToFile<R extends RouteDef>(
  target: R | string,
  options: DownloadOptions<R> & { fileName?: string } = {},
): Promise<DownloadedFile> {
  const file = await download(target, options);
  saveBlob(file.blob, options.fileName ?? file.fileName);
  return file;
}
