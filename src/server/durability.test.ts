import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { enrollOverHttp, filterOverHttp } from '../../testing/httpShopper';
import { alive, killGroup } from '../../testing/processGroup';
import { listening, timeoutForStarts } from '../../testing/processStart';
import { freePort, startServer } from '../../testing/serverProcess';
import { answersOnDisk } from '../../testing/syscallTrace';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-durable-'));
const running: ChildProcess[] = [];

afterAll(async () => {
  for (const child of running) await killGroup(child);
  // The suite leaves no server behind.
  expect(running.filter((child) => alive(child.pid as number))).toEqual([]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the SQLite store', () => {
  // Two starts, each within the start budget.
  it('keeps an enrollment through kill -9 of the server and a restart', {
    timeout: timeoutForStarts(2),
  }, async () => {
    const port = await freePort();
    const first = await startServer(port, { DATA_DIR: dataDir });
    running.push(first);
    const enrollment = await enrollOverHttp(port);

    // SIGKILL right after the acknowledged save: no shutdown hook runs.
    await killGroup(first);
    // The server itself is gone, not only a wrapper: its pid is dead and nothing answers on its port,
    // so whatever answers after the restart is the new process.
    expect(alive(first.pid as number)).toBe(false);
    expect(await listening(port)).toBe(false);

    // The data is the owner's alone: the folder, the database (with its -wal file) and the key file.
    for (const name of ['.', 'store.db', 'store.db-wal', 'secret.key']) {
      const mode = fs.statSync(path.join(dataDir, name)).mode & 0o777;
      expect({ name, mode: mode.toString(8), othersOrGroup: mode & 0o077 }).toMatchObject({
        othersOrGroup: 0,
      });
    }

    const second = await startServer(port, { DATA_DIR: dataDir });
    running.push(second);
    expect(second.pid).not.toBe(first.pid);
    const read = await filterOverHttp(port, enrollment);
    expect(read.status).toBe(200);
    expect(read.filter).toMatchObject({ zip: '33101', state: 'FL', tier: 'IS' });
  });

  it('writes each answer only after what came before it is on disk (the real server under strace)', {
    timeout: timeoutForStarts(1),
  }, async () => {
    const port = await freePort();
    const traced = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-traced-'));
    const log = path.join(traced, 'syscalls.log');
    // Only the calls that write the WAL, sync it, and send answers; -y names each descriptor's file.
    const strace = ['strace', '-f', '--seccomp-bpf', '-qq', '-y', '-s', '48'];
    const calls = ['-e', 'trace=pwrite64,write,writev,fdatasync,fsync', '-o', log];
    const server = await startServer(port, { DATA_DIR: path.join(traced, 'data') }, [...strace, ...calls]);
    running.push(server);
    const enrollment = await enrollOverHttp(port);
    expect((await filterOverHttp(port, enrollment)).status).toBe(200);
    // strace writes each call's line once the call returns, perhaps after the answer has arrived.
    const answers = () => answersOnDisk(fs.readFileSync(log, 'utf8'));
    // /healthz while it started, the new enrollment (a write), and the read of its filter.
    await expect.poll(() => answers().length).toBeGreaterThanOrEqual(3);
    await killGroup(server);
    expect(answers().filter((answer) => answer.unsynced)).toEqual([]);
    expect(answers().map((answer) => answer.status)).not.toContain('HTTP/1.1 500');
    fs.rmSync(traced, { recursive: true, force: true });
  });
});
