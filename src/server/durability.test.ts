import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-durable-'));
const running: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether anything answers on the port (a refused connection: nothing listens). */
async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Ended, by its own exit (exitCode) or by a signal (signalCode; exitCode stays null then). */
function ended(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The real server (src/server/main.ts) on the SQLite file in dataDir, run by node itself with tsx as
 * a loader: the child's pid is the server's, and it leads a process group of its own, so a kill of the
 * group reaches everything it started.
 */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  });
  running.push(child);
  for (let attempt = 0; attempt < 150; attempt++) {
    if (ended(child)) throw new Error(`server ended (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

async function killGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid as number;
  const exited = ended(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
  await exited;
}

afterAll(async () => {
  for (const child of running) await killGroup(child);
  // The suite leaves no server behind.
  expect(running.filter((child) => alive(child.pid as number))).toEqual([]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the SQLite store', () => {
  it('keeps an enrollment through kill -9 of the server and a restart', async () => {
    const port = await freePort();
    const first = await startServer(port);
    const created = await fetch(`http://127.0.0.1:${port}/api/v1/add-filter-for-new-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zip: '33101', gender: '0', tier: 'IS', dob: '07/04/1970' }),
    });
    expect(created.status).toBe(200);
    const cookie = String(created.headers.get('set-cookie')).split(';')[0] ?? '';
    const { data } = (await created.json()) as { data: { temp_enrollment_id: string } };

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

    const second = await startServer(port);
    expect(second.pid).not.toBe(first.pid);
    const read = await fetch(
      `http://127.0.0.1:${port}/api/v1/get-enrollment-temp-info?enrollment_id=${data.temp_enrollment_id}&column=filter_info`,
      { headers: { cookie } },
    );
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: { result: unknown } }).data.result).toMatchObject({
      zip: '33101',
      state: 'FL',
      tier: 'IS',
    });
  });
});
