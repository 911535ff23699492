import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * A started program whose output is kept: `stderr()` its standard error (in place of the stream),
 * `outputText()` its standard output, `closed` once it ended and both streams are drained. A program
 * that could not be started at all (no such command) has no pid and ends with `spawnError()` set.
 */
export type RunningProcess = ChildProcess & {
  stderr(): string;
  outputText(): string;
  closed: Promise<void>;
  spawnError(): Error | null;
};

/** How a process is started: its own process group by default; `echo` copies its standard error to ours as it comes. */
export interface GroupOptions {
  ownGroup?: boolean;
  echo?: boolean;
}

/**
 * Starts `command` (the program, then its arguments) from the repository's root. In its own process
 * group (the default) killing the group reaches everything it started; tests and benches start every
 * program this way so that a failed start can be cleaned up and explained by what the program printed.
 */
export function startGroup(
  command: readonly string[],
  env: NodeJS.ProcessEnv,
  options: GroupOptions = {},
): RunningProcess {
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: options.ownGroup ?? true,
  });
  let errors = '';
  let output = '';
  let spawnError: Error | null = null;
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    if (options.echo) process.stderr.write(chunk);
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // A command that does not exist: 'error' instead of a start (and 'close' still follows).
  child.once('error', (error) => {
    spawnError = error;
  });
  // 'close' comes after 'exit', once the output streams are drained too.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return Object.assign(child, {
    stderr: () => errors,
    outputText: () => output,
    closed,
    spawnError: () => spawnError,
  });
}

/** Ended, by its own exit (exitCode), by a signal (signalCode; exitCode stays null then), or never started. */
export function ended(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null || child.pid === undefined;
}

/** Whether a process with this pid exists (a signal 0 reaches it). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The program's exit, with its code and its output. */
export async function finished(
  child: RunningProcess,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  await child.closed;
  return { code: child.exitCode, stdout: child.outputText(), stderr: child.stderr() };
}

/** How long a killed group's output pipes may take to close after the child's exit. */
const PIPES_CLOSE_MS = 5_000;

/**
 * Kills the child's whole process group (or the child alone, if it leads none) with SIGKILL and waits
 * for it to end, and for its output pipes to close (a program started under strace: the traced node
 * holds them a moment after strace's exit), at most PIPES_CLOSE_MS, so no pipe is left open for the
 * next test file.
 */
export async function killGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return;
  const exited = ended(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    try {
      child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
  await exited;
  if ('closed' in child && child.closed instanceof Promise) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      child.closed,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, PIPES_CLOSE_MS);
      }),
    ]);
    clearTimeout(timer);
  }
}
