import net from 'node:net';
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

/** node itself with tsx as a loader, running a TypeScript entry of this repository (after `under`, such as strace). */
function entryCommand(entry: string, args: readonly string[], under: readonly string[]): string[] {
  return [...under, process.execPath, '--import', 'tsx', entry, ...args];
}

/**
 * A TypeScript entry of this repository run by node itself with tsx as a loader: the child's pid is
 * the program's own (or that of the command in `under`, such as strace, that runs it), and it leads a
 * process group, so killing the group reaches everything it started. Its standard error is collected
 * in `stderr()` (in place of the stream), its output in `outputText()`.
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
 * The real server (src/server/main.ts) on `port`, once /healthz answers 200, within the start budget
 * (processStart.ts); if it ends first or takes longer, the Error says so with what it printed.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  under: readonly string[] = [],
  options: GroupOptions = {},
): Promise<RunningProcess> {
  return startReady({
    ...options,
    name: 'the server (src/server/main.ts)',
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
