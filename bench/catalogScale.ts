import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer } from '../testing/buildServerOnce';
import { entryCommand } from '../testing/serverProcess';
import { writeGeneratedPackage } from './catalogPackageGenerator';

/**
 * The catalog issue's scale budget (issue 27): a generated package of 2,000 plans and about a million
 * rate rows validates and applies in at most 60 s with the process under 1 GB. Each command runs as the
 * operator runs it (node on the server's build, dist-server/catalogCommand.js), under /usr/bin/time for its wall time and peak resident memory (the
 * command's own process; PostgreSQL's server is another), on a fresh store: validate, apply to the empty
 * store, apply a second version over it effective later (both versions' rates kept), and diff of each
 * package against that store.
 *
 *   npx tsx bench/catalogScale.ts                       # SQLite; CATALOG_PLANS=2000 by default
 *   CATALOG_POSTGRES=1 npx tsx bench/catalogScale.ts    # a throwaway PostgreSQL (as root: run as the
 *                                                       # postgres user) on CATALOG_PG_PORT, default 54335
 *   DATABASE_URL=postgres://… npx tsx bench/catalogScale.ts  # a new database on that server, dropped after
 *
 * Exits 1 when a command fails or is over the budget.
 */
const PLANS = Number(process.env.CATALOG_PLANS ?? 2000);
const SECONDS_BUDGET = 60;
const MEGABYTES_BUDGET = 1024;
const ROOT = path.resolve(import.meta.dirname, '..');
const PG_PORT = Number(process.env.CATALOG_PG_PORT ?? 54335);

/** A PostgreSQL server of its own in a new folder (initdb, pg_ctl), the way scripts/test.sh starts one. */
function throwawayPostgres(): { url: string; stop: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-catalog-pg-'));
  const bin = fs
    .readdirSync('/usr/lib/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
    .at(-1);
  if (!bin) throw new Error('no PostgreSQL under /usr/lib/postgresql (apt-get install postgresql)');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  const run = (command: string) => {
    const result = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' })
      : spawnSync('/bin/sh', ['-c', command], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command}: ${result.stderr}`);
  };
  const data = path.join(dir, 'data');
  run(`'${bin}/initdb' -D '${data}' -U postgres --auth=trust -E UTF8 --no-locale >/dev/null`);
  // The server's own settings, fsync on: as an operator's would be.
  run(
    `'${bin}/pg_ctl' -D '${data}' -l '${data}/log' -o "-c listen_addresses=127.0.0.1 -p ${PG_PORT} -k ${dir}" -w start >/dev/null`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`,
    stop: () => {
      run(`'${bin}/pg_ctl' -D '${data}' -m fast -w stop >/dev/null`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

// The commands run from the server's build, made now from the source as it is.
buildServer();
const server = process.env.CATALOG_POSTGRES === '1' ? throwawayPostgres() : null;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-catalog-scale-'));
const adminUrl = server?.url ?? process.env.DATABASE_URL;
const database = adminUrl ? `bs_catalog_scale_${randomBytes(4).toString('hex')}` : null;
try {
  let databaseUrl: string | undefined;
  if (adminUrl && database) {
    await onServer(adminUrl, `CREATE DATABASE ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const first = path.join(work, 'first');
  const second = path.join(work, 'second');
  const started = performance.now();
  const rows = writeGeneratedPackage(first, PLANS);
  writeGeneratedPackage(second, PLANS, 1.05);
  console.log(
    `generated two packages of ${PLANS} plans and ${rows} rate rows in ${((performance.now() - started) / 1000).toFixed(1)} s; store: ${databaseUrl ? 'PostgreSQL' : 'SQLite'}`,
  );
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.join(work, 'data'),
    STORE_MODE: 'demo',
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const run = (args: string[]) => {
    const result = spawnSync(
      '/usr/bin/time',
      ['-f', '%e %M', ...entryCommand('src/server/catalogCommand.ts', args)],
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
      `${args[0]} (${args.slice(2).join(' ') || 'now'}): exit ${result.status}, ${measured.seconds.toFixed(1)} s, peak ${measured.megabytes.toFixed(0)} MB ${within ? 'within' : 'OVER'} the budget (${SECONDS_BUDGET} s, ${MEGABYTES_BUDGET} MB); ${result.stdout.trim().split('\n').join(' / ')}`,
    );
    if (result.status !== 0) console.log(result.stderr.trim().split('\n').slice(-5).join('\n'));
    return result.status === 0 && within;
  };
  const ok = [
    run(['validate', first]),
    // The first apply to an empty store, then a second version over it, effective later (both versions' rates kept).
    run(['apply', first]),
    run(['apply', second, '--effective', '01/01/2099']),
    // Against the store holding it (the newest version is the second): no change; then the first again,
    // every premium changed back.
    run(['diff', second]),
    run(['diff', first]),
  ].every(Boolean);
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  if (adminUrl && database) await onServer(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
