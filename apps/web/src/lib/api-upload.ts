import type { RouteDef } from '@para/contract';
import type { DataOf, QueryOf } from './api';
import {
  asEnvelope,
  authHeaders,
  buildUrl,
  type EnvelopeShape,
  networkFailure,
  refusalOf,
} from './api-envelope';
import { ApiError } from './api-error';

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
        void refusalOf(xhr.status, envelope).then(reject);
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
