import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: a folder outside any public path, under names the server makes up (the
 * uploader's file name is kept only as metadata). An S3-compatible store can implement the same
 * interface for multi-machine deployments.
 */
export interface FileStorage {
  /** Stores the bytes and returns the key to find them again. */
  put(area: string, bytes: Buffer, extension: string): Promise<string>;
  read(key: string): Readable;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+\/\d{4}\/[0-9a-f-]{36}\.(jpg|png|pdf|webp)$/;

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    // Keys come from the database, but check anyway: nothing outside the root is ever read.
    if (!SAFE_KEY.test(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(area, bytes, extension) {
      const key = `${area}/${new Date().getUTCFullYear()}/${randomUUID()}.${extension}`;
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
      return key;
    },
    read: (key) => createReadStream(resolve(key)),
    size: async (key) => (await stat(resolve(key))).size,
    remove: (key) => rm(resolve(key), { force: true }),
  };
}
