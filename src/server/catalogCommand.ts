import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { counted } from '../domain/counted';
import { formatMdy, fromIsoDate, parseMdy, toIsoDate } from '../domain/dates';
import { carrierDeliveryRules } from './adapters/carrierDeliveryRules';
import { applyPackage } from './catalog/catalogApply';
import { diffCatalog } from './catalog/catalogDiff';
import { diffJson, diffText } from './catalog/catalogDiffText';
import { readCatalog, writePackage } from './catalog/catalogExport';
import { catalogReference } from './catalog/catalogReference';
import { asStored, checkPackageDir } from './catalog/checkedPackage';
import { catalogJsonSchema } from './catalog/packageJsonSchema';
import { problemText } from './catalog/packageProblem';
import { RateComparison } from './catalog/rateDiff';
import { loadConfig } from './config';
import { createDb } from './db/database';
import { createSecretBox, existingKey } from './db/secretBox';
import { AUDIT_FILE_HELP, auditFileCommand } from './feed/auditFileCommand';
import { migrate } from './migrations/migrate';
import { importRoutingDirectoryFile } from './routing/routingImport';

const USAGE = `Usage: npm run catalog -- <command> [options]   (npm run catalog -- <command> --help for one command)
  validate DIR                      check a catalog package; every problem is listed (exit 1 on any)
  diff DIR                          what applying DIR would change in the store, record by record and rate by rate
  apply DIR                         make DIR the store's catalog, all or nothing
  export DIR                        write the store's catalog as a package, with every effective-dated version
  routing FILE                      import the Federal Reserve's FedACH directory (FedACHdir.txt) as the bank directory
  audit-file CARRIER [--confirm F]  make a carrier's audit file of every member in force (held when it would end 30 % or more)
  schema                            print the package's JSON Schema
  reference                         print the package reference (docs/catalog-reference.md): every file and field
The store is the one the server uses (DATA_DIR, or DATABASE_URL for PostgreSQL). See docs/catalog.md.`;

/** Each command's own help (`npm run catalog -- <command> --help`). */
const COMMAND_HELP: Record<string, string> = {
  'audit-file': AUDIT_FILE_HELP,
  validate: `Usage: npm run catalog -- validate DIR [--effective mm/dd/yyyy]
Reads every file of the package in DIR and checks every record, rate row and reference between files;
prints every problem at once (file, line or record, field, message) and exits 1 on any, 0 when none.
  --effective mm/dd/yyyy   the date you mean to apply it from: its dated rate files must come after it`,
  diff: `Usage: npm run catalog -- diff DIR [--effective mm/dd/yyyy] [--json]
Prints what applying DIR would change in the store, and changes nothing: each record added, removed or
changed (its fields old → new), each changed rate with its old and new price, then a summary line.
  --effective mm/dd/yyyy   the date the rates would take effect (as apply would be given)
  --json                   the same as one JSON object, for a pull-request check`,
  apply: `Usage: npm run catalog -- apply DIR [--effective mm/dd/yyyy] [--allow-past]
Validates DIR, then makes it the store's catalog in one transaction: all of it or nothing.
  --effective mm/dd/yyyy   its rates price coverage starting on or after this date; earlier coverage keeps
                           the rates before it (without it: from now on)
  --allow-past             accept an --effective date before today (coverage already priced is repriced)`,
  export: `Usage: npm run catalog -- export DIR
Writes the store's catalog to DIR as a package: rates in effect now in rates.csv, each scheduled version in
rates/yyyy-mm-dd.csv. export, then apply to an empty store, then export writes the same files.`,
  routing: `Usage: npm run catalog -- routing FILE
Imports the Federal Reserve's FedACH directory file (FedACHdir.txt) as the bank directory, all or nothing.`,
  reference: `Usage: npm run -s catalog -- reference > docs/catalog-reference.md   (or: reference --out FILE)
Prints the package reference made from the code validate runs: every file, field, type, allowed values and
default, the built-in form fields by step, the benefit facts by category and the custom field kinds.
  --out FILE               write it to FILE instead`,
  schema: `Usage: npm run -s catalog -- schema > catalog.schema.json   (or: npm run catalog -- schema --out FILE)
Prints the package's JSON Schema, for an editor. npm prints its own banner first unless run with -s.
  --out FILE               write the schema to FILE instead`,
};

class UsageError extends Error {}

/** An ISO date as the operator types it (mm/dd/yyyy). */
const mdyOf = (iso: string) => {
  const date = fromIsoDate(iso);
  return date ? formatMdy(date) : iso;
};

function parsedArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        effective: { type: 'string' },
        json: { type: 'boolean' },
        'allow-past': { type: 'boolean' },
        out: { type: 'string' },
        confirm: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // "Unknown option '--efective'": said with what the commands take.
    throw new UsageError(`${(error as Error).message.split('. To specify')[0]}.\n${USAGE}`);
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parsedArgs();
  const [action, dir] = positionals;
  if (values.help || action === 'help') {
    console.log((action && COMMAND_HELP[action]) || USAGE);
    return 0;
  }
  if (action === 'schema' || action === 'reference') {
    const text =
      action === 'schema' ? `${JSON.stringify(catalogJsonSchema(), null, 2)}\n` : catalogReference();
    if (values.out) {
      fs.writeFileSync(values.out, text);
      console.error(
        `Wrote the package's ${action === 'schema' ? 'JSON Schema' : 'reference'} to ${values.out}.`,
      );
    } else process.stdout.write(text);
    return 0;
  }
  if (action === 'audit-file') {
    if (!dir) throw new UsageError(`audit-file needs a carrier id.\n${AUDIT_FILE_HELP}`);
    const config = loadConfig();
    const db = createDb({
      databaseUrl: config.DATABASE_URL,
      sqliteFile: path.join(config.dataDir, 'store.db'),
    });
    try {
      await migrate(db);
      const key = existingKey(config.ENCRYPTION_KEY, config.dataDir);
      if (!key) throw new Error('the store has no encryption key (ENCRYPTION_KEY or DATA_DIR/secret.key)');
      return await auditFileCommand(
        { db, secretBox: createSecretBox(key), config, now: () => new Date() },
        dir,
        values.confirm,
      );
    } finally {
      await db.destroy();
    }
  }
  if (!action || !['validate', 'diff', 'apply', 'export', 'routing'].includes(action))
    throw new UsageError(action ? `"${action}" is not a command.\n${USAGE}` : USAGE);
  if (!dir) throw new UsageError(`${action} needs a folder\n${COMMAND_HELP[action]}`);
  const folder = path.resolve(dir);
  const today = new Date().toISOString().slice(0, 10);
  let effectiveFrom: string | null = null;
  if (values.effective !== undefined) {
    const date = parseMdy(values.effective);
    if (!date) throw new UsageError(`--effective must be a date as mm/dd/yyyy, not "${values.effective}"`);
    effectiveFrom = toIsoDate(date);
    if (effectiveFrom < today && !values['allow-past'])
      throw new UsageError(
        `--effective ${values.effective} is in the past (today is ${mdyOf(today)}): coverage from then on is already priced. Give today or a later date, or add --allow-past to reprice it anyway.`,
      );
  }
  // The store's own settings decide which secrets a carrier may name and whether host keys are pinned.
  const config = loadConfig();
  const rules = carrierDeliveryRules(config);
  const dates = { effectiveFrom, today };
  if (action === 'validate') {
    const check = await checkPackageDir(folder, rules, dates);
    if (check.ok) {
      const { records, rates } = check.checked;
      console.log(
        `${dir}: no problem (${counted(records.carriers.length, 'carrier')}, ${counted(records.plans.length, 'plan')}, ${counted(rates.length, 'rate row')}).`,
      );
      // Which rules it was checked under: a package checked on a laptop in demo mode is not yet checked
      // for a production store's host keys.
      console.log(
        `Carrier deliveries checked as for a ${config.STORE_MODE} store: secrets only from ${rules.secretPrefix}… variables${rules.hostKeyRequired ? ', SFTP host keys pinned' : ''}.`,
      );
      return 0;
    }
    return printProblems(dir, check.problems);
  }
  const db = createDb({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.join(config.dataDir, 'store.db'),
  });
  try {
    await migrate(db);
    if (action === 'routing') {
      const imported = await importRoutingDirectoryFile(db, folder);
      for (const problem of imported.problems)
        console.error(`${dir} line ${problem.line} field ${problem.field}: ${problem.message}`);
      if (imported.problems.length > 0) {
        console.error(`${dir}: ${imported.problems.length} problems; the bank directory was not changed.`);
        return 1;
      }
      console.log(`Imported ${imported.imported} routing numbers from ${dir} as the bank directory.`);
      return 0;
    }
    if (action === 'export') {
      const stored = await readCatalog(db);
      if (!stored) {
        console.error('The store has no catalog yet: apply one first (npm run catalog -- apply DIR).');
        return 1;
      }
      writePackage(folder, stored);
      const dated = [
        ...(stored.ratesFrom ? [{ effectiveFrom: stored.ratesFrom, rates: stored.rates }] : []),
        ...(stored.scheduled ?? []),
      ].map(({ effectiveFrom: date, rates }) => `${counted(rates.length, 'rate row')} from ${mdyOf(date)}`);
      console.log(
        `Wrote the catalog (${stored.records.plans.length} plans` +
          `${stored.ratesFrom ? '' : `, ${stored.rates.length} rate rows in effect now`}` +
          `${dated.length ? `, ${dated.join(', ')}` : ''}) to ${dir}.`,
      );
      return 0;
    }
    const check = await checkPackageDir(folder, rules, dates);
    if (!check.ok) return printProblems(dir, check.problems);
    if (action === 'diff') {
      // The store's rates are compared a few plans at a time, not read whole (rateDiff.ts): the store's
      // newest version against the package's latest rates.
      const next = asStored(check.checked);
      const rates = new RateComparison(next.scheduled?.at(-1)?.rates ?? next.rates);
      const stored = await readCatalog(db, { eachRates: (some) => rates.add(some) });
      const diff = diffCatalog(stored, next, stored ? rates.changes() : undefined);
      console.log(values.json ? diffJson(diff, effectiveFrom) : diffText(diff, effectiveFrom));
      return 0;
    }
    // What changes is `diff`'s to say: apply holds one catalog in memory, not two (docs/catalog.md).
    const result = await applyPackage(db, check.checked, effectiveFrom, new Date(), rules);
    const later = (check.checked.scheduled ?? []).map(
      ({ effectiveFrom: date, rates }) => `${counted(rates.length, 'rate row')} from ${mdyOf(date)}`,
    );
    console.log(
      `Applied ${dir} as catalog version ${result.version} (${result.plans} plans, ${result.rates} rate rows)` +
        `${result.effectiveFrom ? `; its rates price coverage from ${mdyOf(result.effectiveFrom)}` : ''}` +
        `${later.length ? `; then ${later.join(', then ')}` : ''}.` +
        `${result.withdrawnPlans.length ? ` Withdrawn: plans ${result.withdrawnPlans.join(', ')}.` : ''}`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

function printProblems(dir: string, problems: import('./catalog/packageProblem').ProblemList): number {
  for (const problem of problems.problems) console.error(problemText(problem));
  for (const { file, more } of problems.omitted()) console.error(`${file}: ${more} more problems not listed`);
  console.error(`${dir}: ${counted(problems.total, 'problem')}; nothing was changed.`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof UsageError || error instanceof z.ZodError
        ? error.message
        : `catalog: ${(error as Error).message}`,
    );
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
