import net from 'node:net';
import { ended, type GroupOptions, killGroup, type RunningProcess, startGroup } from './processGroup';

/** A minute: what a server or browser needs to start on a busy two-core machine, with room to spare. */
const DEFAULT_START_BUDGET_MS = 60_000;
/** The longest a single try may wait for an answer, so that one hung connection cannot use the budget up. */
const TRY_LIMIT_MS = 5_000;
/** Tries start 100 ms apart and back off to this: twice a second, not a busy loop. */
const LONGEST_PAUSE_MS = 500;
/** How much of each output stream a failure shows. */
const TAIL_LINES = 40;
const TAIL_CHARACTERS = 4_000;
/** How long a failure waits for an ended program's last output to be read. */
const DRAIN_MS = 2_000;

/**
 * How long every program the tests and benches start may take to be ready: a minute, or
 * START_BUDGET_MS (milliseconds) on a machine slower than that. One budget for all of them, so that a
 * loaded machine slows a run down instead of failing it.
 */
export function startBudgetMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.START_BUDGET_MS?.trim();
  if (!raw) return DEFAULT_START_BUDGET_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`START_BUDGET_MS must be a whole number of milliseconds above 0, not "${raw}"`);
  return value;
}

/**
 * The timeout of a test or hook that starts `starts` programs one after the other: each may use the
 * whole start budget, and `restMs` is left for the test's own work, so the test runner's timeout never
 * ends a start that is still within its budget (and hides the start's own message).
 */
export function timeoutForStarts(starts: number, restMs = 30_000): number {
  return starts * startBudgetMs() + restMs;
}

/**
 * What "ready" means for a started program: an HTTP answer 2xx at `url`, a connection accepted on
 * `port` (127.0.0.1), or a line of its output (standard output or error) matching `line`.
 */
type Readiness = { url: string } | { port: number } | { line: RegExp };

/** What to start and what to wait for; `name` says what it is in messages ("the server", "Chromium"). */
export interface StartSpec extends GroupOptions {
  name: string;
  command: readonly string[];
  env: NodeJS.ProcessEnv;
  ready: Readiness;
  /** The start budget; START_BUDGET_MS (or a minute) when unset. */
  budgetMs?: number;
}

/** Whether anything answers on the port (a refused connection: nothing listens). */
export async function listening(port: number, limitMs = TRY_LIMIT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(limitMs, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function awaited(ready: Readiness): string {
  if ('url' in ready) return `an answer 2xx from ${ready.url}`;
  if ('port' in ready) return `a connection accepted on 127.0.0.1:${ready.port}`;
  return `a line matching ${ready.line} in its output`;
}

function portOf(ready: Readiness): number | null {
  if ('port' in ready) return ready.port;
  if ('url' in ready) {
    const url = new URL(ready.url);
    return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  }
  return null;
}

/** One try: ready or not, and what was seen instead (for the failure's message). */
async function tryOnce(
  ready: Readiness,
  child: RunningProcess,
  limitMs: number,
): Promise<{ ready: boolean; seen: string }> {
  if ('line' in ready) {
    const found = ready.line.test(`${child.outputText()}\n${child.stderr()}`);
    return { ready: found, seen: 'no such line yet' };
  }
  if ('port' in ready) {
    return (await listening(ready.port, limitMs))
      ? { ready: true, seen: 'a connection' }
      : { ready: false, seen: 'no connection' };
  }
  try {
    const response = await fetch(ready.url, { signal: AbortSignal.timeout(limitMs) });
    await response.body?.cancel();
    return { ready: response.ok, seen: `HTTP ${response.status}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const name = (error as Error).name;
    if (name === 'TimeoutError') return { ready: false, seen: `no answer within ${limitMs} ms` };
    return { ready: false, seen: cause ?? (error as Error).message };
  }
}

function tail(text: string): string {
  const lines = text.trimEnd().split('\n');
  const last = lines.slice(-TAIL_LINES).join('\n');
  const cut = last.length > TAIL_CHARACTERS ? `…${last.slice(-TAIL_CHARACTERS)}` : last;
  if (!cut) return '  (nothing)';
  const skipped = lines.length > TAIL_LINES ? `  (the last ${TAIL_LINES} of ${lines.length} lines)\n` : '';
  return `${skipped}${cut.replace(/^/gm, '  ')}`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** How the start ended: never started, stopped by us at the budget's end, or ended by itself. */
function howItEnded(child: RunningProcess, waited: Waited): string {
  const spawnError = child.spawnError();
  if (spawnError) return `could not be started (${spawnError.message})`;
  if (waited.stopped)
    return `was not ready within ${seconds(waited.ms)} (the start budget, START_BUDGET_MS=${waited.budgetMs}); it was still running (pid ${child.pid}) and is stopped now`;
  if (child.signalCode !== null) return `ended by ${child.signalCode} after ${seconds(waited.ms)}`;
  return `ended with exit code ${child.exitCode} after ${seconds(waited.ms)}`;
}

interface Waited {
  ms: number;
  budgetMs: number;
  lastSeen: string;
  stopped: boolean;
}

/** The failure's text: what was awaited, for how long, how the program ended (or that it was stopped), and what it printed. */
function startFailure(spec: StartSpec, child: RunningProcess, waited: Waited): Error {
  return new Error(
    [
      `${spec.name} ${howItEnded(child, waited)}, waiting for ${awaited(spec.ready)} (the last try: ${waited.lastSeen}).`,
      `command: ${spec.command.join(' ')}`,
      `its standard output:\n${tail(child.outputText())}`,
      `its standard error:\n${tail(child.stderr())}`,
    ].join('\n'),
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a program in its own process group and resolves once it is ready (the spec's `ready`),
 * trying every 100 ms at first and every 500 ms later. If the program ends first, or is not ready
 * within the start budget, its group is killed and the Error says what was awaited, for how long,
 * how the program ended and the tail of what it printed. It refuses to start one on a port something
 * already answers on (that answer would be taken for the new program's).
 */
export async function startReady(spec: StartSpec): Promise<RunningProcess> {
  const budgetMs = spec.budgetMs ?? startBudgetMs();
  const port = portOf(spec.ready);
  if (port !== null && (await listening(port)))
    throw new Error(`${spec.name} was not started: something already answers on port ${port}.`);
  const startedAt = Date.now();
  const child = startGroup(spec.command, spec.env, spec);
  let lastSeen = 'none yet';
  let wait = 100;
  for (;;) {
    if (ended(child)) {
      const ms = Date.now() - startedAt;
      await Promise.race([child.closed, pause(DRAIN_MS)]);
      await killGroup(child);
      throw startFailure(spec, child, { ms, budgetMs, lastSeen, stopped: false });
    }
    const left = budgetMs - (Date.now() - startedAt);
    if (left <= 0) {
      const ms = Date.now() - startedAt;
      await killGroup(child);
      await Promise.race([child.closed, pause(DRAIN_MS)]);
      throw startFailure(spec, child, { ms, budgetMs, lastSeen, stopped: true });
    }
    const result = await tryOnce(spec.ready, child, Math.min(TRY_LIMIT_MS, left));
    if (result.ready && !ended(child)) return child;
    lastSeen = result.seen;
    await Promise.race([pause(Math.min(wait, Math.max(0, left))), child.closed]);
    wait = Math.min(wait * 2, LONGEST_PAUSE_MS);
  }
}
