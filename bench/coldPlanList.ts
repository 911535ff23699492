import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { CATEGORIES } from '../src/domain/categories';
import type { PricingFilter } from '../src/domain/pricing';
import { applyPackage } from '../src/server/catalog/catalogApply';
import { checkPackageDir } from '../src/server/catalog/checkedPackage';
import { createDb } from '../src/server/db/database';
import { createSecretBox } from '../src/server/db/secretBox';
import { migrate } from '../src/server/migrations/migrate';
import { coverageDateOf } from '../src/server/pricing/coverageDate';
import { eligiblePlans } from '../src/server/pricing/eligiblePlans';
import { seedCatalog } from '../src/server/seed/seedCatalog';
import { loadAverage, newFilterListTimes, newShopper, startServer } from './benchServer';
import { writeGeneratedPackage } from './catalogPackageGenerator';

/**
 * The plan list for a filter nobody has asked for in the last minute: how long `eligiblePlans` holds the
 * event loop. better-sqlite3 answers on the event loop, so every request waits behind a new filter's
 * list; a kept filter costs nothing (bench/apiLoad.ts measures those). Each new tier, age, state,
 * tobacco, income or hours pays it once a minute. Prints the spread over 30 new filters, every category,
 * the way get-filtered-plans asks.
 *
 *   npx tsx bench/coldPlanList.ts                          # in process, the catalog with 10,000 extra plans
 *   COLD_PACKAGE_PLANS=2000 npx tsx bench/coldPlanList.ts  # in process, a generated package applied
 *   COLD_HTTP=1 npx tsx bench/coldPlanList.ts              # over HTTP: the real server, the package of
 *                                                          # COLD_PACKAGE_PLANS (default 2000) applied with
 *                                                          # `npm run catalog -- apply`
 *
 * Over HTTP the budget is 150 ms for every first list (issue 27). The bench exits 1 when the
 * slowest tenth is over it (p90); with COLD_STRICT=1 when any one is. On this shared two-core machine
 * at load 1–2 every list of five runs of 30 was under 137 ms; at load 3–4 the p90 stayed at 57–93 ms but
 * four runs in six had one list of 158–233 ms (the machine's other work, not the list: the same filters
 * take 20–60 ms), so the strict gate is for a quiet machine (docs/performance.md, thirteenth pass).
 *
 * COLD_PORT (default 3345) is the HTTP mode's port. docs/performance.md, twelfth and thirteenth passes.
 */
const HTTP_BUDGET_MS = 150;
if (process.env.COLD_HTTP === '1') {
  const plans = Number(process.env.COLD_PACKAGE_PLANS ?? 2000);
  const packageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-cold-http-'));
  writeGeneratedPackage(packageDir, plans);
  const server = await startServer(0, Number(process.env.COLD_PORT ?? 3345), {}, undefined, packageDir);
  try {
    // The first request of a fresh server also compiles what every later one shares: not a filter's
    // cost. In a state none of the timed filters is in (Illinois), so that no timed list is kept yet.
    const first = await newShopper(server.base, { zip: '60601' });
    await (
      await fetch(`${server.base}/api/v1/get-filtered-plans?enrollment_id=${first.id}`, {
        headers: { cookie: first.cookie },
      })
    ).text();
    const times = await newFilterListTimes(server.base, 30);
    const at = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(0);
    const max = times.at(-1) ?? 0;
    console.log(
      `over HTTP, a new filter's first list (30 filters, package of ${plans} plans): median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${max.toFixed(0)} ms; load average ${loadAverage()}`,
    );
    const strict = process.env.COLD_STRICT === '1';
    const gated = strict ? max : Number(at(0.9));
    if (gated > HTTP_BUDGET_MS) {
      console.error(
        `Over budget: ${strict ? 'a first list' : 'the slowest tenth of first lists'} took ${gated.toFixed(0)} ms (budget ${HTTP_BUDGET_MS} ms).`,
      );
      process.exitCode = 1;
    } else if (max > HTTP_BUDGET_MS) {
      console.log(
        `One or more first lists over ${HTTP_BUDGET_MS} ms (max ${max.toFixed(0)} ms); COLD_STRICT=1 fails on it.`,
      );
    }
  } finally {
    await server.stop();
    fs.rmSync(packageDir, { recursive: true, force: true });
  }
  process.exit();
}
const FILTERS = 30;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-cold-list-'));
const db = createDb({ sqliteFile: path.join(dir, 'store.db') });
try {
  await migrate(db);
  const packagePlans = Number(process.env.COLD_PACKAGE_PLANS ?? 0);
  await seedCatalog(db, {
    extraPlans: packagePlans > 0 ? 0 : 10_000,
    secretBox: createSecretBox(crypto.randomBytes(32)),
  });
  if (packagePlans > 0) {
    // COLD_PACKAGE_PLANS=2000: a generated package of that many plans (528 rates each) applied over the demo.
    const packageDir = path.join(dir, 'package');
    writeGeneratedPackage(packageDir, packagePlans);
    const check = await checkPackageDir(packageDir);
    if (!check.ok) throw new Error('the generated package has problems');
    await applyPackage(db, check.checked, null, new Date());
    if (process.env.COLD_SQL) await sql.raw(process.env.COLD_SQL).execute(db);
  }
  const categories = [...CATEGORIES];
  const coverage = coverageDateOf(null, new Date());
  const filter = (i: number): PricingFilter => ({
    tier: (['IO', 'IS', 'IC', 'IF'] as const)[i % 4] ?? 'IO',
    age: 20 + i,
    state: ['CA', 'NY', 'TX'][i % 3] ?? 'CA',
    smoker: i % 2 === 0,
    annualIncome: null,
    workingHours: null,
  });
  // The first call also reads what every later one shares (compiled statements, the active plans).
  await eligiblePlans(db, filter(-1), categories, Date.now(), coverage);
  const times: number[] = [];
  let plans = 0;
  // The longest the event loop was held: what another request waited at most behind these lists.
  const held = monitorEventLoopDelay({ resolution: 1 });
  held.enable();
  for (let i = 0; i < FILTERS; i++) {
    // A turn between lists, as between requests: the delay monitor sees each list's longest hold.
    await new Promise((resolve) => setImmediate(resolve));
    const started = performance.now();
    const list = await eligiblePlans(db, filter(i), categories, Date.now(), coverage);
    times.push(performance.now() - started);
    plans = Math.max(
      plans,
      [...list.values()].reduce((sum, each) => sum + each.length, 0),
    );
  }
  held.disable();
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
  const warm = performance.now();
  await eligiblePlans(db, filter(0), categories, Date.now(), coverage);
  console.log(
    `plan list for a new filter (${FILTERS} filters, up to ${plans} plans): median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms; a kept filter ${(performance.now() - warm).toFixed(2)} ms; the event loop held at most ${(held.max / 1e6).toFixed(1)} ms (p99 ${(held.percentile(99) / 1e6).toFixed(1)} ms); load average ${loadAverage()}`,
  );
} finally {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}
