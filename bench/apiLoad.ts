import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { CONTACT_CHECKS_PER_WINDOW } from '../src/server/steps/contact/contactCheckLimit';
import {
  checkedOutShopper,
  loadAverage,
  newFilterListTimes,
  newShopper,
  type Shopper,
  startServer,
  stepBodies,
} from './benchServer';
import { writeGeneratedPackage } from './catalogPackageGenerator';
import { raiseMeasuringPriority } from './measuringPriority';

/**
 * Load on the busiest shopper calls, from this process against the real server in another, on the
 * catalog with 10,000 extra plans: get-filtered-plans and get-plan-pricing-detail at 200 requests a
 * second, the same server sending a static JSON file of the same bytes as the ceiling, and step
 * saves (Personal, Contact) of many checked-out shoppers, each with its own cookie, at 100 a second.
 * Budgets (issue 11): p99 ≤ 50 ms for each; get-filtered-plans at least half the static file's
 * requests a second; no errors. `npm run bench:api`; BENCH_SECONDS per run (default 10),
 * BENCH_PORT (default 3301), BENCH_DEMO=1 also measures the demo catalog. Exits 1 over budget.
 * BENCH_GATE_ONLY=1 (`npm test`) makes only the runs a budget reads: every paced run a p99 gates
 * (the static file's latency gates nothing), and the full-speed runs of the plan list and the static
 * file, whose ratio is gated, at half length (an average of thousands of requests a second settles
 * sooner than a p99); the other full-speed runs are figures for the table, not budgets.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GATE_ONLY = process.env.BENCH_GATE_ONLY === '1';
const MAX_SECONDS = GATE_ONLY ? Math.max(1, Math.round(SECONDS / 2)) : SECONDS;
const PORT = Number(process.env.BENCH_PORT ?? 3301);
const CATALOG_RATE = 200;
const STEP_RATE = 100;
// The target is 50 ms; npm test's short run on a shared CI machine may gate looser (test.sh).
const P99_BUDGET_MS = Number(process.env.BENCH_P99_BUDGET_MS ?? 50);
const STATIC_SHARE_BUDGET = 0.5;
/** Contact saves are limited to 30 a shopper in 15 minutes: enough shoppers, Contact one round in 4 (see stepSaveRequests). */
const STEP_SHOPPERS = 100;
const STATIC_FILE = 'bench-static.json';

interface Row {
  catalog: string;
  call: string;
  bytes: number;
  /** Requests a second at full speed; null when not measured (BENCH_GATE_ONLY, not gated). */
  maxRps: number | null;
  rate: number;
  /** At the steady rate; null when not measured (BENCH_GATE_ONLY, not gated). */
  p50AtRate: number | null;
  p99AtRate: number | null;
  errors: number;
}

/** Which of a call's two runs to make: both, unless BENCH_GATE_ONLY leaves out the one no budget reads. */
interface Runs {
  max: boolean;
  paced: boolean;
}
const BOTH: Runs = { max: true, paced: true };
const gated = (runs: Runs): Runs => (GATE_ONLY ? runs : BOTH);

type Requests = autocannon.Options['requests'];

async function run(url: string, headers: Record<string, string>, rate?: number, requests?: Requests) {
  return autocannon({
    url,
    headers,
    connections: 10,
    duration: rate ? SECONDS : MAX_SECONDS,
    ...(rate ? { overallRate: rate } : {}),
    ...(requests ? { requests } : {}),
  });
}

const failures = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;

/** Requests a second at full speed, then latency at a steady rate. */
async function measure(
  catalog: string,
  call: string,
  url: string,
  headers: Record<string, string>,
  rate: number,
  runs: Runs,
  requests?: { max: Requests; paced: Requests },
): Promise<Row> {
  const body = requests ? '' : await (await fetch(url, { headers })).text();
  const max = runs.max ? await run(url, headers, undefined, requests?.max) : null;
  const paced = runs.paced ? await run(url, headers, rate, requests?.paced) : null;
  return {
    catalog,
    call,
    bytes: Buffer.byteLength(body),
    maxRps: max ? Math.round(max.requests.average) : null,
    rate,
    p50AtRate: paced ? paced.latency.p50 : null,
    p99AtRate: paced ? paced.latency.p99 : null,
    errors: (max ? failures(max) : 0) + (paced ? failures(paced) : 0),
  };
}

/**
 * Personal saves and (one round in four) Contact saves of many checked-out shoppers, each with its own
 * cookie. A shopper sends Contact saves only while under the store's limit of contact checks per
 * enrollment, so a fast server's full-speed run is not answered 429 once it has sent that many.
 */
function stepSaveRequests(shoppers: Shopper[]): Requests {
  let next = 0;
  const contactSaves = new Map<string, number>();
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        const turn = next++;
        const shopper = shoppers[turn % shoppers.length] as Shopper;
        const bodies = stepBodies(shopper.id);
        const contacts = contactSaves.get(shopper.id) ?? 0;
        const personal =
          Math.floor(turn / shoppers.length) % 4 !== 3 || contacts >= CONTACT_CHECKS_PER_WINDOW;
        if (!personal) contactSaves.set(shopper.id, contacts + 1);
        return {
          ...request,
          method: 'POST',
          path: personal ? '/api/v1/save-personal-info' : '/api/v1/save-contact-info',
          headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
          body: personal ? bodies.personal : bodies.contact,
        };
      },
    },
  ];
}

async function benchCatalog(
  catalog: string,
  extraPlans: number,
  port: number,
  catalogPackage?: string,
): Promise<Row[]> {
  const server = await startServer(extraPlans, port, { [STATIC_FILE]: '{}' }, undefined, catalogPackage);
  try {
    const { base } = server;
    const shopper = await newShopper(base);
    const headers = { cookie: shopper.cookie };
    if (catalogPackage) console.log(`${catalog}: a new filter's first list ${await newFilterLists(base)}`);
    const plansUrl = `${base}/api/v1/get-filtered-plans?enrollment_id=${shopper.id}`;
    // The static baseline: the plan list's own bytes as a file, sent by the same server.
    fs.writeFileSync(
      path.join(server.webDir, STATIC_FILE),
      await (await fetch(plansUrl, { headers })).text(),
    );
    const rows = [await measure(catalog, 'get-filtered-plans', plansUrl, headers, CATALOG_RATE, BOTH)];
    rows.push(
      await measure(
        catalog,
        `static ${STATIC_FILE} (same bytes)`,
        `${base}/${STATIC_FILE}`,
        {},
        CATALOG_RATE,
        gated({ max: true, paced: false }),
      ),
    );
    rows.push(
      await measure(
        catalog,
        'get-plan-pricing-detail',
        `${base}/api/v1/get-plan-pricing-detail?pid=101&enrollment_id=${shopper.id}`,
        headers,
        CATALOG_RATE,
        gated({ max: false, paced: true }),
      ),
    );
    // A generated package's plans are not the demo's: the step saves (of demo plan 101's buyers) are the other run's.
    if (catalogPackage) return rows;
    // Shoppers of their own for each run: the paced run's mix is not changed by the full-speed run's saves.
    const stepRuns = gated({ max: false, paced: true });
    const pools: Shopper[][] = [[], []];
    for (const [index, pool] of pools.entries()) {
      if (index === 0 && !stepRuns.max) continue;
      for (let i = 0; i < STEP_SHOPPERS; i++) pool.push(await checkedOutShopper(base));
    }
    rows.push(
      await measure(
        catalog,
        `step saves (${STEP_SHOPPERS} shoppers)`,
        `${base}/api/v1/save-personal-info`,
        {},
        STEP_RATE,
        stepRuns,
        { max: stepSaveRequests(pools[0] as Shopper[]), paced: stepSaveRequests(pools[1] as Shopper[]) },
      ),
    );
    return rows;
  } finally {
    await server.stop();
  }
}

/** Ten shoppers of different ages, tiers and states, each one's first plan list timed (bench/coldPlanList.ts has the budget). */
async function newFilterLists(base: string): Promise<string> {
  const times = await newFilterListTimes(base, 10);
  return `median ${times[5]?.toFixed(0)} ms, max ${times[9]?.toFixed(0)} ms over 10 filters`;
}

console.log(raiseMeasuringPriority());
const started = Date.now();
const packagePlans = Number(process.env.BENCH_PACKAGE_PLANS ?? 0);
const packageDir = packagePlans > 0 ? fs.mkdtempSync(path.join(os.tmpdir(), 'bs-bench-package-')) : '';
if (packagePlans > 0) writeGeneratedPackage(packageDir, packagePlans);
const rows = [
  ...(process.env.BENCH_DEMO === '1' ? await benchCatalog('demo', 0, PORT) : []),
  ...(packagePlans > 0
    ? await benchCatalog(`package ${packagePlans} plans`, 0, PORT, packageDir)
    : await benchCatalog('10,000 extra plans', 10_000, PORT)),
];
if (packageDir) fs.rmSync(packageDir, { recursive: true, force: true });
console.log(
  `\n${SECONDS} s per paced run, ${MAX_SECONDS} s per full-speed run${GATE_ONLY ? ' (only the runs a budget reads: BENCH_GATE_ONLY)' : ''}, 10 connections; latency at a steady rate; load average ${loadAverage()}\n`,
);
console.log(
  'catalog            | call                               |   bytes | max req/s | at req/s | p50 ms | p99 ms | errors',
);
const shown = (value: number | null) => (value === null ? '–' : String(value));
for (const r of rows) {
  console.log(
    `${r.catalog.padEnd(18)} | ${r.call.padEnd(34)} | ${String(r.bytes).padStart(7)} | ${shown(r.maxRps).padStart(9)} | ${String(r.rate).padStart(8)} | ${shown(r.p50AtRate).padStart(6)} | ${shown(r.p99AtRate).padStart(6)} | ${r.errors}`,
  );
}
const problems: string[] = [];
for (const r of rows) {
  if (r.errors > 0) problems.push(`${r.catalog} ${r.call}: ${r.errors} errors`);
  if (r.catalog !== 'demo' && !r.call.startsWith('static') && (r.p99AtRate ?? 0) > P99_BUDGET_MS) {
    problems.push(`${r.catalog} ${r.call}: p99 ${r.p99AtRate} ms over ${P99_BUDGET_MS} ms at ${r.rate}/s`);
  }
}
for (const catalog of new Set(rows.map((r) => r.catalog))) {
  const plans = rows.find((r) => r.catalog === catalog && r.call === 'get-filtered-plans');
  const file = rows.find((r) => r.catalog === catalog && r.call.startsWith('static'));
  if (!plans || !file) continue;
  const share = (plans.maxRps ?? 0) / Math.max(1, file.maxRps ?? 0);
  console.log(`${catalog}: get-filtered-plans at ${Math.round(share * 100)} % of the static file's req/s`);
  if (catalog !== 'demo' && share < STATIC_SHARE_BUDGET) {
    problems.push(`${catalog} get-filtered-plans: ${Math.round(share * 100)} % of the static file's req/s`);
  }
}
console.log(`(${Math.round((Date.now() - started) / 1000)} s in all)`);
if (problems.length > 0) {
  console.error(`\nOver budget or with errors:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `\nWithin budget: p99 ≤ ${P99_BUDGET_MS} ms (catalog at ${CATALOG_RATE}/s, step saves at ${STEP_RATE}/s), get-filtered-plans ≥ ${STATIC_SHARE_BUDGET * 100} % of the static file, no errors.`,
);
