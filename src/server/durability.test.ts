import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
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

/** The real server process (src/server/main.ts) on the SQLite file in dataDir. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(TSX, ['src/server/main.ts'], {
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
  });
  running.push(child);
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the SQLite store', () => {
  it('keeps an enrollment through kill -9 and a restart', async () => {
    const port = await freePort();
    const first = await startServer(port);
    const created = await fetch(`http://127.0.0.1:${port}/api/v1/add-filter-for-new-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zip: '33101', gender: '0', tier: 'IS', dob: '07/04/1970' }),
    });
    const cookie = String(created.headers.get('set-cookie')).split(';')[0] ?? '';
    const { data } = (await created.json()) as { data: { temp_enrollment_id: string } };
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));

    await startServer(port);
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
