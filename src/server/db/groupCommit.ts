import fs from 'node:fs';
import type SQLite from 'better-sqlite3';

/** Resolves once every commit made before the call is on stable storage; rejects if that cannot be known. */
export type CommitsOnDisk = () => Promise<void>;

/** Flushes a file's data to the disk; Node runs it in libuv's thread pool, off the event loop. */
export type FileSync = (file: string) => Promise<void>;

/** fdatasync(2) of the file at its path now (Linux flushes the file's pages whichever descriptor asks). */
export async function datasyncFile(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/**
 * Group commit for SQLite in WAL mode with `synchronous = NORMAL`. A commit then writes its frames to
 * the WAL and returns without waiting for the disk, and the answer that reports it awaits this: one
 * fdatasync of the WAL serves every answer waiting when it starts, and an answer that comes while one
 * runs gets the next. better-sqlite3 commits on the event loop, so with `synchronous = FULL` each
 * commit's fsync stalled every request behind it.
 *
 * The connection's `total_changes()` tells whether anything was written since the last sync began; a
 * sync that began inside an open transaction does not count as covering it. A failed sync is final:
 * after an fsync error the kernel may have dropped the pages, so a later sync that succeeds proves
 * nothing, and every later call is refused until the server is restarted.
 */
export function groupCommit(
  sqlite: SQLite.Database,
  walFile: string,
  sync: FileSync = datasyncFile,
): CommitsOnDisk {
  const totalChanges = sqlite.prepare('SELECT total_changes()').pluck();
  const changesNow = () => totalChanges.get() as number;
  let onDisk = 0;
  let failed: unknown = null;
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  const syncOnce = async () => {
    // Changes inside an open transaction are not committed yet: this sync cannot vouch for them.
    const covers = sqlite.inTransaction ? null : changesNow();
    try {
      await sync(walFile);
    } catch (error) {
      failed ??= error;
      throw error;
    }
    if (covers !== null && covers > onDisk) onDisk = covers;
  };
  const start = (): Promise<void> => {
    running = syncOnce().finally(() => {
      running = null;
    });
    return running;
  };

  return () => {
    if (failed !== null) return Promise.reject(failed);
    if (!sqlite.open || changesNow() <= onDisk) return Promise.resolve();
    if (!running) return start();
    // One is running, begun perhaps before this caller's commit: wait for the next, shared by all who come now.
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        if (failed !== null) throw failed;
        return start();
      });
    return next;
  };
}
