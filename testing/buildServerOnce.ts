import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Builds the server into dist-server/ the way `npm run build:server` does (scripts/buildServer.mjs,
 * well under a second): every server and command a test, an attack or a bench starts runs node on
 * that build (testing/serverProcess.ts). A failed build throws with what esbuild said.
 */
export function buildServer(): void {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/buildServer.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    throw new Error(
      `The server build failed (node scripts/buildServer.mjs, exit ${run.status ?? run.signal}):\n${run.stderr}${run.error?.message ?? ''}`,
    );
  }
  process.stderr.write(run.stderr);
}

/** vitest's globalSetup (vitest.config.ts, security/vitest.config.ts): the build made once per run, before any test file. */
export default function setup(): void {
  buildServer();
}
