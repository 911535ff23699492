import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy } from '../../../testing/catalogCopies';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { carrierDeliveryRules } from '../adapters/carrierDeliveryRules';
import { loadConfig } from '../config';
import { DEMO_PACKAGE } from '../seed/seedCatalog';
import { applyPackage, PackageRefused } from './catalogApply';
import { diffCatalog, isUnchanged } from './catalogDiff';
import { diffText } from './catalogDiffText';
import { readCatalog } from './catalogExport';
import { asStored, checkPackageDir } from './checkedPackage';
import { type PackageProblem, problemText } from './packageProblem';

/**
 * A carrier's delivery in a catalog package, against the store's rules (issue 38): a secret only from a
 * variable set aside for carriers, never one of the store's own; a pinned host key in production; and
 * what `diff` shows of a delivery that changes.
 */

const NOW = new Date('2026-11-26T12:00:00Z');
const HOST_KEY = 'SHA256:94bY7lT1nMM77Oc0xjPNygTitYxnt/UhlZhEbkNjOYg';
const folders: string[] = [];

const readJson = (dir: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
const writeJson = (dir: string, file: string, value: unknown) =>
  fs.writeFileSync(path.join(dir, file), JSON.stringify(value, null, 2));

/** The demo package with carrier 3's delivery (and others') set by `deliveries`, keyed by carrier id. */
function withDeliveries(deliveries: Record<number, object>): string {
  const dir = demoPackageCopy((d) => {
    const carriers = readJson(d, 'carriers.json');
    for (const carrier of carriers) if (deliveries[carrier.id]) carrier.edi.delivery = deliveries[carrier.id];
    writeJson(d, 'carriers.json', carriers);
  });
  folders.push(dir);
  return dir;
}

const sftp = (overrides: object = {}) => ({
  kind: 'sftp',
  host: 'sftp.summit.example',
  port: 22,
  username: 'agency-3',
  outbound_dir: '/inbound/834',
  inbound_dir: '/outbound/999',
  secret_env: 'CARRIER_SUMMIT_SFTP',
  host_key_sha256: HOST_KEY,
  ...overrides,
});

const production = carrierDeliveryRules(loadConfig({ STORE_MODE: 'production' }));
const demo = carrierDeliveryRules(loadConfig({ STORE_MODE: 'demo' }));

/** The package checked under the production store's rules, or the test fails with its problems. */
async function checkedOf(dir: string) {
  const check = await checkPackageDir(dir, rules);
  if (!check.ok) throw new Error(check.problems.problems.map(problemText).join('\n'));
  return check.checked;
}

/**
 * diff's lines but the rules' (this production store has none of the demo's groups their rules name) and
 * the summary, which counts them.
 */
const diffLines = (text: string) =>
  text.split('\n').filter((line) => !line.startsWith('rules: ') && !line.startsWith('Summary: '));

/** The problems of the carriers' file, as `validate` prints them. */
async function carrierProblems(dir: string, rules = production): Promise<string[]> {
  const check = await checkPackageDir(dir, rules);
  return check.ok ? [] : check.problems.problems.filter((p) => p.file === 'carriers.json').map(problemText);
}

let t: TestApp;
let rules: ReturnType<typeof carrierDeliveryRules>;
beforeAll(async () => {
  // A production store on its first start: no catalog yet.
  t = await startTestApp({ store: 'production', env: { STORE_MODE: 'production' }, now: () => NOW });
  rules = carrierDeliveryRules(t.deps.config);
  await applyPackage(t.deps.db, await checkedOf(DEMO_PACKAGE), null, NOW, rules);
});
afterAll(async () => {
  await t.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('validate: a carrier’s secret and host key', () => {
  it('refuses a secret_env naming the store’s own key, its database, or a variable outside the prefix', async () => {
    const dir = withDeliveries({
      1: sftp({ secret_env: 'ENCRYPTION_KEY' }),
      2: sftp({ secret_env: 'DATABASE_URL' }),
      3: sftp({ secret_env: 'SUMMIT_SFTP_PASSWORD' }),
      4: sftp(),
    });
    expect(await carrierProblems(dir)).toEqual([
      `carriers.json carrier 1 edi.delivery.secret_env: ENCRYPTION_KEY is one of the store's own settings (README, "Configuration"); a carrier's secret never is`,
      `carriers.json carrier 2 edi.delivery.secret_env: DATABASE_URL is one of the store's own settings (README, "Configuration"); a carrier's secret never is`,
      `carriers.json carrier 3 edi.delivery.secret_env: SUMMIT_SFTP_PASSWORD does not start with CARRIER_ (CARRIER_SECRET_PREFIX): a carrier's secret is read only from variables the operator set aside for carriers`,
    ]);
    // The same rules in a demo store: the secret is about the store's own variables, whatever its mode.
    expect(await carrierProblems(dir, demo)).toHaveLength(3);
  });

  it('refuses an SFTP delivery without a pinned host key in production; a demo store accepts it', async () => {
    const { host_key_sha256: _, ...unpinned } = sftp();
    const dir = withDeliveries({ 3: unpinned, 4: sftp() });
    const problems = await carrierProblems(dir, rules);
    expect(problems).toEqual([
      'carriers.json carrier 3 edi.delivery.host_key_sha256: is missing: a production store pins every SFTP server’s host key (the fingerprint ssh-keygen -lf prints, SHA256:…)',
    ]);
    expect(await carrierProblems(dir, demo)).toEqual([]);
  });

  it('accepts the worked example: a CARRIER_ secret and a pinned key, for a production store', async () => {
    expect(await carrierProblems(path.resolve(DEMO_PACKAGE, '../example'), rules)).toEqual([]);
  });
});

describe(`apply refuses the same deliveries, and the store keeps its catalog (${TEST_DIALECT})`, () => {
  it('refuses a checked package whose carriers name a store variable, an outside one, or no host key', async () => {
    const before = await readCatalog(t.deps.db);
    const versions = await t.deps.db.selectFrom('catalog_versions').select('id').execute();
    const good = { checked: await checkedOf(DEMO_PACKAGE) };
    const { host_key_sha256: _, ...unpinned } = sftp();
    const hostile = new Map<number, object>([
      [1, sftp({ secret_env: 'ENCRYPTION_KEY' })],
      [2, sftp({ secret_env: 'DATABASE_URL' })],
      [3, sftp({ secret_env: 'SUMMIT_SFTP_PASSWORD' })],
      [4, unpinned],
    ]);
    // Built past validate (as a caller that skipped it would): apply checks again.
    const carriers = good.checked.records.carriers.map((carrier) =>
      carrier.edi && hostile.has(carrier.id)
        ? {
            ...carrier,
            edi: { ...carrier.edi, delivery: hostile.get(carrier.id) as typeof carrier.edi.delivery },
          }
        : carrier,
    );
    const refused = await applyPackage(
      t.deps.db,
      { ...good.checked, records: { ...good.checked.records, carriers } },
      null,
      NOW,
      rules,
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(PackageRefused);
    const problems = (refused as PackageRefused).problems;
    expect(problems.map((p: PackageProblem) => [p.file, p.path, p.field])).toEqual([
      ['carriers.json', 'carrier 1 edi.delivery.secret_env', 'secret_env'],
      ['carriers.json', 'carrier 2 edi.delivery.secret_env', 'secret_env'],
      ['carriers.json', 'carrier 3 edi.delivery.secret_env', 'secret_env'],
      ['carriers.json', 'carrier 4 edi.delivery.host_key_sha256', 'host_key_sha256'],
    ]);
    expect((refused as Error).message).toContain('ENCRYPTION_KEY is one of the store');
    // Nothing was written: the same catalog, no new version, no carrier row naming the variable.
    const after = await readCatalog(t.deps.db);
    expect(isUnchanged(diffCatalog(before, after!))).toBe(true);
    expect(await t.deps.db.selectFrom('catalog_versions').select('id').execute()).toHaveLength(
      versions.length,
    );
    const rows = await t.deps.db.selectFrom('carriers').select('edi').execute();
    expect(rows.some((row) => row.edi?.includes('ENCRYPTION_KEY'))).toBe(false);
  });

  it('refuses by default, with no rules given, what a production store refuses', async () => {
    const good = await checkPackageDir(DEMO_PACKAGE);
    if (!good.ok) throw new Error('the demo package has problems');
    const { host_key_sha256: _, ...unpinned } = sftp();
    const carriers = good.checked.records.carriers.map((carrier) =>
      carrier.edi && carrier.id === 3
        ? { ...carrier, edi: { ...carrier.edi, delivery: unpinned as typeof carrier.edi.delivery } }
        : carrier,
    );
    await expect(
      applyPackage(t.deps.db, { ...good.checked, records: { ...good.checked.records, carriers } }, null, NOW),
    ).rejects.toThrow(/carrier 3 edi\.delivery\.host_key_sha256: is missing/);
  });
});

describe(`diff shows where a changed delivery sends the files (${TEST_DIALECT})`, () => {
  it('prints old and new kind, host, port, user, folders, secret_env (its name) and host key', async () => {
    const stored = await readCatalog(t.deps.db);
    const moved = withDeliveries({ 3: sftp(), 4: sftp({ host: 'sftp.bluewater.example', port: 2222 }) });
    const text = diffText(diffCatalog(stored, asStored(await checkedOf(moved))));
    expect(diffLines(text)).toEqual([
      'carriers: 2 changed (3, 4)',
      'carrier 3 delivery:',
      '  kind: files → sftp',
      '  host: (none) → sftp.summit.example',
      '  port: (none) → 22',
      '  username: (none) → agency-3',
      '  outbound_dir: (none) → /inbound/834',
      '  inbound_dir: (none) → /outbound/999',
      '  secret_env: (none) → CARRIER_SUMMIT_SFTP',
      `  host_key_sha256: (none) → ${HOST_KEY}`,
      'carrier 4 delivery:',
      '  kind: files → sftp',
      '  host: (none) → sftp.bluewater.example',
      '  port: (none) → 2222',
      '  username: (none) → agency-3',
      '  outbound_dir: (none) → /inbound/834',
      '  inbound_dir: (none) → /outbound/999',
      '  secret_env: (none) → CARRIER_SUMMIT_SFTP',
      `  host_key_sha256: (none) → ${HOST_KEY}`,
    ]);
  });

  it('from one SFTP server to another: each field old and new, unchanged ones said so', async () => {
    const first = await checkedOf(withDeliveries({ 3: sftp() }));
    const second = await checkedOf(
      withDeliveries({
        3: sftp({ host: 'files.attacker.example', secret_env: 'CARRIER_OTHER', inbound_dir: '/acks' }),
      }),
    );
    const text = diffText(diffCatalog(asStored(first), asStored(second)));
    expect(text.split('\n')).toEqual([
      'carriers: 1 changed (3)',
      'carrier 3 delivery:',
      '  kind: sftp (unchanged)',
      '  host: sftp.summit.example → files.attacker.example',
      '  port: 22 (unchanged)',
      '  username: agency-3 (unchanged)',
      '  outbound_dir: /inbound/834 (unchanged)',
      '  inbound_dir: /outbound/999 → /acks',
      '  secret_env: CARRIER_SUMMIT_SFTP → CARRIER_OTHER',
      `  host_key_sha256: ${HOST_KEY} (unchanged)`,
      'Summary: records 0 added, 0 removed, 1 changed; rate rows 0 added, 0 removed, 0 changed; takes effect at once (no --effective date).',
    ]);
  });

  it('says nothing of deliveries when only other carrier settings change', async () => {
    const stored = await readCatalog(t.deps.db);
    const dir = demoPackageCopy((d) => {
      const carriers = readJson(d, 'carriers.json');
      carriers[1].edi.schedule = 'daily';
      writeJson(d, 'carriers.json', carriers);
    });
    folders.push(dir);
    const diff = diffCatalog(stored, asStored(await checkedOf(dir)));
    expect(diff.deliveries).toEqual([]);
    expect(diffLines(diffText(diff))).toEqual([
      'carriers: 1 changed (2)',
      'carrier 2:',
      '  edi.schedule: "immediate" → "daily"',
    ]);
  });
});
