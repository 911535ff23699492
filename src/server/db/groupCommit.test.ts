import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { datasyncFile, groupCommit } from './groupCommit';

/** A real SQLite file in WAL mode, and a sync that records each call and finishes when the test lets it. */
function setUp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-group-commit-'));
  const file = path.join(dir, 'store.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('CREATE TABLE saves (id INTEGER PRIMARY KEY, value TEXT)');
  const synced: string[] = [];
  const pending: Array<{ release: () => void; fail: (error: Error) => void }> = [];
  const gatedSync = (walFile: string) =>
    new Promise<void>((resolve, reject) => {
      synced.push(walFile);
      pending.push({
        release: () => void datasyncFile(walFile).then(resolve, reject),
        fail: reject,
      });
    });
  const write = (value: string) => sqlite.prepare('INSERT INTO saves (value) VALUES (?)').run(value);
  return { dir, file, sqlite, synced, pending, gatedSync, write };
}

/** Whether the promise has settled once everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
}

let store: ReturnType<typeof setUp>;
beforeEach(() => {
  store = setUp();
});
afterEach(() => {
  store.sqlite.close();
  fs.rmSync(store.dir, { recursive: true, force: true });
});

describe('group commit', () => {
  it('syncs the WAL file itself, and nothing when nothing was written since', async () => {
    const commitsOnDisk = groupCommit(store.sqlite, `${store.file}-wal`);
    store.write('a');
    await commitsOnDisk();
    // The real fdatasync ran against the WAL that holds the frames (it exists and is not empty).
    expect(fs.statSync(`${store.file}-wal`).size).toBeGreaterThan(0);

    const counting = groupCommit(store.sqlite, `${store.file}-wal`, async (walFile) => {
      store.synced.push(walFile);
      await datasyncFile(walFile);
    });
    store.write('b');
    await counting();
    await counting();
    await counting();
    expect(store.synced).toEqual([`${store.file}-wal`]);
  });

  it('holds a caller until a sync that began after its commit has finished', async () => {
    const commitsOnDisk = groupCommit(store.sqlite, `${store.file}-wal`, store.gatedSync);
    store.write('first');
    const first = commitsOnDisk();
    expect(await settled(first)).toBe(false);

    // A commit made while that sync runs is not covered by it: its caller waits for the next one.
    store.write('second');
    const second = commitsOnDisk();
    store.pending[0]?.release();
    await first;
    expect(await settled(second)).toBe(false);
    expect(store.synced).toHaveLength(2);
    store.pending[1]?.release();
    await second;
  });

  it('serves every caller waiting at once with one sync', async () => {
    const commitsOnDisk = groupCommit(store.sqlite, `${store.file}-wal`, store.gatedSync);
    store.write('running');
    const running = commitsOnDisk();
    const waiting = Array.from({ length: 20 }, (_, i) => {
      store.write(`save ${i}`);
      return commitsOnDisk();
    });
    store.pending[0]?.release();
    await running;
    // All twenty share the one sync that began after the running one.
    expect(await settled(Promise.all(waiting))).toBe(false);
    expect(store.synced).toHaveLength(2);
    store.pending[1]?.release();
    await Promise.all(waiting);
    expect(store.synced).toHaveLength(2);
  });

  it('does not count a sync begun inside an open transaction as covering its changes', async () => {
    const commitsOnDisk = groupCommit(store.sqlite, `${store.file}-wal`, store.gatedSync);
    store.sqlite.exec('BEGIN');
    store.write('uncommitted');
    const during = commitsOnDisk();
    store.sqlite.exec('COMMIT');
    store.pending[0]?.release();
    await during;
    // The commit came after that sync began, so its answer still waits for a sync of its own.
    const after = commitsOnDisk();
    expect(store.synced).toHaveLength(2);
    store.pending[1]?.release();
    await after;
  });

  it('refuses every later call once a sync has failed', async () => {
    const commitsOnDisk = groupCommit(store.sqlite, `${store.file}-wal`, store.gatedSync);
    store.write('lost');
    const failing = commitsOnDisk();
    store.pending[0]?.fail(new Error('EIO: i/o error, fdatasync'));
    await expect(failing).rejects.toThrow('EIO');
    // Even with nothing new written, and with a sync that would now succeed, nothing is vouched for again.
    await expect(commitsOnDisk()).rejects.toThrow('EIO');
    store.write('later');
    await expect(commitsOnDisk()).rejects.toThrow('EIO');
    expect(store.synced).toHaveLength(1);
  });

  it('answers at once once the database is closed', async () => {
    const commitsOnDisk = groupCommit(store.sqlite, `${store.file}-wal`, store.gatedSync);
    store.write('x');
    store.sqlite.close();
    await commitsOnDisk();
    expect(store.synced).toEqual([]);
    store.sqlite = new SQLite(store.file);
  });
});
