import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alive, killGroup, type RunningProcess } from './processGroup';
import { listening, startBudgetMs, startReady, timeoutForStarts } from './processStart';
import { freePort, startServer } from './serverProcess';

/** node running a short script: a real child process. */
const script = (source: string) => [process.execPath, '-e', source];
const running: RunningProcess[] = [];
const folders: string[] = [];

afterAll(async () => {
  for (const child of running) await killGroup(child);
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** The pid a failure's message names for a program it stopped. */
const stoppedPid = (message: string) => Number(/\(pid (\d+)\)/.exec(message)?.[1]);

/** The Error a start failed with (the test fails if it did not). */
async function failure(start: Promise<RunningProcess>): Promise<string> {
  const outcome = await start.then(
    (child) => {
      running.push(child);
      return null;
    },
    (error: unknown) => String(error),
  );
  if (outcome === null) throw new Error('the start was expected to fail, and it succeeded');
  return outcome;
}

describe('the start budget', () => {
  it('is a minute unless START_BUDGET_MS says otherwise, and refuses a value that is not a number of milliseconds', () => {
    expect(startBudgetMs({})).toBe(60_000);
    expect(startBudgetMs({ START_BUDGET_MS: '180000' })).toBe(180_000);
    expect(() => startBudgetMs({ START_BUDGET_MS: 'a minute' })).toThrow(/START_BUDGET_MS/);
    expect(() => startBudgetMs({ START_BUDGET_MS: '0' })).toThrow(/START_BUDGET_MS/);
  });

  it('gives a test that starts programs the whole budget for each, and time for its own work', () => {
    expect(timeoutForStarts(2, 10_000)).toBe(2 * startBudgetMs() + 10_000);
  });
});

describe('startReady', () => {
  it('gives up on a program that never listens, says what it waited for and what it printed, and stops it', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/healthz`;
    const message = await failure(
      startReady({
        name: 'the silent program',
        command: script(
          "console.log('loading the catalog'); console.error('warning: slow disk'); setInterval(() => {}, 1000)",
        ),
        env: process.env,
        ready: { url },
        budgetMs: 1_500,
      }),
    );
    expect(message).toContain('the silent program was not ready within');
    expect(message).toContain('START_BUDGET_MS=1500');
    expect(message).toContain(`an answer 2xx from ${url}`);
    expect(message).toContain('ECONNREFUSED');
    expect(message).toContain('still running');
    expect(message).toMatch(/standard output:\n {2}loading the catalog/);
    expect(message).toMatch(/standard error:\n {2}warning: slow disk/);
    const pid = stoppedPid(message);
    expect(pid).toBeGreaterThan(0);
    expect(alive(pid)).toBe(false);
  });

  it('reports a program that ends before it is ready with its exit code and its last words', async () => {
    const port = await freePort();
    const message = await failure(
      startReady({
        name: 'the failing program',
        command: script(
          "console.log('starting'); console.error('ENCRYPTION_KEY is missing'); process.exit(3)",
        ),
        env: process.env,
        ready: { port },
      }),
    );
    expect(message).toContain('the failing program ended with exit code 3');
    expect(message).toContain(`a connection accepted on 127.0.0.1:${port}`);
    expect(message).toContain('ENCRYPTION_KEY is missing');
    expect(message).toContain('starting');
  });

  it('says so when the command cannot be started at all', async () => {
    const missing = path.join(os.tmpdir(), 'bs-no-such-program');
    const message = await failure(
      startReady({ name: 'Chromium', command: [missing], env: process.env, ready: { line: /DevTools/ } }),
    );
    expect(message).toContain('Chromium could not be started');
    expect(message).toContain('ENOENT');
  });

  it('resolves once the program listens, and refuses a second one on the port it holds', async () => {
    const port = await freePort();
    const listen = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`;
    const first = await startReady({
      name: 'the listener',
      command: script(`setTimeout(() => ${listen}, 300)`),
      env: process.env,
      ready: { url: `http://127.0.0.1:${port}/` },
    });
    running.push(first);
    expect(await listening(port)).toBe(true);
    const second = await failure(
      startReady({
        name: 'a second listener',
        command: script(listen),
        env: process.env,
        ready: { port },
      }),
    );
    expect(second).toContain(`something already answers on port ${port}`);
    await killGroup(first);
    expect(alive(first.pid as number)).toBe(false);
  });

  it('resolves once the program prints the awaited line', async () => {
    const child = await startReady({
      name: 'the printer',
      command: script(
        "setTimeout(() => console.error('DevTools listening on ws://x'), 300); setInterval(() => {}, 1000)",
      ),
      env: process.env,
      ready: { line: /^DevTools listening on ws:/m },
    });
    running.push(child);
    expect(child.stderr()).toContain('DevTools listening');
    await killGroup(child);
  });
});

describe('startServer', () => {
  it('names /healthz, the exit code and the server’s own words when the real server refuses to start', {
    timeout: timeoutForStarts(1),
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-start-'));
    folders.push(dataDir);
    const port = await freePort();
    const message = await failure(startServer(port, { STORE_MODE: 'production', DATA_DIR: dataDir }));
    expect(message).toContain(`http://127.0.0.1:${port}/healthz`);
    expect(message).toContain('ended with exit code 1');
    expect(message).toContain('ENCRYPTION_KEY');
  });
});
