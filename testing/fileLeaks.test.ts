import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { hashPassword } from '../src/server/adapters/passwordHash';
import { handlesSettled, leaksBetween, processState } from './fileLeaks';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('what a test file leaves for the next one in its process', () => {
  test('nothing, when a test closes what it opens', async () => {
    const before = processState(vi.isFakeTimers());
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await handlesSettled();
    expect(leaksBetween(before, processState(vi.isFakeTimers()))).toEqual([]);
  });

  test('a listening server, a changed variable, a global, fake timers and a moved clock, each named', async () => {
    const before = processState(vi.isFakeTimers());
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.LEFT_BY_THIS_TEST = 'yes';
    (globalThis as Record<string, unknown>).leftByThisTest = 1;
    vi.useFakeTimers({ now: new Date('2020-01-01T00:00:00Z') });
    try {
      expect(leaksBetween(before, processState(vi.isFakeTimers()))).toEqual([
        'process.env.LEFT_BY_THIS_TEST changed (undefined → yes)',
        'globals added: leftByThisTest',
        '1 TCPServerWrap handle(s) left open',
        'fake timers left on (vi.useRealTimers())',
        expect.stringMatching(/^the clock was moved by -\d+ ms and not put back$/),
      ]);
    } finally {
      vi.useRealTimers();
      delete process.env.LEFT_BY_THIS_TEST;
      delete (globalThis as Record<string, unknown>).leftByThisTest;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test('a password hash still under way', async () => {
    const before = processState(false);
    const hashing = hashPassword('a long enough password');
    expect(leaksBetween(before, processState(false))).toEqual([
      '1 password hash(es) still running or queued',
    ]);
    await hashing;
    expect(leaksBetween(before, processState(false))).toEqual([]);
  });

  test('fails the leaky file of a shared-process run, names what it left, and passes the clean file after it', async () => {
    const run = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        process.execPath,
        [
          path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
          'run',
          '--config',
          'testing/leakFixtures/vitest.config.ts',
          '--reporter',
          'verbose',
          '--no-color',
        ],
        { cwd: ROOT, env: { ...process.env, CI: 'true', NO_COLOR: '1' } },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
      );
    });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('testing/leakFixtures/a-leaves.fixture.ts');
    expect(run.output).toContain('process.env.LEFT_BEHIND_BY_A_TEST changed (undefined → yes)');
    expect(run.output).toContain('1 TCPServerWrap handle(s) left open');
    expect(run.output).toContain('fake timers left on (vi.useRealTimers())');
    expect(run.output).toMatch(/Test Files\s+1 failed \| 1 passed \(2\)/);
  }, 60_000);
});
