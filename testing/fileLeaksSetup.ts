import { afterAll, beforeAll, expect, vi } from 'vitest';
import { handlesSettled, leaksBetween, type ProcessState, processState } from './fileLeaks';

/**
 * Set up before every test file of the projects that share a process between files (vitest.config.ts):
 * the file fails when it leaves something behind for the next one (fileLeaks.ts). What can be put
 * back is put back after it is reported (the clock, the environment), so one leak fails one file.
 */
let before: ProcessState;

beforeAll(() => {
  before = processState(vi.isFakeTimers());
});

afterAll(async () => {
  const fakeTimers = vi.isFakeTimers();
  vi.useRealTimers();
  await handlesSettled();
  const after = processState(fakeTimers);
  for (const name of Object.keys(process.env)) if (!(name in before.env)) delete process.env[name];
  Object.assign(process.env, before.env);
  expect(leaksBetween(before, after), 'left behind for the next test file').toEqual([]);
});
