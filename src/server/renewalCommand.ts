import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseMdy } from '../domain/dates';
import { loadConfig } from './config';
import { createDb } from './db/database';
import { createSecretBox, existingKey } from './db/secretBox';
import { migrate } from './migrations/migrate';
import { renewalLines, runRenewals } from './renewal/renewalRound';

const USAGE = `Usage: npm run renewals -- [--date mm/dd/yyyy] [--dry-run]
Renews every policy whose carrier's (or group's) plan year has renewed on or before the date (today by
default) and sends the notices due that day, as the server's housekeeping does every few minutes. A policy
already renewed, or a notice already queued, is left alone. docs/operations.md "Renewals".
  --date mm/dd/yyyy   the day to renew as of (today when left out)
  --dry-run           print what would renew and which notices would go; change nothing`;

/** A reason the command stops: printed as it is. */
class UsageError extends Error {}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      date: { type: 'string' },
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const today = values.date === undefined ? undefined : parseMdy(values.date);
  if (today === null)
    throw new UsageError(`--date must be a date as mm/dd/yyyy, not "${values.date}"\n${USAGE}`);
  const config = loadConfig();
  const sqliteFile = path.join(config.dataDir, 'store.db');
  if (!config.DATABASE_URL && !fs.existsSync(sqliteFile))
    throw new UsageError(`No store at ${sqliteFile}: run it with the server's DATA_DIR or DATABASE_URL.`);
  // The server's key: the member's name in a notice is sealed with it.
  const key = existingKey(config.ENCRYPTION_KEY, config.dataDir);
  if (!key) throw new UsageError("No key: run it with the server's ENCRYPTION_KEY or DATA_DIR.");
  const db = createDb({ databaseUrl: config.DATABASE_URL, sqliteFile });
  try {
    await migrate(db);
    const dryRun = values['dry-run'] === true;
    const round = await runRenewals(
      { db, secretBox: createSecretBox(key), now: () => new Date() },
      { today, dryRun },
    );
    const would = dryRun ? 'would renew' : 'renewed';
    for (const policy of round.renewed) for (const line of renewalLines(policy)) console.log(line);
    console.log(`${round.renewed.length} ${round.renewed.length === 1 ? 'policy' : 'policies'} ${would}.`);
    for (const policy of round.noticed)
      for (const line of renewalLines(policy)) console.log(`notice: ${line}`);
    console.log(
      `${round.noticed.length} renewal ${round.noticed.length === 1 ? 'notice' : 'notices'} ${dryRun ? 'would be queued' : 'queued'}.`,
    );
    for (const failure of round.failed)
      console.error(`FAILED: the ${failure.step} of policy ${failure.policyId}: ${failure.reason}`);
    return round.failed.length > 0 ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
