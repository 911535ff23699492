import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVER_BUILD_DIR } from '../src/server/serverBuild';
import { type GroupOptions, type RunningProcess, startGroup } from './processGroup';
import { startReady } from './processStart';

/** A port nothing listens on now, for a server a test starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The bundle of a server entry, named after its source file (`src/server/catalogCommand.ts` is
 * dist-server/catalogCommand.js), built once per run by the run's global setup
 * (testing/buildServerOnce.ts). Missing, the test fails at once saying how to build it, rather than
 * with a server that never answers.
 */
function builtEntry(entry: string): string {
  const file = path.join(SERVER_BUILD_DIR, `${path.basename(entry, '.ts')}.js`);
  if (!fs.existsSync(file)) {
    throw new Error(
      `The server build has no ${path.basename(file)} (for ${entry}) in ${SERVER_BUILD_DIR}: run \`npm run build:server\`, ` +
        'or run the tests through a config whose globalSetup is testing/buildServerOnce.ts (vitest.config.ts, ' +
        'security/vitest.config.ts; Playwright builds in e2e/runServer.ts)',
    );
  }
  return file;
}

/**
 * node itself on a server entry's bundle (builtEntry), source maps on so stack traces name src/, after
 * `under` (such as strace or /usr/bin/time): how the tests and benches run the server and its commands.
 */
export function entryCommand(
  entry: string,
  args: readonly string[],
  under: readonly string[] = [],
): string[] {
  return [...under, process.execPath, '--enable-source-maps', builtEntry(entry), ...args];
}

/**
 * A server entry of this repository (named by its source file, such as `src/server/catalogCommand.ts`)
 * run by node itself from its bundle in dist-server/ (builtEntry): the child's pid is the program's own
 * (or that of the command in `under`, such as strace, that runs it), and it leads a process group, so
 * killing the group reaches everything it started. Its standard error is collected in `stderr()` (in
 * place of the stream), its output in `outputText()`.
 */
export function runEntry(
  entry: string,
  args: string[],
  env: Record<string, string>,
  under: readonly string[] = [],
): RunningProcess {
  return startGroup(entryCommand(entry, args, under), { ...process.env, LOG_LEVEL: 'warn', ...env });
}

/**
 * The real server (src/server/main.ts, run from dist-server/main.js) on `port`, once /healthz answers
 * 200, within the start budget (processStart.ts); if it ends first or takes longer, the Error says so
 * with what it printed.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  under: readonly string[] = [],
  options: GroupOptions = {},
): Promise<RunningProcess> {
  return startReady({
    ...options,
    name: 'the server (dist-server/main.js)',
    command: entryCommand('src/server/main.ts', [], under),
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      ...env,
    },
    ready: { url: `http://127.0.0.1:${port}/healthz` },
  });
}
