import { type ChildProcess, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../testing/buildServerOnce';
import { CONTACT, PERSONAL } from '../testing/fixtures';
import { ended } from '../testing/processGroup';
import { startReady } from '../testing/processStart';
import { entryCommand } from '../testing/serverProcess';

/**
 * The real server for the API and memory benches: node on its build, `dist-server/main.js` (no
 * wrapper process, so the child's pid is the server's own, whose memory the memory bench reads),
 * on a fresh data folder with extra plans, serving a small web folder of its own (an index page and
 * the static baseline file), and shoppers made through the API as a browser would.
 */
export const ROOT = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  child: ChildProcess;
  base: string;
  /** The served web folder: a file written here is served at /<name>. */
  webDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the server with `extraPlans` more plans; `staticFiles` are served as /<name>. With `webDist`
 * it serves that build folder instead (the transfer bench asks a real build).
 */
export async function startServer(
  extraPlans: number,
  port: number,
  staticFiles: Record<string, string> = {},
  webDist?: string,
  /** A catalog package applied to the running store, as an operator would (`npm run catalog -- apply`). */
  catalogPackage?: string,
): Promise<BenchServer> {
  // The server's build from the source as it is now (well under a second).
  buildServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-bench-'));
  const webDir = webDist ?? path.join(dataDir, 'web');
  if (!webDist) {
    fs.mkdirSync(webDir);
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>bench</title>');
  }
  // Static routes are registered at start for the files present: write them now, fill them later.
  for (const [name, text] of Object.entries(staticFiles)) fs.writeFileSync(path.join(webDir, name), text);
  // BENCH_SERVER_FLAGS: more node flags for the server, e.g. --cpu-prof to profile it under load.
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const base = `http://127.0.0.1:${port}`;
  // In the bench's own process group, so that Ctrl-C stops it too; its errors show as they come.
  const child = await startReady({
    name: 'the bench server (dist-server/main.js)',
    // BENCH_SERVER_FLAGS go to node itself, before the entry's file.
    command: entryCommand('src/server/main.ts', []).toSpliced(1, 0, ...flags),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PLANS: String(extraPlans),
      SERVE_WEB: 'true',
      WEB_DIST: webDir,
      LOG_LEVEL: 'error',
      // The load comes from one address: thousands of shoppers, where a real store sees thousands of addresses.
      NEW_ENROLLMENTS_PER_ADDRESS: '1000000',
    },
    ready: { url: `${base}/healthz` },
    ownGroup: false,
    echo: true,
  }).catch((error: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  if (catalogPackage) {
    const [node = '', ...apply] = entryCommand('src/server/catalogCommand.ts', ['apply', catalogPackage]);
    const applied = spawnSync(node, apply, {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
      encoding: 'utf8',
    });
    console.log(applied.stdout.trim().split('\n').at(-1));
    if (applied.status !== 0) throw new Error(`catalog apply failed: ${applied.stderr}`);
    // Each node keeps the version in effect a few seconds (pricing/rateVersion.ts).
    await new Promise((resolve) => setTimeout(resolve, 6_000));
  }
  const stop = async () => {
    if (!ended(child)) child.kill('SIGTERM');
    await child.closed;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { child, base, webDir, stop };
}

/** A shopper: a browser's owner cookie and its enrollment. */
export interface Shopper {
  cookie: string;
  id: string;
}

async function call(base: string, method: string, url: string, cookie: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { data: unknown };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
  return { response, data: answer.data as Record<string, unknown> };
}

/** A new browser with an enrollment for a 40-year-old in California (its own cookie). */
export async function newShopper(
  base: string,
  filter: { dob?: string; tier?: 'IO' | 'IS' | 'IC' | 'IF'; zip?: string } = {},
): Promise<Shopper> {
  const created = await call(base, 'POST', '/api/v1/add-filter-for-new-user', '', {
    zip: filter.zip ?? '90210',
    gender: '1',
    tier: filter.tier ?? 'IO',
    dob: filter.dob ?? '04/12/1985',
  });
  const cookie = String(created.response.headers.get('set-cookie')).split(';')[0] ?? '';
  return { cookie, id: String(created.data.temp_enrollment_id) };
}

/** A shopper through the cart: the demo dental plan (101) at its cheapest, checked out. */
export async function checkedOutShopper(base: string): Promise<Shopper> {
  const shopper = await newShopper(base);
  const { cookie, id } = shopper;
  const pricing = await call(
    base,
    'GET',
    `/api/v1/get-plan-pricing-detail?pid=101&enrollment_id=${id}`,
    cookie,
  );
  const option = (pricing.data.plans as { plan_pricing_id: number }[])[0];
  if (!option) throw new Error('the dental plan has no price');
  await call(base, 'POST', '/api/v1/add-plan-to-cart', cookie, {
    enrollment_id: id,
    plan_id: 101,
    plan_pricing_id: option.plan_pricing_id,
  });
  const dates = await call(base, 'GET', `/api/v1/get-cart-effective-dates?enrollment_id=${id}`, cookie);
  await call(base, 'POST', '/api/v1/cart-checkout', cookie, {
    enrollment_id: id,
    effective_date: (dates.data.result as string[])[0],
  });
  return shopper;
}

/** The bodies of the Personal and Contact saves, for a shopper. */
export function stepBodies(id: string): { personal: string; contact: string } {
  return {
    personal: JSON.stringify({ enrollment_id: id, ...PERSONAL }),
    contact: JSON.stringify({ enrollment_id: id, ...CONTACT }),
  };
}

/** The machine's load average now, for the report. */
/** Zips of states with rates of their own in a generated package (CA, NY, TX) and one without (WA). */
const ZIPS = ['90210', '10001', '73301', '98101'];

/**
 * `count` new shoppers, each of a filter nobody has asked for yet (age, tier and state), each one's first
 * plan list timed over HTTP as the browser asks it: nothing is kept for that filter yet. Answers the
 * times in ms, sorted.
 */
export async function newFilterListTimes(base: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const year = 1940 + ((i * 7) % 62);
    const shopper = await newShopper(base, {
      dob: `${String(1 + (i % 12)).padStart(2, '0')}/1${i % 10}/${year}`,
      tier: (['IO', 'IS', 'IC', 'IF'] as const)[i % 4],
      zip: ZIPS[Math.floor(i / 4) % ZIPS.length],
    });
    const started = performance.now();
    const answer = await fetch(`${base}/api/v1/get-filtered-plans?enrollment_id=${shopper.id}`, {
      headers: { cookie: shopper.cookie },
    });
    await answer.text();
    if (!answer.ok) throw new Error(`get-filtered-plans: ${answer.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
