import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alive, killGroup, type RunningProcess } from '../../testing/processGroup';
import { startReady, timeoutForStarts } from '../../testing/processStart';
import { entryCommand, freePort } from '../../testing/serverProcess';
import { loadConfig } from './config';
import { openAddress } from './openAddress';

/** The demo's passwords are published: `npm start` listens on this machine only, unless HOST says otherwise. */

const running: RunningProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const child of running) await killGroup(child);
  expect(running.filter((child) => alive(child.pid as number))).toEqual([]);
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** Whether a connection to address:port is accepted (refused or timed out: false). */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, address);
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** This machine's first address other people on its network reach it by. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

describe('where the store listens', () => {
  it('is 127.0.0.1 unless HOST is set, and HOST is read as given', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '192.0.2.7' }).HOST).toBe('192.0.2.7');
    expect(() => loadConfig({ HOST: '' })).toThrow(/HOST/);
  });

  it('the start line names the address to open in a browser', () => {
    expect(openAddress('127.0.0.1', 3000)).toBe('http://localhost:3000');
    expect(openAddress('0.0.0.0', 4000)).toBe('http://localhost:4000');
    expect(openAddress('192.0.2.7', 3000)).toBe('http://192.0.2.7:3000');
    expect(openAddress('fd00::2', 3000)).toBe('http://[fd00::2]:3000');
  });

  // One real start, with no HOST: it prints where to open it and answers there, not on the network.
  it.skipIf(outsideAddress === undefined)(
    'the server started with no HOST prints its address and takes no connection from the network',
    { timeout: timeoutForStarts(1) },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-listen-'));
      folders.push(dataDir);
      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        SERVE_WEB: 'false',
      };
      delete env.HOST;
      const server = await startReady({
        name: 'the server (dist-server/main.js)',
        command: entryCommand('src/server/main.ts', []),
        env: { ...env, LOG_LEVEL: 'warn' },
        ready: { line: /The store is running: open / },
      });
      running.push(server);
      expect(server.outputText()).toContain(`The store is running: open http://localhost:${port}\n`);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      expect(await accepts(outsideAddress as string, port)).toBe(false);
    },
  );
});
