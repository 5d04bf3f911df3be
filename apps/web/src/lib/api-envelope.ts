import type { ErrorCode } from '@para/contract';
import { ApiError, clientMessages, genericCodeFor, knownCodes } from './api-error';
import { session } from './session';

// The wire-level pieces every call of the HTTP client shares (lib/api.ts): the address, the token,
// and reading the envelope the server answers with.

export function buildUrl(path: string, params?: Record<string, string>, query?: unknown): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  if (!query || typeof query !== 'object') return filled;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

export interface EnvelopeShape {
  success?: unknown;
  message?: unknown;
  code?: unknown;
  data?: unknown;
}

export const asEnvelope = (value: unknown): EnvelopeShape | null =>
  value && typeof value === 'object' && 'success' in value ? (value as EnvelopeShape) : null;

/** The ApiError of a reply that is not a success envelope (or of an HTTP failure). */
export function failureOf(status: number, envelope: EnvelopeShape | null): ApiError {
  if (!envelope) return new ApiError(status, clientMessages.generic, null, 'UNEXPECTED_RESPONSE');
  const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : '';
  // A code this client does not know yet (a newer server) reads as the generic one of its status.
  const code =
    typeof envelope.code === 'string' && knownCodes.has(envelope.code)
      ? (envelope.code as ErrorCode)
      : genericCodeFor(status);
  return new ApiError(status, message || clientMessages.generic, envelope.data ?? null, code);
}

type RefusalPreparation = (error: ApiError) => Promise<unknown>;
let prepareRefusal: RefusalPreparation | null = null;

/**
 * Has the client wait, before a refusal reaches the page, for what showing it needs: the texts of the
 * refusal codes, which load apart from the app (lib/i18n.ts registers it; lib/text-parts.ts).
 */
export function beforeRefusal(prepare: RefusalPreparation): void {
  prepareRefusal = prepare;
}

/** failureOf, once the page can show it (or the preparation gave up). */
export async function refusalOf(status: number, envelope: EnvelopeShape | null): Promise<ApiError> {
  const error = failureOf(status, envelope);
  if (prepareRefusal) await prepareRefusal(error).catch(() => undefined);
  return error;
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
export const networkFailure = () => new ApiError(0, clientMessages.network, null, 'NETWORK_UNAVAILABLE');

export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = session.get().accessToken;
  if (token) headers['Access-Token'] = token;
  return headers;
}
