import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { timeoutForStarts } from '../testing/processStart';

/**
 * `npm run test:security`: each attack of docs/security.md against the real server process. Two files
 * at a time, one a core (issue 37: one at a time left half the machine idle): each starts its own
 * server on a free port with its own data folder. The attacks that time the server's answers (the
 * slowest /healthz under a second, a sign-in under two) leave that much room for a neighbour.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    include: ['security/**/*.attack.test.ts'],
    environment: 'node',
    // The server built once into dist-server/: every attack runs against node on that build.
    globalSetup: ['testing/buildServerOnce.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    // Each file's beforeAll starts the server: its start budget (processStart.ts) and a minute more.
    hookTimeout: timeoutForStarts(1, 60_000),
  },
});
