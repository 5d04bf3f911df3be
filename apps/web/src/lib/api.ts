import type { RouteDef } from '@para/contract';
import type { z } from 'zod';
import {
  asEnvelope,
  authHeaders,
  buildUrl,
  type EnvelopeShape,
  isAbort,
  networkFailure,
  refusalOf,
} from './api-envelope';
import { takeEarlyResponse } from './early-requests';

export {
  ApiError,
  type ApiErrorCode,
  type ApiErrorOf,
  clientMessages,
  genericCodeFor,
  isApiError,
  isErrorCode,
} from './api-error';
export { type UploadOptions, upload } from './api-upload';

type BodyOf<R extends RouteDef> = R extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
export type QueryOf<R extends RouteDef> = R extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : undefined;
export type DataOf<R extends RouteDef> = z.output<R['data']>;

export interface CallOptions<R extends RouteDef> {
  body?: BodyOf<R>;
  query?: QueryOf<R>;
  /** Values for `:name` segments of the path. */
  params?: Record<string, string>;
  signal?: AbortSignal;
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

  const url = buildUrl(route.path, options.params, options.query);
  // A page's first requests may have been started by its document already (lib/early-requests.ts); never
  // one that carries a body.
  const early =
    options.body === undefined ? takeEarlyResponse(route.method, url, headers['Access-Token']) : undefined;
  let response: Response;
  try {
    response = await (early ?? transport(url, init));
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
  if (!response.ok || !envelope || envelope.success !== true)
    throw await refusalOf(response.status, envelope);
  return envelope.data as DataOf<R>;
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
    throw await refusalOf(response.status, envelope);
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
