import fs from 'node:fs';
import { buildServer } from '../testing/buildServerOnce';
import { killGroup } from '../testing/processGroup';
import { startServer } from '../testing/serverProcess';
import { E2E_ENCRYPTION_KEY } from './testKey';

/**
 * Playwright's global setup: the real server for the whole run (port E2E_PORT, data folder
 * E2E_DATA_DIR, both set by playwright.config.ts), started as every test and bench starts a program
 * (testing/processStart.ts: the start budget, and a failure that says what the server
 * printed). The function it returns is the run's teardown: the server's process group is killed and
 * its data folder removed, mail and all.
 */
export default async function runServer(): Promise<() => Promise<void>> {
  const dataDir = String(process.env.E2E_DATA_DIR);
  fs.rmSync(dataDir, { recursive: true, force: true });
  // The server's build (dist-server/), made once for the run: the server and the commands specs run.
  buildServer();
  const server = await startServer(
    Number(process.env.E2E_PORT),
    {
      SERVE_WEB: 'true',
      DATA_DIR: dataDir,
      // A fixed test key, so a test can make a member link the server accepts.
      ENCRYPTION_KEY: E2E_ENCRYPTION_KEY,
      // Every journey starts new shoppers, all from this one address (a real store sees many addresses).
      NEW_ENROLLMENTS_PER_ADDRESS: '1000000',
      // Another build folder (vite build --outDir), so parallel runs in one tree do not share dist/.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    [],
    { echo: true },
  );
  return async () => {
    await killGroup(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
