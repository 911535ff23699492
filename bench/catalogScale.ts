import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeGeneratedPackage } from './catalogPackageGenerator';

/**
 * The catalog issue's scale budget (issue 27): a generated package of 2,000 plans and about a million
 * rate rows validates and applies in at most 60 s with the process under 1 GB. Each command runs as the
 * operator runs it (node with tsx, the store a fresh SQLite file, or PostgreSQL when DATABASE_URL is
 * set), under /usr/bin/time for its wall time and peak resident memory.
 *
 *   npx tsx bench/catalogScale.ts            # CATALOG_PLANS=2000 by default
 */
const PLANS = Number(process.env.CATALOG_PLANS ?? 2000);
const SECONDS_BUDGET = 60;
const MEGABYTES_BUDGET = 1024;
const ROOT = path.resolve(import.meta.dirname, '..');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-catalog-scale-'));
try {
  const first = path.join(work, 'first');
  const second = path.join(work, 'second');
  const started = performance.now();
  const rows = writeGeneratedPackage(first, PLANS);
  writeGeneratedPackage(second, PLANS, 1.05);
  console.log(
    `generated two packages of ${PLANS} plans and ${rows} rate rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const env = { ...process.env, DATA_DIR: path.join(work, 'data'), STORE_MODE: 'demo', LOG_LEVEL: 'warn' };
  const run = (args: string[]) => {
    const result = spawnSync(
      '/usr/bin/time',
      ['-f', '%e %M', process.execPath, '--import', 'tsx', 'src/server/catalogCommand.ts', ...args],
      {
        cwd: ROOT,
        env,
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      },
    );
    const [seconds = 'NaN', kilobytes = 'NaN'] = (result.stderr.trim().split('\n').at(-1) ?? '').split(' ');
    const measured = { seconds: Number(seconds), megabytes: Number(kilobytes) / 1024 };
    const within = measured.seconds <= SECONDS_BUDGET && measured.megabytes <= MEGABYTES_BUDGET;
    console.log(
      `${args[0]} (${args.slice(2).join(' ') || 'now'}): exit ${result.status}, ${measured.seconds.toFixed(1)} s, peak ${measured.megabytes.toFixed(0)} MB ${within ? 'within' : 'OVER'} the budget (${SECONDS_BUDGET} s, ${MEGABYTES_BUDGET} MB); ${result.stdout.trim().split('\n').at(-1)}`,
    );
    return result.status === 0 && within;
  };
  const ok = [
    run(['validate', first]),
    // The first apply to an empty store, then a second version over it, effective later (both versions' rates kept).
    run(['apply', first]),
    run(['apply', second, '--effective', '01/01/2099']),
  ].every(Boolean);
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
