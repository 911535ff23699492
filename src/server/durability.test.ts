import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alive, freePort, killGroup, listening, startServer } from './testing/serverProcess';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-durable-'));
const running: ChildProcess[] = [];

afterAll(async () => {
  for (const child of running) await killGroup(child);
  // The suite leaves no server behind.
  expect(running.filter((child) => alive(child.pid as number))).toEqual([]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the SQLite store', () => {
  it('keeps an enrollment through kill -9 of the server and a restart', async () => {
    const port = await freePort();
    const first = await startServer(port, { DATA_DIR: dataDir });
    running.push(first);
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

    const second = await startServer(port, { DATA_DIR: dataDir });
    running.push(second);
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
