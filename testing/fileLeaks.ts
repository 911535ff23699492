import { hashesUnderWay } from '../src/server/adapters/passwordHash';

/**
 * What a test file could leave behind for the next file of the same worker, now that the server's
 * test files share one process (vitest `isolate: false`, issue 37): the environment, globals, the
 * clock, handles still open (a server listening, a socket, a database, a timer), and the process's
 * own module state (the password hash slots). The store's other module-level values are immutable
 * or keyed by a test app's own objects (WeakMaps): `catalog/demo` read once (seedCatalog.ts), the
 * per-request and per-app caches (filteredPlansPage.ts, configuredCheck.ts, ownerCookie.ts).
 */
export interface ProcessState {
  env: Record<string, string | undefined>;
  globals: string[];
  /** Open handles by kind (process.getActiveResourcesInfo), e.g. TCPServerWrap: 1. */
  handles: Record<string, number>;
  hashesUnderWay: number;
  fakeTimers: boolean;
  /** Date.now() minus the monotonic clock's idea of now: stays put unless someone replaced the clock. */
  clockSkewMs: number;
}

/** The state of this process now; `fakeTimers` is vitest's vi.isFakeTimers(), given by the caller. */
export function processState(fakeTimers: boolean): ProcessState {
  const handles: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) handles[kind] = (handles[kind] ?? 0) + 1;
  return {
    env: { ...process.env },
    globals: Object.getOwnPropertyNames(globalThis).sort(),
    handles,
    hashesUnderWay: hashesUnderWay(),
    fakeTimers,
    clockSkewMs: Date.now() - Number(process.hrtime.bigint() / 1_000_000n),
  };
}

/**
 * Handle kinds that come and go on their own, whoever made them: timers (a library's unref'd
 * timeouts, a pool's idle timer) and pending file-system and DNS requests. A kind outside this list
 * still open after a file is that file's: a listening server, a socket, a child process, a watcher.
 */
const TRANSIENT_HANDLES: ReadonlySet<string> = new Set([
  'Timeout',
  'Immediate',
  'FSReqCallback',
  'FSReqPromise',
  'GetAddrInfoReqWrap',
  'FileHandleCloseReq',
  'CloseReq',
  'Timer',
]);

/** How far the wall clock may move against the monotonic one in a file without a test moving it. */
const CLOCK_TOLERANCE_MS = 1000;

/** What changed from `before` to `after` that the next file would see: one sentence each, none when clean. */
export function leaksBetween(before: ProcessState, after: ProcessState): string[] {
  const leaks: string[] = [];
  for (const name of new Set([...Object.keys(before.env), ...Object.keys(after.env)])) {
    if (before.env[name] !== after.env[name])
      leaks.push(`process.env.${name} changed (${String(before.env[name])} → ${String(after.env[name])})`);
  }
  const globalsBefore = new Set(before.globals);
  const added = after.globals.filter((name) => !globalsBefore.has(name));
  if (added.length > 0) leaks.push(`globals added: ${added.join(', ')}`);
  for (const [kind, count] of Object.entries(after.handles)) {
    if (TRANSIENT_HANDLES.has(kind)) continue;
    const was = before.handles[kind] ?? 0;
    if (count > was) leaks.push(`${count - was} ${kind} handle(s) left open`);
  }
  if (after.hashesUnderWay > before.hashesUnderWay)
    leaks.push(`${after.hashesUnderWay} password hash(es) still running or queued`);
  if (after.fakeTimers && !before.fakeTimers) leaks.push('fake timers left on (vi.useRealTimers())');
  if (Math.abs(after.clockSkewMs - before.clockSkewMs) > CLOCK_TOLERANCE_MS)
    leaks.push(
      `the clock was moved by ${Math.round(after.clockSkewMs - before.clockSkewMs)} ms and not put back`,
    );
  return leaks;
}

/** A few turns of the event loop: a closed server's or socket's handle is gone once they have passed. */
export async function handlesSettled(): Promise<void> {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
}
