import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy, withoutPlan } from '../../testing/catalogCopies';
import { alive, finished, killGroup } from '../../testing/processGroup';
import { runEntry } from '../../testing/serverProcess';
import { freshPostgresDatabase, TEST_DIALECT } from '../../testing/testApp';
import { readCatalog } from './catalog/catalogExport';
import { createDb, type Db } from './db/database';
import { createSecretBox } from './db/secretBox';
import { migrate } from './migrations/migrate';
import { seedCatalog } from './seed/seedCatalog';

/**
 * `npm run catalog -- …` as the operator runs it: the real command, a process of its own, on a demo store
 * (a SQLite file, or a PostgreSQL database when TEST_DATABASE_URL names a server).
 */

const folders: string[] = [];
const running: Array<ReturnType<typeof runEntry>> = [];
let env: Record<string, string>;
let db: Db;
let dropDb: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-catalog-command-'));
  folders.push(dataDir);
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDb = adminUrl ? await freshPostgresDatabase(adminUrl) : null;
  dropDb = pgDb?.drop;
  env = { DATA_DIR: dataDir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
  db = createDb({ databaseUrl: pgDb?.url, sqliteFile: path.join(dataDir, 'store.db') });
  await migrate(db);
  await seedCatalog(db, { extraPlans: 0, secretBox: createSecretBox(randomBytes(32)), people: true });
});
afterAll(async () => {
  for (const child of running) await killGroup(child);
  expect(running.filter((child) => alive(child.pid as number))).toEqual([]);
  await db.destroy();
  await dropDb?.();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

async function catalog(args: string[]) {
  const child = runEntry('src/server/catalogCommand.ts', args, env);
  running.push(child);
  child.stdin?.end();
  return finished(child);
}

/** Today as the command says it (mm/dd/yyyy, UTC). */
const todayMdy = () => {
  const [year, month, day] = new Date().toISOString().slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
};
const readJson = (dir: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
const writeJson = (dir: string, file: string, value: unknown) =>
  fs.writeFileSync(path.join(dir, file), JSON.stringify(value, null, 2));
const rateLines = (dir: string) => fs.readFileSync(path.join(dir, 'rates.csv'), 'utf8').trimEnd().split('\n');
const writeRates = (dir: string, lines: string[]) =>
  fs.writeFileSync(path.join(dir, 'rates.csv'), `${lines.join('\n')}\n`);

function demoCopy(change: (dir: string) => void): string {
  const dir = demoPackageCopy(change);
  folders.push(dir);
  return dir;
}

/** What the store sells and how: its catalog versions, its plans' rows and its rates. */
async function storeState() {
  return {
    versions: await db.selectFrom('catalog_versions').selectAll().orderBy('id').execute(),
    plans: await db.selectFrom('plans').selectAll().orderBy('id').execute(),
    rates: Number(
      (
        await db
          .selectFrom('plan_prices')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    catalog: await readCatalog(db),
  };
}

describe(`npm run catalog (${TEST_DIALECT})`, () => {
  // Each run is a process of its own: a few seconds each, up to 20 s on a busy machine.
  it('refuses a bad package on validate and on apply: exit 1, every problem with its file, place, field and message, and the store unchanged', {
    timeout: 120_000,
  }, async () => {
    let lines = 0;
    const bad = demoCopy((dir) => {
      // Changes that applying would make (a plan left out, a price raised), and five problems.
      withoutPlan(dir, 102);
      const rates = rateLines(dir);
      rates[1] = rates[1]?.replace(/,[0-9.]+$/, ',99.99') ?? '';
      rates.push('999,Basic,IO,18,29,,,10.00');
      rates.push('101,Basic,IF,18,29,CA,,-5.00');
      writeRates(dir, rates);
      lines = rates.length;
      const plans = readJson(dir, 'plans.json');
      plans.push({ ...plans[0] });
      writeJson(dir, 'plans.json', plans);
      const health = readJson(dir, 'questions/health.json');
      health[0].layout = 'sideways';
      writeJson(dir, 'questions/health.json', health);
      const fields = readJson(dir, 'forms/fields.json');
      fields[0].step = 'payroll';
      writeJson(dir, 'forms/fields.json', fields);
    });
    const problems = [
      `rates.csv line ${lines - 1} field plan: plan 999 is not in plans.json`,
      `rates.csv line ${lines} field premium: -5.00 is negative: a premium is at least 0`,
      'plans.json plan 101 field id: plan id 101 is used twice',
      'questions/health.json question 141 layout: is "sideways"; allowed: standard, yes_no, physician',
      expect.stringMatching(
        /^forms\/fields\.json rule 1 field step: "payroll" is not a step with configured fields \(personal, contact, /,
      ),
    ];
    const before = await storeState();
    expect(before.versions).toHaveLength(1);
    expect(before.rates).toBeGreaterThan(0);

    const validated = await catalog(['validate', bad]);
    expect(validated.code).toBe(1);
    expect(validated.stdout).toBe('');
    const validateLines = validated.stderr.trim().split('\n');
    expect(validateLines).toEqual(expect.arrayContaining(problems));
    expect(validateLines).toHaveLength(problems.length + 1);
    expect(validateLines.at(-1)).toBe(`${bad}: 5 problems; nothing was changed.`);

    const applied = await catalog(['apply', bad, '--effective', '01/01/2027']);
    expect(applied.code).toBe(1);
    expect(applied.stdout).not.toMatch(/Applied/);
    expect(applied.stderr.trim().split('\n')).toEqual(validateLines);
    expect(await storeState()).toEqual(before);
  });

  it('refuses on apply a package whose contact step leaves out what the server reads: the step and field named, never a 500 later', {
    timeout: 60_000,
  }, async () => {
    const dir = demoCopy((d) => {
      const fields = readJson(d, 'forms/fields.json');
      const kept = fields.filter(
        (rule: { step: string; field: string }) =>
          rule.step !== 'contact' || !['email_address', 'phone_number'].includes(rule.field),
      );
      writeJson(d, 'forms/fields.json', kept);
    });
    const before = await storeState();
    const applied = await catalog(['apply', dir]);
    expect(applied.code).toBe(1);
    const defaults =
      'email_address, phone_number, address1, address2, city, state, zip, zip4, with_validation';
    const fix = `give it a rule with an empty scope and "required": true, or leave the contact step out of forms/fields.json to use its built-in fields (${defaults})`;
    expect(applied.stderr.trim().split('\n')).toEqual([
      `forms/fields.json step contact field email_address: is not asked of every enrollment, and the contact step needs it (the e-mail check and the receipt): ${fix}`,
      `forms/fields.json step contact field phone_number: is not asked of every enrollment, and the contact step needs it (the phone check): ${fix}`,
      `${dir}: 2 problems; nothing was changed.`,
    ]);
    expect(await storeState()).toEqual(before);
  });

  it('diff counts and lists what applying would change, a line a kind', { timeout: 60_000 }, async () => {
    expect(await catalog(['diff', 'catalog/demo'])).toMatchObject({
      code: 0,
      stdout: 'No change: the store already has this catalog.\n',
    });
    let added = 0;
    let removed = 0;
    let renamedFrom = '';
    const changed = demoCopy((dir) => {
      removed = rateLines(dir).filter((line) => line.startsWith('102,')).length;
      withoutPlan(dir, 102);
      const plans = readJson(dir, 'plans.json');
      const dental = plans.find((plan: { id: number }) => plan.id === 101);
      plans.push({ ...dental, id: 9101, name: 'Summit Dental Copy', successor: null });
      const renamed = plans.find((plan: { id: number }) => plan.id === 103);
      renamedFrom = renamed.name;
      renamed.name = `${renamed.name} Renamed`;
      writeJson(dir, 'plans.json', plans);
      const rates = rateLines(dir);
      const copies = rates.filter((line) => line.startsWith('101,')).map((line) => `9101,${line.slice(4)}`);
      added = copies.length;
      const raised = rates.findIndex((line) => line.startsWith('104,'));
      rates[raised] = rates[raised]?.replace(/,[0-9.]+$/, ',77.77') ?? '';
      writeRates(dir, [...rates, ...copies]);
      const health = readJson(dir, 'questions/health.json');
      health[0].text = 'In the past 5 years, have you had heart disease?';
      writeJson(dir, 'questions/health.json', health);
      const fields = readJson(dir, 'forms/fields.json');
      // Middle name (rule 2): the server reads no middle name, so it may be required or not.
      fields[1].required = !fields[1].required;
      writeJson(dir, 'forms/fields.json', fields);
      const texts = readJson(dir, 'agreements/texts.json');
      texts[0].body = `${texts[0].body} Changed.`;
      writeJson(dir, 'agreements/texts.json', texts);
    });
    const before = await storeState();
    const diff = await catalog(['diff', changed]);
    expect(diff.code).toBe(0);
    const lines = diff.stdout.trim().split('\n');
    expect(lines.filter((line) => !line.startsWith('  '))).toEqual([
      'plans: 1 added (9101); 1 removed (102); 1 changed (103)',
      'plan 103:',
      'benefits: 1 removed (102)',
      'questions: 1 changed (health 141)',
      'question health 141:',
      'rules: 1 changed (field rule 2)',
      'field rule 2:',
      'agreement texts: 1 changed (1)',
      'agreement text 1:',
      `rate rows: ${added} added; ${removed} removed; 1 changed`,
      `Summary: records 1 added, 2 removed, 4 changed; rate rows ${added} added, ${removed} removed, 1 changed; takes effect at once (no --effective date).`,
    ]);
    expect(lines).toContain(`  name: "${renamedFrom}" → "${renamedFrom} Renamed"`);
    expect(lines).toContain(
      '  text: "In the past 5 years, have you been diagnosed with or treated for heart disease, a heart attack, chest pain or a stroke?" → "In the past 5 years, have you had heart disease?"',
    );
    expect(lines).toContain(`  added by plan: plan 9101 ${added}`);
    expect(lines).toContain(`  removed by plan: plan 102 ${removed}`);
    // diff only says: the store is as it was.
    expect(await storeState()).toEqual(before);
  });
  it('diff names each changed rate (plan, option, tier, band, state, old and new price) and the date; --json the same', {
    timeout: 60_000,
  }, async () => {
    const raised = demoCopy((dir) => {
      const rates = rateLines(dir);
      const at = rates.indexOf('104,Standard,IO,18,29,NY,,25.66');
      rates[at] = '104,Standard,IO,18,29,NY,,28.90';
      writeRates(dir, rates);
    });
    const text = await catalog(['diff', raised, '--effective', '01/01/2027']);
    expect(text).toMatchObject({ code: 0, stderr: '' });
    expect(text.stdout.trim().split('\n')).toEqual([
      'rate rows: 0 added; 0 removed; 1 changed',
      '  plan 104 option Standard tier IO ages 18-29 state NY tobacco any: $25.66 → $28.90',
      'Summary: records 0 added, 0 removed, 0 changed; rate rows 0 added, 0 removed, 1 changed; rates take effect for coverage from 01/01/2027.',
    ]);
    const json = await catalog(['diff', raised, '--effective', '01/01/2027', '--json']);
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.stdout);
    expect(parsed).toMatchObject({
      unchanged: false,
      effective_from: '2027-01-01',
      summary: { records: { added: 0, removed: 0, changed: 0 }, rates: { added: 0, removed: 0, changed: 1 } },
      plans: { added: [], removed: [], changed: [] },
    });
    expect(parsed.rates.changes).toEqual([
      {
        plan: 104,
        option: 'Standard',
        tier: 'IO',
        ageMin: 18,
        ageMax: 29,
        state: 'NY',
        tobacco: null,
        oldCents: 2566,
        newCents: 2890,
      },
    ]);
  });
  it('refuses an --effective date in the past unless --allow-past confirms it', {
    timeout: 60_000,
  }, async () => {
    const before = await storeState();
    const refused = await catalog(['apply', 'catalog/demo', '--effective', '01/01/2020']);
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim()).toBe(
      `--effective 01/01/2020 is in the past (today is ${todayMdy()}): coverage from then on is already priced. Give today or a later date, or add --allow-past to reprice it anyway.`,
    );
    expect(await storeState()).toEqual(before);
    const confirmed = await catalog(['apply', 'catalog/demo', '--effective', '01/01/2020', '--allow-past']);
    expect(confirmed.code).toBe(0);
    expect(confirmed.stdout.trim()).toMatch(
      /^Applied catalog\/demo as catalog version \d+ \(46 plans, \d+ rate rows\); its rates price coverage from 01\/01\/2020\.$/,
    );
  });

  it('audit-file: its help, a carrier id required, and a store with no member told so in words', {
    timeout: 120_000,
  }, async () => {
    const help = await catalog(['audit-file', '--help']);
    expect(help.stdout.split('\n')[0]).toBe('Usage: npm run catalog -- audit-file CARRIER [--confirm FILE]');
    const nameless = await catalog(['audit-file']);
    expect(nameless.code).toBe(2);
    expect(nameless.stderr).toContain('audit-file needs a carrier id.');
    const keyed = { ...env, ENCRYPTION_KEY: randomBytes(32).toString('hex') };
    const child = runEntry('src/server/catalogCommand.ts', ['audit-file', '1'], keyed);
    running.push(child);
    child.stdin?.end();
    const none = await finished(child);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(
      /^No audit file made: no member has coverage of carrier 1 in force on \d{4}-\d{2}-\d{2}\.\n$/,
    );
    const confirming = runEntry(
      'src/server/catalogCommand.ts',
      ['audit-file', '1', '--confirm', '834_1_000000001.x12'],
      keyed,
    );
    running.push(confirming);
    confirming.stdin?.end();
    const unheld = await finished(confirming);
    expect(unheld.stderr).toBe('Not confirmed: carrier 1 has no audit file named 834_1_000000001.x12.\n');
  });

  it('answers --help for every command, and writes the schema alone to a file', {
    timeout: 120_000,
  }, async () => {
    const help = await catalog(['--help']);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout.split('\n')[0]).toBe(
      'Usage: npm run catalog -- <command> [options]   (npm run catalog -- <command> --help for one command)',
    );
    const validate = await catalog(['validate', '--help']);
    expect(validate).toMatchObject({ code: 0, stderr: '' });
    expect(validate.stdout.split('\n')[0]).toBe(
      'Usage: npm run catalog -- validate DIR [--effective mm/dd/yyyy]',
    );
    const apply = await catalog(['apply', '-h']);
    expect(apply.stdout.split('\n')[0]).toBe(
      'Usage: npm run catalog -- apply DIR [--effective mm/dd/yyyy] [--allow-past]',
    );
    const unknown = await catalog(['diff', 'catalog/demo', '--efective', '01/01/2027']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.split('\n')[0]).toBe("Unknown option '--efective'.");

    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bs-schema-')), 'catalog.schema.json');
    folders.push(path.dirname(out));
    const schema = await catalog(['schema', '--out', out]);
    expect(schema).toMatchObject({
      code: 0,
      stdout: '',
      stderr: `Wrote the package's JSON Schema to ${out}.\n`,
    });
    expect(JSON.parse(fs.readFileSync(out, 'utf8'))).toMatchObject({
      title: 'Benefit Store catalog package',
    });

    const reference = await catalog(['reference']);
    expect(reference).toMatchObject({ code: 0, stderr: '' });
    expect(reference.stdout).toBe(fs.readFileSync('docs/catalog-reference.md', 'utf8'));

    const accounts = runEntry('src/server/accountCommand.ts', ['add-rep', '--help'], env);
    running.push(accounts);
    accounts.stdin?.end();
    const accountsHelp = await finished(accounts);
    expect(accountsHelp.code).toBe(0);
    expect(accountsHelp.stdout).toContain(
      'npm run accounts -- add-rep --email E --first NAME --last NAME [--phone P] [--slug SLUG]',
    );
  });
});
