import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether anything answers on the port (a refused connection: nothing listens). */
export async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Ended, by its own exit (exitCode) or by a signal (signalCode; exitCode stays null then). */
export function ended(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
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
): RunningEntry {
  const command = [...under, process.execPath, '--import', 'tsx', entry, ...args];
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let errors = '';
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // 'close' comes after 'exit', once the output streams are drained too.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return Object.assign(child, { stderr: () => errors, outputText: () => output, closed });
}

export type RunningEntry = ChildProcess & { stderr(): string; outputText(): string; closed: Promise<void> };

/** The real server (src/server/main.ts) on `port`, once /healthz answers; throws with its error output if it ends first. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  under: readonly string[] = [],
): Promise<RunningEntry> {
  const child = runEntry(
    'src/server/main.ts',
    [],
    { PORT: String(port), HOST: '127.0.0.1', SERVE_WEB: 'false', ...env },
    under,
  );
  // Up to a minute: on a busy two-core machine a start has taken 17 s (tsx compiles the server first).
  for (let attempt = 0; attempt < 600; attempt++) {
    if (ended(child))
      throw new Error(`server ended (${child.exitCode ?? child.signalCode}): ${child.stderr()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await killGroup(child);
  throw new Error(`server did not start: ${child.stderr()}`);
}

/** The program's exit, with its code and its output. */
export async function finished(
  child: RunningEntry,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  await child.closed;
  return { code: child.exitCode, stdout: child.outputText(), stderr: child.stderr() };
}

/** Kills the child's whole process group with SIGKILL and waits for it to end. */
export async function killGroup(child: ChildProcess): Promise<void> {
  const exited = ended(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-(child.pid as number), 'SIGKILL');
  } catch {
    // already gone
  }
  await exited;
}
