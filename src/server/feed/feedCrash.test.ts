import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { submittedEnrollment } from '../../../testing/journey';
import { alive, killGroup, type RunningProcess } from '../../../testing/processGroup';
import { timeoutForStarts } from '../../../testing/processStart';
import { RealBrowser } from '../../../testing/realBrowser';
import { freePort, startServer } from '../../../testing/serverProcess';
import { type SftpPeer, startSftpPeer } from '../../../testing/sftpPeer';

/**
 * Issue 38's fault tests on the real server (dist-server/main.js, its feed running every half second),
 * killed with SIGKILL at exact points: after a carrier's rename of an 834, before the store's mark that
 * it was sent, the carrier then taking the file away; and an SFTP rename done but answered with a
 * failure. Each file is delivered once, never uploaded again. The server's rows are read (and, where a
 * test says so, changed) in its SQLite file as a second connection.
 */

const running: RunningProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const child of running) await killGroup(child);
  expect(running.filter((child) => alive(child.pid as number))).toEqual([]);
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const tempFolder = (prefix: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
};

const CARRIERS = [1, 2, 3, 4, 5, 6];
const SECRET_ENV = 'CARRIER_CRASH_TEST_SFTP';
const PASSWORD = 'crash-test-password';

function withStore<T>(dataDir: string, work: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'store.db'), { fileMustExist: true });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

interface FileRow {
  file_name: string;
  sent_at: string | null;
  delivering_at: string | null;
  last_error: string | null;
}

const fileRows = (dataDir: string): FileRow[] =>
  withStore(
    dataDir,
    (db) =>
      db
        .prepare(
          'SELECT file_name, sent_at, delivering_at, last_error FROM carrier_feed_files ORDER BY interchange_number',
        )
        .all() as FileRow[],
  );

/** The statuses of the enrollment's carrier items, in carrier order. */
const itemStatuses = (dataDir: string, policyId: string): string[] =>
  withStore(dataDir, (db) =>
    (
      db
        .prepare(
          'SELECT i.status FROM carrier_feed_items i JOIN enrollments e ON e.id = i.enrollment_id WHERE e.policy_id = ? ORDER BY i.carrier_id',
        )
        .all(policyId) as { status: string }[]
    ).map((row) => row.status),
  );

/** Every carrier's delivery replaced, as an operator's catalog would set it: the peer, its host key pinned. */
function deliverOverSftp(dataDir: string, peer: SftpPeer): void {
  withStore(dataDir, (db) => {
    const rows = db.prepare('SELECT id, edi FROM carriers WHERE edi IS NOT NULL').all() as {
      id: number;
      edi: string;
    }[];
    expect(rows.map((row) => row.id).sort()).toEqual(CARRIERS);
    const update = db.prepare('UPDATE carriers SET edi = ? WHERE id = ?');
    for (const row of rows) {
      const edi = JSON.parse(row.edi);
      edi.delivery = {
        kind: 'sftp',
        host: peer.host,
        port: peer.port,
        username: 'agency',
        outbound_dir: `/c${row.id}/in`,
        inbound_dir: `/c${row.id}/out`,
        secret_env: SECRET_ENV,
        host_key_sha256: peer.hostKeySha256,
      };
      update.run(JSON.stringify(edi), row.id);
    }
  });
}

/**
 * The lease a killed node held on its files runs out (five minutes, feedSending.ts) without the test
 * waiting for it: the time passes in the row, nothing else changes.
 */
const leasesRunOut = (dataDir: string) =>
  withStore(dataDir, (db) =>
    db
      .prepare("UPDATE carrier_feed_files SET lease_until = '2000-01-01T00:00:00.000Z' WHERE sent_at IS NULL")
      .run(),
  );

async function sftpPeerIn(root: string): Promise<SftpPeer> {
  for (const carrier of CARRIERS) {
    fs.mkdirSync(path.join(root, `c${carrier}`, 'in'), { recursive: true });
    fs.mkdirSync(path.join(root, `c${carrier}`, 'out'), { recursive: true });
  }
  return startSftpPeer({ root, username: 'agency', password: PASSWORD });
}

const count = (list: readonly string[], item: string) => list.filter((entry) => entry === item).length;

/** Files (and .parts) under the peer's outbound folders, as paths from its root. */
const peerOutbound = (root: string): string[] =>
  CARRIERS.flatMap((carrier) =>
    fs.readdirSync(path.join(root, `c${carrier}`, 'in')).map((name) => `/c${carrier}/in/${name}`),
  );

/** Each 834 of the store renamed into place on the peer once, written once, and nothing else uploaded. */
function uploadedOnce(peer: SftpPeer, files: readonly FileRow[]): void {
  const renamed = peer.renamedTo();
  const opened = peer.openedForWriting();
  for (const file of files) {
    const carrier = file.file_name.split('_')[1];
    const remote = `/c${carrier}/in/${file.file_name}`;
    expect(count(renamed, remote), `${remote} renamed into place`).toBe(1);
    expect(count(opened, `${remote}.part`), `${remote}.part written`).toBe(1);
  }
  expect(renamed).toHaveLength(files.length);
  expect(opened).toHaveLength(files.length);
}

describe('the carrier feed on the real server, killed at exact points', () => {
  it('over SFTP: killed between the carrier’s rename and the store’s mark, the file then taken by the carrier, it is not delivered again after a restart', {
    timeout: timeoutForStarts(2, 120_000),
  }, async () => {
    const root = tempFolder('bs-feed-crash-peer-');
    const peer = await sftpPeerIn(root);
    try {
      const dataDir = tempFolder('bs-feed-crash-');
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = { DATA_DIR: dataDir, PUBLIC_URL: base, FEED_EVERY_MS: '500', [SECRET_ENV]: PASSWORD };
      const first = await startServer(port, env);
      running.push(first);
      deliverOverSftp(dataDir, peer);
      let killedAfter = '';
      // The exact point: the peer has renamed the whole file into place; the store never hears of it.
      peer.failNext({
        kind: 'hold-after-rename',
        onRenamed: (renamedTo) => {
          killedAfter = renamedTo;
          fs.rmSync(path.join(root, renamedTo));
          process.kill(-(first.pid as number), 'SIGKILL');
        },
      });
      const { policyId } = await submittedEnrollment(new RealBrowser(base));
      await expect.poll(() => alive(first.pid as number), { timeout: 60_000, interval: 200 }).toBe(false);
      expect(killedAfter).toMatch(/^\/c\d\/in\/834_\d_\d{9}\.x12$/);
      const [killed] = fileRows(dataDir).filter((file) => killedAfter.endsWith(`/${file.file_name}`));
      expect(killed).toMatchObject({ sent_at: null, delivering_at: expect.any(String) });

      leasesRunOut(dataDir);
      const second = await startServer(port, env);
      running.push(second);
      await expect
        .poll(() => fileRows(dataDir).every((file) => file.sent_at !== null), {
          timeout: 60_000,
          interval: 250,
        })
        .toBe(true);
      await expect
        .poll(() => itemStatuses(dataDir, policyId), { timeout: 30_000, interval: 250 })
        .toEqual(expect.arrayContaining(['sent']));
      expect(itemStatuses(dataDir, policyId).every((status) => status === 'sent')).toBe(true);
      const files = fileRows(dataDir);
      uploadedOnce(peer, files);
      // Taken by the carrier, never put back; the others delivered whole; no .part anywhere.
      expect(peerOutbound(root).sort()).toEqual(
        files
          .map((file) => `/c${file.file_name.split('_')[1]}/in/${file.file_name}`)
          .filter((remote) => remote !== killedAfter)
          .sort(),
      );
      await killGroup(second);
    } finally {
      await peer.close();
    }
  });

  it('in a carrier’s folder: killed between the rename and the mark, the file then taken by the carrier, it is not delivered again after a restart', {
    timeout: timeoutForStarts(2, 120_000),
  }, async () => {
    const dataDir = tempFolder('bs-feed-crash-files-');
    const outbound = (carrier: number) => path.join(dataDir, 'outbound', String(carrier));
    // The exchange's rename in a folder is a hard link, then the .part's unlink (carrierFolders.ts). No
    // hook in the store: strace holds the thread that unlinks a first or second 834's .part at that
    // call's exit, for ten minutes. The unlink is done (the carrier sees the file, no .part), and the
    // store cannot go on to its mark before the test kills it.
    const parts = CARRIERS.flatMap((carrier) =>
      [1, 2].map((number) =>
        path.join(outbound(carrier), `834_${carrier}_${String(number).padStart(9, '0')}.x12.part`),
      ),
    );
    const heldAfterUnlink = [
      'strace',
      '-f',
      '-qq',
      '--seccomp-bpf',
      '-o',
      '/dev/null',
      '-e',
      'trace=unlink,unlinkat',
      '-e',
      'inject=unlink,unlinkat:delay_exit=600000000',
      ...parts.flatMap((part) => ['-P', part]),
    ];
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PUBLIC_URL: base, FEED_EVERY_MS: '500' };
    const first = await startServer(port, env, heldAfterUnlink);
    running.push(first);
    const { policyId } = await submittedEnrollment(new RealBrowser(base));
    /** The held file: under its name, its .part gone. */
    const renamed = () => parts.find((part) => !fs.existsSync(part) && fs.existsSync(part.slice(0, -5)));
    await expect.poll(renamed, { timeout: 60_000, interval: 100 }).toBeDefined();
    const held = (renamed() as string).slice(0, -5);
    fs.rmSync(held);
    const server = fs.readFileSync(`/proc/${first.pid}/task/${first.pid}/children`, 'utf8').trim();
    expect(server).toMatch(/^\d+$/);
    await killGroup(first);
    // strace ends first; the server it held, in the same group, a moment later.
    await expect.poll(() => alive(Number(server)), { timeout: 30_000, interval: 100 }).toBe(false);
    const [killed] = fileRows(dataDir).filter((file) => held.endsWith(`/${file.file_name}`));
    expect(killed).toMatchObject({ sent_at: null, delivering_at: expect.any(String) });

    leasesRunOut(dataDir);
    const second = await startServer(port, env);
    running.push(second);
    await expect
      .poll(() => fileRows(dataDir).every((file) => file.sent_at !== null), {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(true);
    await expect
      .poll(() => itemStatuses(dataDir, policyId), { timeout: 30_000, interval: 250 })
      .toEqual(expect.arrayContaining(['sent']));
    expect(itemStatuses(dataDir, policyId).every((status) => status === 'sent')).toBe(true);
    // A few more rounds: the taken file is not written again, nor its .part.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(fs.existsSync(held)).toBe(false);
    expect(fs.existsSync(`${held}.part`)).toBe(false);
    const others = fileRows(dataDir).filter((file) => !held.endsWith(`/${file.file_name}`));
    const delivered = CARRIERS.flatMap((carrier) =>
      fs.existsSync(outbound(carrier)) ? fs.readdirSync(outbound(carrier)) : [],
    );
    expect(delivered.sort()).toEqual(others.map((file) => file.file_name).sort());
    await killGroup(second);
  });

  it('over SFTP: a rename done but answered with a failure counts as delivered once, whether the carrier took the file at once or not', {
    timeout: timeoutForStarts(1, 120_000),
  }, async () => {
    const root = tempFolder('bs-feed-fail-rename-peer-');
    const peer = await sftpPeerIn(root);
    try {
      const dataDir = tempFolder('bs-feed-fail-rename-');
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = await startServer(port, {
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        FEED_EVERY_MS: '500',
        [SECRET_ENV]: PASSWORD,
      });
      running.push(server);
      deliverOverSftp(dataDir, peer);
      const browser = new RealBrowser(base);
      for (const carrierTakesIt of [true, false]) {
        const renamedBefore = peer.renamedTo().length;
        peer.failNext({ kind: 'fail-after-rename', carrierTakesIt });
        const { policyId } = await submittedEnrollment(browser);
        await expect
          .poll(() => fileRows(dataDir).every((file) => file.sent_at !== null), {
            timeout: 60_000,
            interval: 250,
          })
          .toBe(true);
        await expect
          .poll(() => itemStatuses(dataDir, policyId), { timeout: 30_000, interval: 250 })
          .toEqual(expect.arrayContaining(['sent']));
        expect(itemStatuses(dataDir, policyId).every((status) => status === 'sent')).toBe(true);
        const answeredFailure = peer.renamedTo()[renamedBefore] as string;
        expect(answeredFailure).toMatch(/^\/c\d\/in\/834_\d_\d{9}\.x12$/);
        expect(fs.existsSync(path.join(root, answeredFailure))).toBe(!carrierTakesIt);
      }
      // A few more rounds: nothing is sent again.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const files = fileRows(dataDir);
      expect(files.every((file) => file.last_error === null)).toBe(true);
      uploadedOnce(peer, files);
      expect(peerOutbound(root).every((remote) => !remote.endsWith('.part'))).toBe(true);
      await killGroup(server);
    } finally {
      await peer.close();
    }
  });
});
