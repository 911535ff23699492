import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { projectFiles } from './testing/testProjects.ts';

/**
 * The tests as projects (issue 37; docs/architecture.md, "Tests"). The server's tests share a process
 * between files (`isolate: false`: the server's modules load once a worker, not once a file) and
 * fail a file that leaves anything behind for the next (testing/fileLeaksSetup.ts); every API test
 * app starts from a copy of the run's seeded store (testing/storeTemplateSetup.ts). The web's
 * component tests keep a fresh module graph per file. With TEST_DATABASE_URL set (scripts/test.sh
 * starts a throwaway PostgreSQL server), the API files run again on PostgreSQL in the same run.
 */
const files = projectFiles(import.meta.dirname, ['src', 'scripts', 'bench', 'testing']);
const postgresUrl = process.env.TEST_DATABASE_URL || '';
/** Every project the same: vitest wants one count for projects that run side by side. */
const WORKERS = Math.max(2, os.availableParallelism());

const shared = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  maxWorkers: WORKERS,
} as const;

/** A project whose files share each worker's process, checked for leaks between files. */
function sharedProcess(
  name: string,
  include: string[],
  options: { postgresUrl?: string; template?: boolean; serverBuild?: boolean } = {},
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      ...shared,
      name,
      include,
      isolate: false,
      setupFiles: ['testing/fileLeaksSetup.ts'],
      globalSetup: [
        // The server built once into dist-server/: the tests that start it or its commands run node on it.
        ...(options.serverBuild ? ['testing/buildServerOnce.ts'] : []),
        ...(options.template ? ['testing/storeTemplateSetup.ts'] : []),
      ],
      // The API tests' dialect (testing/testApp.ts): PostgreSQL only where the project names a server.
      env: { TEST_DATABASE_URL: options.postgresUrl ?? '' },
    },
  };
}

const onPostgres = (list: string[]) => list.filter((file) => file.endsWith('.api.test.ts'));

export default defineConfig({
  test: {
    ...shared,
    projects: [
      { extends: true, test: { ...shared, name: 'web', include: files.web, isolate: true } },
      sharedProcess('unit', files.unit, { serverBuild: true }),
      sharedProcess('api', files.api, { template: true }),
      sharedProcess('processes', files.processes, { serverBuild: true }),
      ...(postgresUrl
        ? [
            sharedProcess('api-postgres', files.api, { postgresUrl, template: true }),
            sharedProcess('processes-postgres', onPostgres(files.processes), {
              postgresUrl,
              serverBuild: true,
            }),
          ]
        : []),
    ],
  },
});
