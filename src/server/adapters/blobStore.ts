import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where large binary things (step screenshots) are kept, by key. Files under a folder here; an
 * S3-compatible object store implements the same three calls for several app nodes.
 */
export interface BlobStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the blob; a key with nothing stored is not an error. */
  delete(key: string): Promise<void>;
}

/** Slash-separated segments of letters, digits, dot, dash and underscore, each starting with a letter or digit. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Blobs as files under root, one file per key; a put is atomic (temporary file, then rename). */
export function fileBlobStore(root: string): BlobStore {
  const base = path.resolve(root);
  const fileOf = (key: string): string => {
    const file = path.resolve(base, key);
    if (key.length > 200 || !KEY_PATTERN.test(key) || !file.startsWith(`${base}${path.sep}`)) {
      throw new Error('Invalid blob key');
    }
    return file;
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        const handle = await fs.open(temp, 'wx', 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
