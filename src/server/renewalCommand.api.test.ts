import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy, scaleRates } from '../../testing/catalogCopies';
import { submittedByAccount } from '../../testing/journey';
import { alive, finished, killGroup } from '../../testing/processGroup';
import { runEntry } from '../../testing/serverProcess';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../testing/testApp';
import { signIn } from '../contract/authCalls';
import { formatCents } from '../domain/pricing';
import { applyPackage } from './catalog/catalogApply';
import { checkPackageDir } from './catalog/checkedPackage';
import { startHousekeeping } from './housekeeping';
import { DEMO_PASSWORD } from './seed/demoAccounts';

/** `npm run renewals` beside a store, and the housekeeping round that renews on its own. */
let clock = new Date('2026-11-26T12:00:00Z');
let t: TestApp;
let pkg: string;
let enrollmentId: string;
let policyId: string;
let env: Record<string, string>;
const running: Array<ReturnType<typeof runEntry>> = [];

async function renewals(args: string[]) {
  const child = runEntry('src/server/renewalCommand.ts', args, env);
  running.push(child);
  child.stdin?.end();
  return finished(child);
}
const changes = () =>
  t.deps.db
    .selectFrom('policy_changes')
    .select(['kind', 'effective_date'])
    .where('enrollment_id', '=', enrollmentId)
    .execute();

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  const rep = t.browser();
  await rep.ok(signIn, { body: { username: 'jordan.ellis@example.com', password: DEMO_PASSWORD } });
  ({ id: enrollmentId, policyId } = await submittedByAccount(rep, {
    eprocess: 'rep',
    agent_id: 1,
    platform_group_id: 1,
  }));
  pkg = demoPackageCopy((dir) => scaleRates(dir, 1.1));
  const check = await checkPackageDir(pkg);
  if (!check.ok) throw new Error('the scaled package has problems');
  await applyPackage(t.deps.db, check.checked, '2027-01-01', clock);
  // A key of its own: a dry run and a round with nothing due open and seal nothing (the test app's key
  // is its own, not in its DATA_DIR).
  env = {
    DATA_DIR: path.dirname(t.store.sqliteFile),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    ...(t.store.databaseUrl ? { DATABASE_URL: t.store.databaseUrl } : {}),
  };
});
afterAll(async () => {
  for (const child of running) await killGroup(child);
  expect(running.filter((child) => alive(child.pid as number))).toEqual([]);
  await t.close();
  fs.rmSync(pkg, { recursive: true, force: true });
});

describe(`npm run renewals, and renewals in the housekeeping round (${TEST_DIALECT})`, () => {
  it('prints what would renew with --dry-run and changes nothing; the round renews; the command then finds nothing', async () => {
    const span = await t.deps.db
      .selectFrom('coverage_spans')
      .select(['option', 'premium_cents'])
      .where('enrollment_id', '=', enrollmentId)
      .executeTakeFirstOrThrow();
    const old = span.premium_cents ?? 0;
    const raised = Math.round(Number(((old / 100) * 1.1).toFixed(2)) * 100);
    const dry = await renewals(['--date', '01/01/2027', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(
      `${policyId} 01/01/2027: Harborline Dental Essentials (${span.option}) ${formatCents(old)} -> Harborline Dental Essentials (${span.option}) ${formatCents(raised)}`,
    );
    expect(dry.stdout).toContain('1 policy would renew.');
    expect(await changes()).toEqual([]);
    const refused = await renewals(['--date', '2027-01-01']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--date must be a date as mm/dd/yyyy, not "2027-01-01"');

    // The store's own round on its renewal day.
    clock = new Date('2027-01-01T12:00:00Z');
    const stop = startHousekeeping(t.deps, 60_000);
    for (let n = 0; n < 200 && (await changes()).length === 0; n += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));
    await stop();
    expect(await changes()).toEqual([{ kind: 'renew', effective_date: '2027-01-01' }]);

    const again = await renewals(['--date', '01/01/2027']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('0 policies renewed.');
    expect(await changes()).toHaveLength(1);
  });
});
