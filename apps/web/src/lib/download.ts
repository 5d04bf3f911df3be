import { fetchFile, saveBlob } from './files';

/** Fetches a protected file and saves it. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  saveBlob(await fetchFile(url), fileName);
}
