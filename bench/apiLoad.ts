import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * Load on the two busiest catalog calls, from this process against the real server in another:
 * get-filtered-plans and get-plan-pricing-detail, on the demo catalog and on one of 10,000 extra
 * plans, beside the same server answering a static JSON file of the same size. Budget: p99 under
 * 50 ms at 200 requests a second on the large catalog. `npm run bench:api`; exits 1 over budget.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const RATE = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const P99_BUDGET_MS = 50;
const STATIC_FILE = 'bench-static.json';

interface Row {
  catalog: string;
  call: string;
  bytes: number;
  maxRps: number;
  p99AtRate: number;
  p50AtRate: number;
  errors: number;
}

async function startServer(
  extraPlans: number,
  port: number,
): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-bench-'));
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PLANS: String(extraPlans),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { child, dataDir };
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

async function run(url: string, headers: Record<string, string>, rate?: number) {
  return autocannon({
    url,
    headers,
    connections: 10,
    duration: SECONDS,
    ...(rate ? { overallRate: rate } : {}),
  });
}

async function measure(
  catalog: string,
  call: string,
  url: string,
  headers: Record<string, string>,
): Promise<Row> {
  const body = await (await fetch(url, { headers })).text();
  const max = await run(url, headers);
  const paced = await run(url, headers, RATE);
  return {
    catalog,
    call,
    bytes: body.length,
    maxRps: Math.round(max.requests.average),
    p99AtRate: paced.latency.p99,
    p50AtRate: paced.latency.p50,
    errors: max.errors + max.non2xx + paced.errors + paced.non2xx,
  };
}

async function benchCatalog(catalog: string, extraPlans: number, port: number): Promise<Row[]> {
  // The static baseline: a JSON file as large as the plan list, served by the same server.
  const staticPath = path.join(ROOT, 'dist', STATIC_FILE);
  fs.writeFileSync(staticPath, '{}');
  const { child, dataDir } = await startServer(extraPlans, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const created = await fetch(`${base}/api/v1/add-filter-for-new-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zip: '90210', gender: '1', tier: 'IO', dob: '04/12/1985' }),
    });
    const cookie = String(created.headers.get('set-cookie')).split(';')[0] ?? '';
    const id = ((await created.json()) as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    const headers = { cookie };
    const plansUrl = `${base}/api/v1/get-filtered-plans?enrollment_id=${id}`;
    const rows = [await measure(catalog, 'get-filtered-plans', plansUrl, headers)];
    rows.push(
      await measure(
        catalog,
        'get-plan-pricing-detail',
        `${base}/api/v1/get-plan-pricing-detail?pid=101&enrollment_id=${id}`,
        headers,
      ),
    );
    fs.writeFileSync(staticPath, await (await fetch(plansUrl, { headers })).text());
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    const again = await startServer(extraPlans, port);
    try {
      rows.push(await measure(catalog, `static ${STATIC_FILE} (same size)`, `${base}/${STATIC_FILE}`, {}));
    } finally {
      again.child.kill('SIGTERM');
      fs.rmSync(again.dataDir, { recursive: true, force: true });
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(staticPath, { force: true });
  }
}

const rows = [
  ...(await benchCatalog('demo', 0, 3301)),
  ...(await benchCatalog('10,000 extra plans', 10_000, 3302)),
];
console.log(`\n${SECONDS} s per run, 10 connections; latency at a steady ${RATE} requests a second\n`);
console.log(
  'catalog            | call                               |   bytes | max req/s | p50 ms | p99 ms | errors',
);
for (const r of rows) {
  console.log(
    `${r.catalog.padEnd(18)} | ${r.call.padEnd(34)} | ${String(r.bytes).padStart(7)} | ${String(r.maxRps).padStart(9)} | ${String(r.p50AtRate).padStart(6)} | ${String(r.p99AtRate).padStart(6)} | ${r.errors}`,
  );
}
const over = rows.filter(
  (r) => r.catalog !== 'demo' && !r.call.startsWith('static') && r.p99AtRate > P99_BUDGET_MS,
);
const failed = rows.filter((r) => r.errors > 0);
if (over.length > 0 || failed.length > 0) {
  console.error(
    `\nOver budget (p99 ${P99_BUDGET_MS} ms at ${RATE}/s) or with errors: ${[...over, ...failed].map((r) => `${r.catalog} ${r.call}`).join(', ')}`,
  );
  process.exit(1);
}
console.log(
  `\nWithin budget: p99 under ${P99_BUDGET_MS} ms at ${RATE} requests a second on the large catalog.`,
);
