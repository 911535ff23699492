import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { CATEGORIES } from '../src/domain/categories';
import type { PricingFilter } from '../src/domain/pricing';
import { createSecretBox } from '../src/server/adapters/secretBox';
import { applyPackage } from '../src/server/catalog/catalogApply';
import { checkPackageDir } from '../src/server/catalog/checkedPackage';
import { createDb } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { seedCatalog } from '../src/server/db/seed/seedCatalog';
import { coverageDateOf } from '../src/server/pricing/coverageDate';
import { eligiblePlans } from '../src/server/pricing/eligiblePlans';
import { loadAverage } from './benchServer';
import { writeGeneratedPackage } from './catalogPackageGenerator';

/**
 * The plan list for a filter nobody has asked for in the last minute, on the catalog with 10,000
 * extra plans (SQLite): how long `eligiblePlans` holds the event loop. better-sqlite3 answers on
 * the event loop, so every request waits behind a new filter's list; a kept filter costs nothing
 * (bench/apiLoad.ts measures those). Each new tier, age, state, tobacco, income or hours pays it once a
 * minute. `npx tsx bench/coldPlanList.ts` (about 20 s); prints the spread over 30 new filters, every
 * category, the way get-filtered-plans asks. A figure, not a budget: docs/performance.md, tenth pass.
 */
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
