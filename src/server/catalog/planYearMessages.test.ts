import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPackageCopy } from '../../../testing/catalogCopies';
import { checkPackageDir } from './checkedPackage';
import { problemText } from './packageProblem';

/** validate's messages for the fields renewal reads: plan years, reinstatement days, successors. */

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

type Json = Record<string, unknown>;
function copyWith(file: string, change: (records: Json[]) => void): string {
  const dir = demoPackageCopy((d) => {
    const records = JSON.parse(fs.readFileSync(path.join(d, file), 'utf8')) as Json[];
    change(records);
    fs.writeFileSync(path.join(d, file), JSON.stringify(records, null, 2));
  });
  folders.push(dir);
  return dir;
}
const byId = (records: Json[], id: number) => {
  const record = records.find((r) => r.id === id);
  if (!record) throw new Error(`no record ${id}`);
  return record;
};

async function problems(dir: string): Promise<string[]> {
  const check = await checkPackageDir(dir, undefined, { effectiveFrom: null, today: '2026-11-26' });
  return check.ok ? [] : check.problems.problems.map(problemText);
}

describe('validate’s messages for renewal', () => {
  it('the demo package carries a plan year for every carrier and group number, and validates', async () => {
    const check = await checkPackageDir(demoPackageCopy(), undefined, {
      effectiveFrom: null,
      today: '2026-11-26',
    });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.checked.records.carriers.every((carrier) => carrier.plan_year !== null)).toBe(true);
    expect(check.checked.records.groupNumbers.every((entry) => entry.plan_year !== null)).toBe(true);
  });

  it('names a carrier’s plan year that is not a day of every year, and reinstatement days out of range', async () => {
    const dir = copyWith('carriers.json', (carriers) => {
      byId(carriers, 1).plan_year = { renews_on: '02/29', notice_days: 30 };
      byId(carriers, 2).plan_year = { renews_on: '1/1' };
      byId(carriers, 3).reinstate_within_days = 400;
      byId(carriers, 4).plan_year = { renews_on: '01/01', notice_days: 30, window: 5 };
    });
    const said = await problems(dir);
    expect(said).toContain(
      'carriers.json carrier 1 plan_year.renews_on: must be a day of every year (mm/dd; 02/29 is not): e.g. "01/01" or "07/01"',
    );
    expect(said).toContain(
      'carriers.json carrier 2 plan_year.renews_on: must be a month and day as mm/dd, e.g. "01/01"',
    );
    expect(said.some((line) => line.startsWith('carriers.json carrier 3 reinstate_within_days:'))).toBe(true);
    expect(
      said.some((line) => line.startsWith('carriers.json carrier 4 plan_year') && line.includes('window')),
    ).toBe(true);
  });

  it('names a group’s plan year by its entry', async () => {
    const dir = copyWith('groups.json', (groups) => {
      (groups[2] as Json).plan_year = { renews_on: '13/01', notice_days: 30 };
    });
    expect(await problems(dir)).toEqual([
      'groups.json record 3 (the 3rd in the file) plan_year.renews_on: must be a day of every year (mm/dd; 02/29 is not): e.g. "01/01" or "07/01"',
    ]);
  });

  it('refuses a successor of another carrier or category, or the plan itself', async () => {
    const dir = copyWith('plans.json', (plans) => {
      byId(plans, 101).successor = 111; // Bluewater's vision plan: another carrier
      byId(plans, 102).successor = 203; // Harborline's accident plan: another category
      byId(plans, 143).successor = 143;
    });
    expect(await problems(dir)).toEqual([
      'plans.json plan 101 field successor: names plan 111 of carrier 4: a successor must be a plan of the same carrier (1)',
      'plans.json plan 102 field successor: names plan 203 (accident): a successor must be of the same category (dental)',
      'plans.json plan 143 field successor: a plan cannot succeed itself',
    ]);
  });
});
