import { download } from './api';

export { saveBlob } from './api';

/** GET of a protected file with the session token, as a Blob (download in lib/api also gives its name). */
export async function fetchFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const { blob } = await download(url, signal ? { signal } : {});
  return blob;
}
