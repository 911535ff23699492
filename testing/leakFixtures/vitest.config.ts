import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The leak check's own proof (testing/fileLeaks.test.ts runs this): two files in one shared process,
 * as the server's projects run them; the first leaves things behind, the second is clean.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    include: ['testing/leakFixtures/*.fixture.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers: 1,
    setupFiles: ['testing/fileLeaksSetup.ts'],
    sequence: { shuffle: false },
  },
});
