import { type DocumentKind, type RegistrationDocument, routes } from '@para/contract';
import { ApiError, clientMessages } from '../../lib/api';
import { session } from '../../lib/session';

export interface UploadHandle {
  promise: Promise<RegistrationDocument>;
  abort: () => void;
}

/**
 * Uploads one document with XMLHttpRequest, the one browser API that reports upload progress.
 * Multipart fields in the order the server reads them: "kind", then "file".
 */
export function uploadDocument(
  kind: DocumentKind,
  file: File | Blob,
  fileName: string,
  onProgress: (fraction: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<RegistrationDocument>((resolve, reject) => {
    xhr.open('POST', routes.uploadRegistrationDocument.path);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = session.get().accessToken;
    if (token) xhr.setRequestHeader('Access-Token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { success?: unknown; message?: unknown; data?: unknown } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: a proxy's error page, say.
      }
      const message = typeof body?.message === 'string' && body.message ? body.message : '';
      if (xhr.status >= 200 && xhr.status < 300 && body?.success === true) {
        onProgress(1);
        resolve(body.data as RegistrationDocument);
      } else {
        reject(new ApiError(xhr.status, message || clientMessages.generic, body?.data ?? null));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, clientMessages.network));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, fileName);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
