import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ENCRYPTION_KEY } from './e2e/testKey';
import { CHROMIUM_FLAGS } from './scripts/chromiumFlags';

const PORT = Number(process.env.E2E_PORT ?? 3199);
// One data folder for the run: set once here, inherited by the workers, so a test can read the mail the server keeps there.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `bs-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;

/** Real Chromium (Debian's) against the real server on a fresh SQLite data folder. */
export default defineConfig({
  testDir: 'e2e',
  // The run's data folder is removed at the end; Playwright stops the server's whole process group.
  globalTeardown: './e2e/removeDataDir.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One retry in CI: a flaky step still fails the run if it fails twice, and shows as flaky in the report.
  retries: process.env.CI ? 1 : 0,
  workers: 1,
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
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx src/server/main.ts`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey starts new shoppers, all from this one address (a real store sees many addresses).
      NEW_ENROLLMENTS_PER_ADDRESS: '1000000',
      // A fixed test key, so a test can make a member link the server accepts.
      ENCRYPTION_KEY: E2E_ENCRYPTION_KEY,
      // Another build folder (vite build --outDir), so parallel runs in one tree do not share dist/.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
