import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { submittedEnrollment } from '../../../testing/journey';
import { alive, killGroup } from '../../../testing/processGroup';
import { timeoutForStarts } from '../../../testing/processStart';
import { RealBrowser } from '../../../testing/realBrowser';
import { freePort, startServer } from '../../../testing/serverProcess';
import { type SmtpPeer, startSmtpPeer } from '../../../testing/smtpPeer';

const running: ChildProcess[] = [];
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

/** The server's outbox rows, read from its SQLite file as a second, read-only reader. */
function outboxRows(dataDir: string): Array<{
  kind: string;
  sending_at: string | null;
  handed_at: string | null;
  sent_at: string | null;
  attempts: number;
  last_error: string | null;
}> {
  const db = new Database(path.join(dataDir, 'store.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        "SELECT kind, sending_at, handed_at, sent_at, attempts, last_error FROM mail_outbox WHERE kind = 'receipt' ORDER BY created_at",
      )
      .all() as ReturnType<typeof outboxRows>;
  } finally {
    db.close();
  }
}

const receiptsFor = (peer: SmtpPeer, policyId: string) =>
  peer.received.filter((mail) => mail.text.includes(`Confirmation Number: ${policyId}`));

describe('the mail outbox on the real server', () => {
  it('a receipt cut off by kill -9 after it was handed over, before it was marked, is not sent again after a restart', {
    timeout: timeoutForStarts(2, 90_000),
  }, async () => {
    const peer = await startSmtpPeer();
    try {
      const dataDir = tempFolder('bs-mail-crash-');
      const port = await freePort();
      const env = { DATA_DIR: dataDir, SMTP_URL: peer.url, PUBLIC_URL: `http://127.0.0.1:${port}` };
      const first = await startServer(port, env);
      running.push(first);
      // The exact point: the mail server has the whole receipt; the store is killed before its answer.
      peer.answerNext({ onReceived: () => process.kill(-(first.pid as number), 'SIGKILL') });
      const before = await submittedEnrollment(new RealBrowser(`http://127.0.0.1:${port}`));
      await expect.poll(() => alive(first.pid as number), { timeout: 60_000, interval: 200 }).toBe(false);
      expect(receiptsFor(peer, before.policyId)).toHaveLength(1);
      expect(outboxRows(dataDir)).toEqual([
        expect.objectContaining({ handed_at: null, sent_at: null, sending_at: expect.any(String) }),
      ]);

      const second = await startServer(port, env);
      running.push(second);
      // Another receipt, after the restart, goes: the worker has run its rounds since.
      const after = await submittedEnrollment(new RealBrowser(`http://127.0.0.1:${port}`));
      await expect
        .poll(() => receiptsFor(peer, after.policyId).length, { timeout: 60_000, interval: 200 })
        .toBe(1);
      expect(receiptsFor(peer, before.policyId)).toHaveLength(1);
      // The one in doubt waits for an operator (docs/operations.md), still marked as handed to the server.
      const [cut, sent] = outboxRows(dataDir);
      expect(cut).toMatchObject({ handed_at: null, sent_at: null, attempts: 1 });
      expect(sent?.sent_at).not.toBeNull();
      await killGroup(second);
    } finally {
      await peer.close();
    }
  });

  /** Whether this machine lets a process mount a small filesystem of its own (a user namespace). */
  const ownMounts =
    spawnSync('unshare', ['-rm', 'sh', '-c', 'mount -t tmpfs -o size=64k tmpfs /mnt'], { stdio: 'ignore' })
      .status === 0;

  it.runIf(ownMounts)(
    'a mail folder on a disk that fills and empties again loses no receipt and leaves no empty or partial file',
    { timeout: timeoutForStarts(1, 120_000) },
    async () => {
      const dataDir = tempFolder('bs-mail-full-');
      const mailDir = path.join(dataDir, 'mail');
      fs.mkdirSync(mailDir, { mode: 0o700 });
      const port = await freePort();
      // The server's DATA_DIR/mail is a 4 MB filesystem of its own, seen only by it.
      const smallDisk = [
        'unshare',
        '-rm',
        'sh',
        '-c',
        'mount -t tmpfs -o size=4m,mode=700 tmpfs "$0" && exec "$@"',
        mailDir,
      ];
      const server = await startServer(
        port,
        { DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` },
        smallDisk,
      );
      running.push(server);
      // The same folder as the server sees it.
      const seen = path.join(`/proc/${server.pid}/root`, mailDir);
      const filler = path.join(seen, 'filler');
      // Fill the disk to the last byte.
      expect(() => fs.writeFileSync(filler, Buffer.alloc(8 * 1024 * 1024, 1))).toThrow(/ENOSPC/);

      const receipt = await submittedEnrollment(new RealBrowser(`http://127.0.0.1:${port}`));
      await expect
        .poll(() => outboxRows(dataDir)[0]?.last_error ?? '', { timeout: 60_000, interval: 200 })
        .toMatch(/ENOSPC/);
      // Nothing but the filler: no empty .eml, no temporary.
      expect(fs.readdirSync(seen)).toEqual(['filler']);
      expect(outboxRows(dataDir)[0]).toMatchObject({ sent_at: null, sending_at: null });

      // Room again: the receipt goes on a later try, whole, once.
      fs.rmSync(filler);
      await expect.poll(() => fs.readdirSync(seen).length, { timeout: 90_000, interval: 250 }).toBe(1);
      await expect.poll(() => outboxRows(dataDir)[0]?.sent_at ?? null, { timeout: 10_000 }).not.toBeNull();
      const [kept] = fs.readdirSync(seen);
      expect(kept).toMatch(/^[\dT-]+Z-[0-9a-f]{24}\.outbox.*\.eml$/);
      const message = fs.readFileSync(path.join(seen, kept as string), 'latin1');
      expect(message).toContain('Subject: Enrollment Receipt');
      expect(message.replace(/=\r?\n/g, '')).toContain(`Confirmation Number: ${receipt.policyId}`);
      expect(message.trimEnd().endsWith('--')).toBe(true);
      await killGroup(server);
    },
  );
});
