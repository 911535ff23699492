import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { DEMO_PACKAGE } from '../seed/seedCatalog';
import { reinstateWithinDays } from './carrierYears';
import { readCatalog, writePackage } from './catalogExport';
import { checkPackageDir } from './checkedPackage';

let t: TestApp;
let out: string;
beforeAll(async () => {
  t = await startTestApp();
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-plan-years-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(out, { recursive: true, force: true });
});

const checked = async (dir: string) => {
  const check = await checkPackageDir(dir);
  if (!check.ok) throw new Error(`${dir} has problems`);
  return check.checked.records;
};

describe(`plan years, reinstatement days and successors through apply and export (${TEST_DIALECT})`, () => {
  it('exports each carrier’s and group’s plan year, reinstatement days and successors as the package gave them', async () => {
    const stored = await readCatalog(t.deps.db);
    if (!stored) throw new Error('no catalog');
    writePackage(out, stored);
    const again = await checked(out);
    const demo = await checked(DEMO_PACKAGE);
    const years = (records: typeof demo) =>
      records.carriers.map(({ id, plan_year, reinstate_within_days }) => ({
        id,
        plan_year,
        reinstate_within_days,
      }));
    expect(years(again)).toEqual(years(demo));
    expect(again.carriers.some((carrier) => carrier.plan_year?.renews_on === '07/01')).toBe(true);
    const groupYears = (records: typeof demo) =>
      records.groupNumbers.map(({ group, carrier, plan_year }) => ({ group, carrier, plan_year }));
    expect(groupYears(again)).toEqual(groupYears(demo));
    const successors = (records: typeof demo) =>
      records.plans.filter((plan) => plan.successor !== null).map(({ id, successor }) => ({ id, successor }));
    expect(successors(again)).toEqual(successors(demo));
    expect(successors(again).length).toBeGreaterThan(0);
  });

  it('reads a carrier’s reinstatement days, 30 for a carrier the store does not know', async () => {
    const demo = await checked(DEMO_PACKAGE);
    for (const carrier of demo.carriers)
      expect(await reinstateWithinDays(t.deps.db, carrier.id)).toBe(carrier.reinstate_within_days);
    expect(demo.carriers.some((carrier) => carrier.reinstate_within_days !== 30)).toBe(true);
    expect(await reinstateWithinDays(t.deps.db, 999_999)).toBe(30);
  });
});
