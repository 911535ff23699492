import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:security`: each attack of docs/security.md against the real server process. One
 * file at a time (each starts its own server, and some attacks measure how fast the server answers).
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    include: ['security/**/*.attack.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    // A server start waits up to a minute for /healthz (serverProcess.ts) on a busy machine.
    hookTimeout: 120_000,
  },
});
