import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { timeoutForStarts } from '../testing/processStart';

/**
 * `npm run test:security`: each attack of docs/security.md against the real server process. One
 * file at a time (each starts its own server, and some attacks measure how fast the server answers).
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    include: ['security/**/*.attack.test.ts'],
    environment: 'node',
    // The server built once into dist-server/: every attack runs against node on that build.
    globalSetup: ['testing/buildServerOnce.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    // Each file's beforeAll starts the server: its start budget (processStart.ts) and a minute more.
    hookTimeout: timeoutForStarts(1, 60_000),
  },
});
