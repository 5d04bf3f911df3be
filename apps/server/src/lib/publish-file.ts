import { randomBytes } from 'node:crypto';
import { access, link, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const LINKS_UNSUPPORTED = new Set(['EPERM', 'ENOTSUP', 'ENOSYS', 'EXDEV']);

/**
 * Puts a file into a folder that others read while the portal writes (the SMS, WhatsApp and mail
 * outboxes), so that a reader sees the whole file or none of it, never the empty or half-written file
 * that writing in place shows between its open and its last write. The bytes go to a hidden staging
 * name first and are then linked to their real name, which fails if that name is taken: a file
 * already there is never replaced. Returns false when it was there.
 */
export async function publishFileOnce(file: string, content: string | Uint8Array): Promise<boolean> {
  const staging = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.partial`,
  );
  await writeFile(staging, content, { flag: 'wx' });
  try {
    await link(staging, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') return false;
    if (!LINKS_UNSUPPORTED.has(code)) throw error;
    // A file system without hard links: a rename is still whole, only the check before it can race.
    if (await exists(file)) return false;
    await rename(staging, file);
    return true;
  } finally {
    await rm(staging, { force: true });
  }
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
