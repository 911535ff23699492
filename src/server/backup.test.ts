import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { enrollOverHttp, filterOverHttp, type ShopperEnrollment } from '../../testing/httpShopper';
import { alive, finished, killGroup } from '../../testing/processGroup';
import { timeoutForStarts } from '../../testing/processStart';
import { freePort, runEntry, startServer } from '../../testing/serverProcess';
import { createSecretBox, loadKey } from './db/secretBox';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-backup-'));
const dataDir = path.join(temp, 'data');
const copyDir = path.join(temp, 'backups', 'copy');
const running: ChildProcess[] = [];
const readers: SQLite.Database[] = [];

const BACKUP = 'src/server/backupCommand.ts';
/** A PNG header (signature, then IHDR) and a marker: all the store checks before sealing a picture. */
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('backup-test-picture'),
]);

afterAll(async () => {
  for (const reader of readers) reader.close();
  for (const child of running) await killGroup(child);
  // The suite leaves nothing running.
  expect(running.filter((child) => alive(child.pid as number))).toEqual([]);
  fs.rmSync(temp, { recursive: true, force: true });
});

/** The enrollment ids in the SQLite file (none when it has no enrollments table). */
function enrollmentIds(file: string): string[] {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'enrollments'");
    if (!table.get()) return [];
    return db
      .prepare('SELECT id FROM enrollments')
      .pluck()
      .all()
      .map((id) => String(id));
  } finally {
    db.close();
  }
}

/** Every folder and file under `root` (itself included) with its permission bits. */
function modesUnder(root: string): { name: string; mode: string }[] {
  const found = [{ name: '.', mode: (fs.statSync(root).mode & 0o777).toString(8) }];
  for (const name of fs.readdirSync(root, { recursive: true }) as string[]) {
    found.push({ name, mode: (fs.statSync(path.join(root, name)).mode & 0o777).toString(8) });
  }
  return found;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('npm run backup (SQLite)', () => {
  // Two starts (the store, then its restored copy), each within the start budget.
  it('copies the store while it is written; the copy starts as a store with every enrollment acknowledged before', {
    timeout: timeoutForStarts(2),
  }, async () => {
    const port = await freePort();
    // One shopper after another, all from this address.
    const server = await startServer(port, { DATA_DIR: dataDir, NEW_ENROLLMENTS_PER_ADDRESS: '1000000' });
    running.push(server);

    // A reader keeping its snapshot from before the first enrollment: SQLite cannot move anything
    // written after it from the -wal file into store.db, however much the server writes. So the
    // enrollments below are in the -wal file only, and a backup copying store.db alone would lack them.
    const reader = new SQLite(path.join(dataDir, 'store.db'), { readonly: true, fileMustExist: true });
    readers.push(reader);
    reader.exec('BEGIN');
    reader.prepare('SELECT count(*) FROM sqlite_master').get();

    // A sealed picture in the blob store, to find in the copy.
    const first = await enrollOverHttp(port);
    const saved = await fetch(`http://127.0.0.1:${port}/api/v1/save-screenshot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: first.cookie },
      body: JSON.stringify({
        enrollment_id: first.id,
        name: 'primary_info',
        image: `data:image/png;base64,${PNG.toString('base64')}`,
      }),
    });
    expect(saved.status).toBe(200);

    // One shopper after another keeps enrolling, before, during and after the backup.
    const acknowledged: ShopperEnrollment[] = [first];
    let writing = true;
    let writeFailure: unknown;
    const writer = (async () => {
      while (writing) acknowledged.push(await enrollOverHttp(port));
    })().catch((error: unknown) => {
      writeFailure = error;
    });
    while (acknowledged.length < 15 && writeFailure === undefined) await pause(10);

    const before = [...acknowledged];
    const backup = runEntry(BACKUP, [copyDir], { DATA_DIR: dataDir });
    running.push(backup);
    const result = await finished(backup);
    const output = result.stdout;
    const writtenDuring = acknowledged.length - before.length;
    writing = false;
    await writer;
    expect(writeFailure).toBeUndefined();

    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
    expect(output).toContain('secret.key: copied');
    // The server was really being written while the backup ran.
    expect(writtenDuring).toBeGreaterThan(0);

    // Owner-only: the folder, the database, the key and every blob folder and file.
    const modes = modesUnder(copyDir);
    expect(modes.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['.', 'store.db', 'secret.key', 'blobs']),
    );
    expect(modes.filter((entry) => (Number.parseInt(entry.mode, 8) & 0o077) !== 0)).toEqual([]);
    // No side folder is left next to the finished one.
    expect(fs.readdirSync(path.dirname(copyDir))).toEqual(['copy']);

    // What this test tells apart: store.db without its -wal file lacks the enrollments.
    const mainFileOnly = path.join(temp, 'main-file-only.db');
    fs.copyFileSync(path.join(dataDir, 'store.db'), mainFileOnly);
    expect(enrollmentIds(mainFileOnly)).not.toContain(before.at(-1)?.id);

    // The copy is a sound database holding every enrollment acknowledged before the backup started.
    const copy = new SQLite(path.join(copyDir, 'store.db'), { readonly: true, fileMustExist: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      copy.close();
    }
    const ids = enrollmentIds(path.join(copyDir, 'store.db'));
    expect(before.map((one) => one.id).filter((id) => !ids.includes(id))).toEqual([]);

    // The key came along: the copied blob opens with it to the picture sent.
    const blobPath = (root: string) => {
      const folder = path.join(root, 'screenshots', first.id);
      const [name] = fs.readdirSync(folder);
      return path.join(folder, String(name));
    };
    const copiedBlob = fs.readFileSync(blobPath(path.join(copyDir, 'blobs')));
    expect(copiedBlob.equals(fs.readFileSync(blobPath(path.join(dataDir, 'blobs'))))).toBe(true);
    expect(createSecretBox(loadKey(undefined, copyDir)).openBytes(copiedBlob).equals(PNG)).toBe(true);

    // Restore: a second real server on the copy as its DATA_DIR reads every one of them back.
    const restoredPort = await freePort();
    const restored = await startServer(restoredPort, { DATA_DIR: copyDir });
    running.push(restored);
    for (const one of before) {
      const read = await filterOverHttp(restoredPort, one);
      expect({ id: one.id, status: read.status }).toEqual({ id: one.id, status: 200 });
      expect(read.filter).toMatchObject({ zip: '33101', state: 'FL' });
    }
    await killGroup(restored);
    await killGroup(server);
  });

  it('refuses a PostgreSQL store, naming pg_dump, in one line and without a stack', async () => {
    const target = path.join(temp, 'backups', 'pg');
    const backup = runEntry(BACKUP, [target], {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://store:secret@127.0.0.1:9/store',
    });
    running.push(backup);
    const { code, stderr } = await finished(backup);
    expect(code).not.toBe(0);
    expect(stderr).toContain('PostgreSQL');
    expect(stderr).toContain('pg_dump');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(fs.existsSync(target)).toBe(false);
  });
});
