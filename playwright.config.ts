import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromiumFlags';

// The server's port and one data folder for the run: set once here, inherited by the global setup
// (e2e/runServer.ts) and the workers, so a test can read the mail the server keeps there.
process.env.E2E_PORT ??= '3199';
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `bs-e2e-${process.pid}`);
const PORT = Number(process.env.E2E_PORT);

/** Real Chromium (Debian's) against the real server on a fresh SQLite data folder. */
export default defineConfig({
  testDir: 'e2e',
  // The real server on a fresh SQLite data folder, within the start budget; stopped and its folder
  // removed at the end (the setup's teardown).
  globalSetup: './e2e/runServer.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers, any test in either: no two tests share a person, an e-mail, a member link or a
  // session (e2e/uniqueNames.ts, e2e/builtEnrollment.ts), and the routes checked at 320 px are the
  // run's (e2e/routesFitPhone.ts). docs/architecture.md, "Tests", says what they still share.
  fullyParallel: true,
  // One retry in CI: a flaky step still fails the run if it fails twice, and shows as flaky in the report.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    screenshot: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
});
