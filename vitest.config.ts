import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'testing/**/*.test.ts',
    ],
    environment: 'node',
    // The server built once into dist-server/: the tests that start it or its commands run node on it.
    globalSetup: ['testing/buildServerOnce.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
