import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy, scaleRates, withoutPlan } from '../../../testing/catalogCopies';
import { ADULT_FILTER, startEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { addPlanToCart, getPlanCart } from '../../contract/cartCalls';
import { getPlanPricingDetail } from '../../contract/planCalls';
import { DEMO_PACKAGE } from '../seed/seedCatalog';
import { applyPackage } from './catalogApply';
import { diffCatalog, isUnchanged } from './catalogDiff';
import { readCatalog, writePackage } from './catalogExport';
import { asStored, checkPackageDir } from './checkedPackage';
import { problemText } from './packageProblem';

const NOW = new Date('2026-11-26T12:00:00Z');
const folders: string[] = [];

/** A copy of the demo package in a new folder, with `change` made to it. */
function demoCopy(change: (dir: string) => void = () => {}): string {
  const dir = demoPackageCopy(change);
  folders.push(dir);
  return dir;
}
const readJson = (dir: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
const writeJson = (dir: string, file: string, value: unknown) =>
  fs.writeFileSync(path.join(dir, file), JSON.stringify(value, null, 2));

async function checked(dir: string) {
  const check = await checkPackageDir(dir);
  if (!check.ok) throw new Error(check.problems.problems.map(problemText).join('\n'));
  return check.checked;
}

let t: TestApp;
beforeAll(async () => {
  // A production store on its first start: no catalog, no people.
  t = await startTestApp({ store: 'production', now: () => NOW });
});
afterAll(async () => {
  await t.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('validate: every problem of a package at once, with its file, place and field', () => {
  it('refuses each kind of problem and names where it is', async () => {
    const dir = demoCopy((d) => {
      const rates = fs.readFileSync(path.join(d, 'rates.csv'), 'utf8').trimEnd().split('\n');
      rates.push('999,Basic,IO,18,29,,,10.00'); // an unknown plan
      rates.push('101,Basic,IF,18,29,CA,,-5.00'); // a negative premium
      rates.push('101,Basic,IF,18,29,TX,,ten'); // a premium that is no number
      rates.push('101,Basic,IO,25,35,,,30.00'); // overlaps 18-29 and 30-39
      fs.writeFileSync(path.join(d, 'rates.csv'), `${rates.join('\n')}\n`);
      const plans = readJson(d, 'plans.json');
      plans.push({ ...plans[0] }); // plan 101 twice
      plans[1].tiers = [...plans[1].tiers.filter((tier: string) => tier !== 'IF'), 'IF'];
      plans[2].options = ['Standard', 'Gold']; // no rate for Gold
      writeJson(d, 'plans.json', plans);
      const health = readJson(d, 'questions/health.json');
      health[0].layout = 'sideways';
      writeJson(d, 'questions/health.json', health);
      const fields = readJson(d, 'forms/fields.json');
      fields[0].step = 'payroll';
      writeJson(d, 'forms/fields.json', fields);
    });
    const check = await checkPackageDir(dir);
    expect(check.ok).toBe(false);
    const texts = check.ok ? [] : check.problems.problems.map(problemText);
    const lines = fs.readFileSync(path.join(dir, 'rates.csv'), 'utf8').trimEnd().split('\n').length;
    expect(texts).toEqual(
      expect.arrayContaining([
        `rates.csv line ${lines - 3} field plan: plan 999 is not in plans.json`,
        `rates.csv line ${lines - 2} field premium: -5.00 is negative: a premium is at least 0`,
        `rates.csv line ${lines - 1} field premium: "ten" is not an amount of dollars such as 74.86`,
        expect.stringMatching(
          new RegExp(`^rates.csv line ${lines} field age_min: ages 25-35 overlap ages 18-29`),
        ),
        'plans.json plan 101 field id: plan id 101 is used twice',
        expect.stringMatching(
          /^plans.json plan 103 field tiers: has no rate in rates.csv for tier (IO|IS|IC|IF), option "Gold"$/,
        ),
        'questions/health.json question 141 layout: is "sideways"; allowed: standard, yes_no, physician',
        expect.stringMatching(
          /^forms\/fields.json rule \d+ field step: "payroll" is not a step with configured fields/,
        ),
      ]),
    );
  });

  it('finds an unknown benefit fact and a benefit for a plan the package does not have', async () => {
    const dir = demoCopy((d) => {
      const benefits = readJson(d, 'benefits.json');
      benefits[0].facts.teleportation = 1;
      benefits.push({ ...benefits[1], plan: 4242 });
      writeJson(d, 'benefits.json', benefits);
    });
    const check = await checkPackageDir(dir);
    const texts = check.ok ? [] : check.problems.problems.map(problemText);
    expect(texts.some((text) => text.startsWith('benefits.json plan 101 facts.teleportation'))).toBe(true);
    expect(texts).toContain(
      'benefits.json plan 4242 field plan: names plan 4242, which the package does not have',
    );
  });
});

describe('validate: the carriers’ and the agency’s EDI settings', () => {
  it('refuses a bad EDI block with its file, carrier, key and reason', async () => {
    const dir = demoCopy((d) => {
      const carriers = readJson(d, 'carriers.json');
      carriers[0].edi.interchange_id = 'HARBOR*LINE'; // a delimiter inside
      carriers[1].edi.schedule = 'hourly';
      carriers[2].edi.delivery = {
        kind: 'sftp',
        port: 22,
        username: 'agency',
        outbound_dir: '/in',
        inbound_dir: '/out',
        secret_env: 'hunter2 is the password', // a secret, not a variable's name
      };
      carriers[3].edi.password = 'hunter2'; // not a key of the block
      writeJson(d, 'carriers.json', carriers);
      const manifest = readJson(d, 'catalog.json');
      manifest.agency.application_code = 'X'; // GS02 takes 2 to 15 characters
      writeJson(d, 'catalog.json', manifest);
    });
    const check = await checkPackageDir(dir);
    expect(check.ok).toBe(false);
    const problems = check.ok ? [] : check.problems.problems;
    const at = (file: string, path: string) => problems.find((p) => p.file === file && p.path === path);
    expect(at('carriers.json', 'carrier 1 edi.interchange_id')).toMatchObject({
      field: 'interchange_id',
      message: 'must not hold * ~ : or ^, the delimiters of the file',
    });
    expect(at('carriers.json', 'carrier 2 edi.schedule')).toMatchObject({ field: 'schedule' });
    expect(at('carriers.json', 'carrier 3 edi.delivery.host')).toMatchObject({ field: 'host' });
    expect(at('carriers.json', 'carrier 3 edi.delivery.secret_env')).toMatchObject({
      field: 'secret_env',
      message: 'must be the name of an environment variable (A-Z, 0-9, _)',
    });
    expect(problems.some((p) => p.file === 'carriers.json' && p.path?.startsWith('carrier 4 edi'))).toBe(
      true,
    );
    expect(at('catalog.json', 'agency.application_code')).toEqual({
      file: 'catalog.json',
      path: 'agency.application_code',
      field: 'application_code',
      message: 'is 1 characters; at least 2',
    });
    expect(at('carriers.json', 'carrier 4 edi.password')).toMatchObject({
      message:
        'has a field "password" it does not know; allowed: interchange_id_qualifier, interchange_id, application_code, payer_name, payer_id_qualifier, payer_id, master_policy, sponsor, broker_id, parts, schedule, audit, delivery',
    });
    expect(problems.every((problem) => problem.message.length > 0)).toBe(true);
  });

  it('accepts a carrier without EDI settings and a package without the agency’s ids: no feed', async () => {
    const dir = demoCopy((d) => {
      const carriers = readJson(d, 'carriers.json');
      carriers[0].edi = null;
      delete carriers[1].edi;
      writeJson(d, 'carriers.json', carriers);
      const manifest = readJson(d, 'catalog.json');
      delete manifest.agency;
      writeJson(d, 'catalog.json', manifest);
    });
    const package_ = await checked(dir);
    expect(package_.records.carriers.slice(0, 2).map((carrier) => carrier.edi)).toEqual([null, null]);
    expect(package_.records.manifest.agency).toBeUndefined();
  });
});

describe('the worked example of docs/catalog.md', () => {
  it('validates: one carrier, one dental plan with its benefits and rates, and a custom question', async () => {
    const example = await checked(path.resolve(DEMO_PACKAGE, '../example'));
    expect(example.records.plans.map((plan) => plan.name)).toEqual(['Northwind Dental Choice']);
    expect(example.records.customFields.map((field) => field.kind)).toEqual(['date']);
    expect(example.rates).toHaveLength(9);
    expect((example.benefits.get(7101) as { options?: unknown } | undefined)?.options).toEqual({
      Plus: { annual_maximum: 2000, major_waiting_months: 6 },
    });
  });
});

describe(`apply, export and diff (${TEST_DIALECT})`, () => {
  it('starts a production store with nothing for sale, then sells the demo once it is applied', async () => {
    const browser = t.browser();
    const before = await browser.call(getPlanPricingDetail, {
      query: { pid: 101, enrollment_id: 'x'.repeat(32) },
    });
    expect(before.statusCode).toBeGreaterThanOrEqual(400);
    const demo = await checked(DEMO_PACKAGE);
    const applied = await applyPackage(t.deps.db, demo, null, NOW);
    expect(applied).toMatchObject({ version: 1, plans: demo.records.plans.length, rates: demo.rates.length });
    // The demo's rules for its own groups and portals have no group here to belong to.
    expect(applied.skippedRules.length).toBeGreaterThan(0);
    const id = await startEnrollment(browser, ADULT_FILTER);
    const priced = await browser.ok(getPlanPricingDetail, { query: { pid: 101, enrollment_id: id } });
    expect(priced.plans.map((option) => option.label)).toEqual(['Basic', 'Plus']);
  });

  it('exports what it applied: export, then diff, shows no change, and the files read back the same', async () => {
    const stored = await readCatalog(t.deps.db);
    if (!stored) throw new Error('no catalog');
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-export-'));
    folders.push(out);
    writePackage(out, stored);
    const again = await checked(out);
    expect(isUnchanged(diffCatalog(stored, asStored(again)))).toBe(true);
    // The EDI settings went in and came back out as the package has them.
    const demo = await checked(DEMO_PACKAGE);
    expect(again.records.manifest.agency).toEqual(demo.records.manifest.agency);
    expect(again.records.carriers.map((carrier) => carrier.edi)).toEqual(
      demo.records.carriers.map((carrier) => carrier.edi),
    );
    expect(again.records.carriers.every((carrier) => carrier.edi !== null)).toBe(true);
    const fromDemo = diffCatalog(stored, asStored(demo));
    // Only the demo's group and portal rules differ: this store has no such groups.
    expect(fromDemo.plans).toEqual({ added: [], removed: [], changed: [] });
    expect(fromDemo.rates).toMatchObject({ added: 0, removed: 0, changed: 0 });
    expect(fromDemo.benefits).toEqual({ added: [], removed: [], changed: [] });
    expect(fromDemo.carriers).toEqual({ added: [], removed: [], changed: [] });
    expect(fromDemo.agency).toEqual({ added: [], removed: [], changed: [] });
  });

  it('diff names a carrier whose EDI settings changed, and the agency’s ids', async () => {
    const stored = await readCatalog(t.deps.db);
    let schedule = '';
    let interchangeId = '';
    const moved = demoCopy((d) => {
      const carriers = readJson(d, 'carriers.json');
      schedule = carriers[1].edi.schedule;
      interchangeId = readJson(d, 'catalog.json').agency.interchange_id;
      carriers[1].edi.schedule = 'daily';
      writeJson(d, 'carriers.json', carriers);
      const manifest = readJson(d, 'catalog.json');
      manifest.agency.interchange_id = 'NEWAGENCYID';
      writeJson(d, 'catalog.json', manifest);
    });
    const diff = diffCatalog(stored, asStored(await checked(moved)));
    expect(diff.carriers).toEqual({
      added: [],
      removed: [],
      changed: [{ id: 2, fields: [{ field: 'edi.schedule', old: schedule, new: 'daily' }] }],
    });
    expect(diff.agency.changed).toEqual([
      { id: 'agency', fields: [{ field: 'interchange_id', old: interchangeId, new: 'NEWAGENCYID' }] },
    ]);
  });

  it('prices coverage before a new version’s date on the old rates and from it on the new', async () => {
    const raised = demoCopy((d) => scaleRates(d, 2));
    const browser = t.browser();
    const id = await startEnrollment(browser, ADULT_FILTER);
    const before = await browser.ok(getPlanPricingDetail, { query: { pid: 101, enrollment_id: id } });
    // Coverage from 01/01/2027 on is priced on the new rates; December's on the old.
    await applyPackage(t.deps.db, await checked(raised), '2027-01-01', NOW);
    const basic = before.plans.find((option) => option.label === 'Basic');
    await browser.ok(addPlanToCart, {
      body: { enrollment_id: id, plan_id: 101, plan_pricing_id: basic?.plan_pricing_id },
    });
    const december = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    expect(december.result[0]?.price).toBe(basic?.price);
    await t.deps.db
      .updateTable('enrollments')
      .set({ effective_date: '01/01/2027' })
      .where('id', '=', id)
      .execute();
    const january = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    expect(january.result[0]).toMatchObject({ available: true, price_label: 'Basic' });
    expect(january.result[0]?.price).toBeCloseTo((basic?.price ?? 0) * 2, 1);
  });

  it('withdraws a plan a new package leaves out: a cart holding it shows it as no longer offered', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser, ADULT_FILTER);
    const offered = await browser.ok(getPlanPricingDetail, { query: { pid: 102, enrollment_id: id } });
    await browser.ok(addPlanToCart, {
      body: { enrollment_id: id, plan_id: 102, plan_pricing_id: offered.plans[0]?.plan_pricing_id },
    });
    const without = demoCopy((d) => withoutPlan(d, 102));
    const applied = await applyPackage(t.deps.db, await checked(without), null, NOW);
    expect(applied.withdrawnPlans).toEqual([102]);
    const cart = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    expect(cart.result.find((line) => line.plan_id === 102)).toMatchObject({ available: false });
    const stored = await readCatalog(t.deps.db);
    expect(stored?.records.plans.some((plan) => plan.id === 102)).toBe(false);
  });

  it('changes nothing when applying fails part way (all or nothing)', async () => {
    const before = await readCatalog(t.deps.db);
    const versionsBefore = await t.deps.db.selectFrom('catalog_versions').select('id').execute();
    const good = await checked(DEMO_PACKAGE);
    // A rate for a plan that is not there gets past no check but the database's own.
    const broken = { ...good, rates: [...good.rates, { ...good.rates[0]!, plan: 4242 }] };
    await expect(applyPackage(t.deps.db, broken, null, NOW)).rejects.toThrow();
    const after = await readCatalog(t.deps.db);
    expect(isUnchanged(diffCatalog(before, after!))).toBe(true);
    const versions = await t.deps.db.selectFrom('catalog_versions').select('id').execute();
    expect(versions.length).toBe(versionsBefore.length);
  });
});
