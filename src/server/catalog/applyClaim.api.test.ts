import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy, scaleRates } from '../../../testing/catalogCopies';
import { ADULT_FILTER, startEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { getPlanPricingDetail } from '../../contract/planCalls';
import { sweepExpired } from '../housekeeping';
import { DEMO_PACKAGE } from '../seed/seedCatalog';
import { APPLY_STALE_MS, claimApply } from './applyClaim';
import { applyPackage, type CheckedPackage } from './catalogApply';
import { checkPackageDir } from './checkedPackage';
import { writeVersionRates } from './versionRates';

/**
 * An apply writes its version's rates in short transactions before the version is the store's (issue
 * 39): one at a time, a killed one's rows cleared, and nothing priced on a version not yet switched in.
 */
let t: TestApp;
let doubled: string;
beforeAll(async () => {
  t = await startTestApp();
  doubled = demoPackageCopy((dir) => scaleRates(dir, 2));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(doubled, { recursive: true, force: true });
});

async function checked(dir: string): Promise<CheckedPackage> {
  const check = await checkPackageDir(dir);
  if (!check.ok) throw new Error(`${dir} has problems`);
  return check.checked;
}

const ratesOf = async (version: number) =>
  Number(
    (
      await t.deps.db
        .selectFrom('plan_prices')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('version_id', '=', version)
        .executeTakeFirstOrThrow()
    ).n,
  );
const listingsOf = async (version: number) =>
  Number(
    (
      await t.deps.db
        .selectFrom('plan_listings')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('version_id', '=', version)
        .executeTakeFirstOrThrow()
    ).n,
  );
const stateOf = async (version: number) =>
  (
    await t.deps.db
      .selectFrom('catalog_applies')
      .select('state')
      .where('version_id', '=', version)
      .executeTakeFirstOrThrow()
  ).state;
const versions = async () =>
  (await t.deps.db.selectFrom('catalog_versions').select('id').orderBy('id').execute()).map((row) => row.id);
/** An hour ago, and a clock that stays there: an apply that was killed long since. */
const longAgo = () => new Date(Date.now() - 3_600_000);

describe(`one apply at a time, written beside the live catalog (${TEST_DIALECT})`, () => {
  it('prices nothing on rates written but not switched in, and refuses a second apply while one writes', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser, ADULT_FILTER);
    const price = async () =>
      (await browser.ok(getPlanPricingDetail, { query: { pid: 101, enrollment_id: id } })).plans[0]?.price;
    const before = await price();
    const versionsBefore = await versions();
    const next = await checked(doubled);

    const claim = await claimApply(t.deps.db);
    await writeVersionRates(t.deps.db, next.rates, claim.version, claim.firstPriceId);
    expect(await ratesOf(claim.version)).toBe(next.rates.length);
    expect(await listingsOf(claim.version)).toBeGreaterThan(0);
    expect(await price()).toBe(before);
    expect(await versions()).toEqual(versionsBefore);

    const at = (
      await t.deps.db
        .selectFrom('catalog_applies')
        .select('beat_at')
        .where('version_id', '=', claim.version)
        .executeTakeFirstOrThrow()
    ).beat_at;
    await expect(applyPackage(t.deps.db, next, null, new Date())).rejects.toThrow(
      `Another apply is writing catalog version ${claim.version} (it last wrote at ${at}); nothing was changed. ` +
        'Run apply again once it has finished; if it was stopped, 30 s after it last wrote.',
    );
    expect(await versions()).toEqual(versionsBefore);

    // An apply that fails part way gives its version up: what it wrote goes.
    await claim.abandon();
    expect(await stateOf(claim.version)).toBe('cleared');
    expect(await ratesOf(claim.version)).toBe(0);
    expect(await listingsOf(claim.version)).toBe(0);
    expect(await price()).toBe(before);
  });

  it('clears what a killed apply wrote at the next apply, which takes a version after it', async () => {
    const next = await checked(doubled);
    const killed = await claimApply(t.deps.db, longAgo);
    await writeVersionRates(t.deps.db, next.rates.slice(0, 500), killed.version, killed.firstPriceId);
    expect(await ratesOf(killed.version)).toBe(500);

    const applied = await applyPackage(t.deps.db, next, null, new Date());
    expect(applied.version).toBe(killed.version + 1);
    expect(await stateOf(killed.version)).toBe('cleared');
    expect(await ratesOf(killed.version)).toBe(0);
    expect(await listingsOf(killed.version)).toBe(0);
    expect(await stateOf(applied.version)).toBe('applied');
    expect(await ratesOf(applied.version)).toBe(next.rates.length);
    expect((await versions()).at(-1)).toBe(applied.version);

    // The killed apply, had it woken, could not make its version the store's.
    const taken = `Catalog version ${killed.version} was given up: another apply began after this one stopped writing for 30 s. Nothing of it is kept; the store has the other apply's catalog.`;
    await expect(t.deps.db.transaction().execute((trx) => killed.finish(trx))).rejects.toThrow(taken);
  });

  it('clears a killed apply at the housekeeping sweep, once it has stopped writing for 30 s', async () => {
    const next = await checked(DEMO_PACKAGE);
    const writing = await claimApply(t.deps.db);
    await writeVersionRates(t.deps.db, next.rates.slice(0, 300), writing.version, writing.firstPriceId);
    await sweepExpired(t.deps);
    // Still writing, as far as anyone knows: kept.
    expect(await stateOf(writing.version)).toBe('writing');
    expect(await ratesOf(writing.version)).toBe(300);

    const stale = new Date(Date.now() - APPLY_STALE_MS - 1_000).toISOString();
    await t.deps.db
      .updateTable('catalog_applies')
      .set({ beat_at: stale })
      .where('version_id', '=', writing.version)
      .execute();
    await sweepExpired(t.deps);
    expect(await stateOf(writing.version)).toBe('cleared');
    expect(await ratesOf(writing.version)).toBe(0);
    expect(await listingsOf(writing.version)).toBe(0);
  });
});
