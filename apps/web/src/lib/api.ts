import type { RouteDef } from '@para/contract';
import type { z } from 'zod';
import { session } from './session';

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

/** Translation keys of the client's own messages (the server's come as English text). */
export const clientMessages = {
  generic: 'errors.generic',
  network: 'errors.network',
} as const;

/**
 * A failed call. `status` is the HTTP status, or 0 when the server could not be reached. `message` is the
 * server's message, or a translation key of the client's own (see messageText in lib/i18n).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }

  /** Field path -> message of a validation error, if the server sent any. */
  get fields(): Record<string, string> {
    const fields = (this.data as { fields?: unknown } | null)?.fields;
    if (!fields || typeof fields !== 'object') return {};
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

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

/** Server rendering answers the pages' API calls in-process, without a network hop (see src/ssr). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

interface EnvelopeShape {
  success?: unknown;
  message?: unknown;
  data?: unknown;
}

/**
 * Calls an API route of the contract on this page's origin. Resolves with `data` of the envelope; rejects
 * with ApiError on `success: false`, an HTTP failure or a network failure. No time-out, on purpose: slow
 * mobile connections must be allowed to finish (SPEC section 9).
 */
export async function callApi<R extends RouteDef>(
  route: R,
  options: CallOptions<R> = {},
): Promise<DataOf<R>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = session.get().accessToken;
  if (token) headers['Access-Token'] = token;
  const init: RequestInit = { method: route.method, headers, signal: options.signal ?? null };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await transport(buildUrl(route.path, options.params, options.query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, clientMessages.network);
  }

  let envelope: EnvelopeShape | null = null;
  try {
    envelope = (await response.json()) as EnvelopeShape;
  } catch {
    // Not JSON (a proxy error page, say): handled below as a failure without a server message.
  }

  const message = typeof envelope?.message === 'string' && envelope.message ? envelope.message : '';
  if (!response.ok || !envelope || envelope.success !== true) {
    throw new ApiError(response.status, message || clientMessages.generic, envelope?.data ?? null);
  }
  return envelope.data as DataOf<R>;
}
