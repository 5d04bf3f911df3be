import { ApiError, clientMessages } from './api';
import { session } from './session';

/** GET of a protected file (document, card, receipt, export) with the session token, as a Blob. */
export async function fetchFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = session.get().accessToken;
  if (token) headers['Access-Token'] = token;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, clientMessages.network);
  }
  if (!response.ok) {
    let message = '';
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // Not JSON.
    }
    throw new ApiError(response.status, message || clientMessages.generic);
  }
  return response.blob();
}

/** Saves a Blob under a file name through a temporary link. */
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
