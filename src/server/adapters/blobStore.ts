import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';

/**
 * Where large binary things (step screenshots) are kept, by key: files under a folder (one node on
 * SQLite), or a table of the database (app nodes sharing PostgreSQL). An S3-compatible object store
 * would implement the same three calls.
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

function checkKey(key: string): string {
  if (key.length > 200 || !KEY_PATTERN.test(key)) throw new Error('Invalid blob key');
  return key;
}

/** Blobs as files under root, one file per key; a put is atomic (temporary file, then rename). */
export function fileBlobStore(root: string): BlobStore {
  const base = path.resolve(root);
  const fileOf = (key: string): string => {
    const file = path.resolve(base, checkKey(key));
    if (!file.startsWith(`${base}${path.sep}`)) throw new Error('Invalid blob key');
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

/** Blobs as rows of the database's `blobs` table, shared by every app node on it; a put replaces. */
export function databaseBlobStore(db: Db, now: () => Date = () => new Date()): BlobStore {
  return {
    async put(key, bytes) {
      const content = bytes.toString('base64');
      const storedAt = now().toISOString();
      await db
        .insertInto('blobs')
        .values({ key: checkKey(key), content, stored_at: storedAt })
        .onConflict((oc) => oc.column('key').doUpdateSet({ content, stored_at: storedAt }))
        .execute();
    },
    async get(key) {
      const row = await db
        .selectFrom('blobs')
        .select('content')
        .where('key', '=', checkKey(key))
        .executeTakeFirst();
      return row ? Buffer.from(row.content, 'base64') : null;
    },
    async delete(key) {
      await db.deleteFrom('blobs').where('key', '=', checkKey(key)).execute();
    },
  };
}
