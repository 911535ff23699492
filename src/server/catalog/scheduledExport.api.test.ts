import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy } from '../../../testing/catalogCopies';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import type { Db } from '../db/database';
import { rateVersionOn } from '../pricing/rateVersion';
import { DEMO_PACKAGE } from '../seed/seedCatalog';
import { applyPackage } from './catalogApply';
import { readCatalog, writePackage } from './catalogExport';
import { checkPackageDir } from './checkedPackage';
import { problemText } from './packageProblem';

/**
 * Export keeps every effective-dated version: a store with rates scheduled for 01/01/2027 exports them
 * as rates/2027-01-01.csv beside rates.csv; applied to an empty store, the export prices December's and
 * January's coverage as the first store does, and exports the same files again.
 */

const NOW = new Date('2026-11-26T12:00:00Z');
const TODAY = '2026-11-26';
const folders: string[] = [];
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await startTestApp({ store: 'production', now: () => NOW });
  second = await startTestApp({ store: 'production', now: () => NOW });
});
afterAll(async () => {
  await first.close();
  await second.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

async function checked(dir: string) {
  const check = await checkPackageDir(dir, undefined, { effectiveFrom: null, today: TODAY });
  if (!check.ok) throw new Error(check.problems.problems.map(problemText).join('\n'));
  return check.checked;
}

function exported(db: Db): Promise<string> {
  return readCatalog(db, { now: NOW }).then((stored) => {
    if (!stored) throw new Error('no catalog');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-export-'));
    folders.push(dir);
    writePackage(dir, stored);
    return dir;
  });
}

/** Every file of a folder, by its path inside it, with its text. */
function files(dir: string): Record<string, string> {
  const all: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    all[path.relative(dir, full)] = fs.readFileSync(full, 'utf8');
  }
  return all;
}

/** The premium of every rate that prices coverage starting on `isoDate`, by all that names the rate. */
async function pricesOn(db: Db, isoDate: string): Promise<Record<string, number>> {
  const version = await rateVersionOn(db, isoDate, NOW.getTime());
  const rows = await db
    .selectFrom('plan_prices')
    .select(['plan_id', 'label', 'tier', 'age_min', 'age_max', 'state', 'tobacco', 'price_cents'])
    .where('version_id', '=', version)
    .execute();
  return Object.fromEntries(
    rows.map((row) => [
      `${row.plan_id} ${row.label} ${row.tier} ${row.age_min}-${row.age_max} ${row.state ?? 'all'} ${row.tobacco ?? 'any'}`,
      row.price_cents,
    ]),
  );
}

describe(`export keeps every effective-dated version (${TEST_DIALECT})`, () => {
  it('export → apply to an empty store → export is identical, and prices on both dates match', async () => {
    await applyPackage(first.deps.db, await checked(DEMO_PACKAGE), null, NOW);
    const raised = demoPackageCopy((dir) => {
      const file = path.join(dir, 'rates.csv');
      const text = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(
        file,
        text.replace('104,Standard,IO,18,29,NY,,25.66', '104,Standard,IO,18,29,NY,,28.90'),
      );
    });
    folders.push(raised);
    await applyPackage(first.deps.db, await checked(raised), '2027-01-01', NOW);

    const out = await exported(first.deps.db);
    const written = files(out);
    expect(Object.keys(written)).toEqual(expect.arrayContaining(['rates.csv', 'rates/2027-01-01.csv']));
    expect(written['rates.csv']).toContain('\n104,Standard,IO,18,29,NY,,25.66\n');
    expect(written['rates/2027-01-01.csv']).toContain('\n104,Standard,IO,18,29,NY,,28.90\n');

    const applied = await applyPackage(second.deps.db, await checked(out), null, NOW);
    expect(applied).toMatchObject({ version: 2, effectiveFrom: null });
    expect(files(await exported(second.deps.db))).toEqual(written);

    const key = '104 Standard IO 18-29 NY any';
    for (const [date, cents] of [
      ['2026-12-01', 2566],
      ['2027-01-01', 2890],
    ] as const) {
      const before = await pricesOn(first.deps.db, date);
      expect(before[key]).toBe(cents);
      expect(await pricesOn(second.deps.db, date)).toEqual(before);
    }
  });

  it('a store whose first rates start later exports them dated, and prices nothing before as the other', async () => {
    const third = await startTestApp({ store: 'production', now: () => NOW });
    try {
      await applyPackage(third.deps.db, await checked(DEMO_PACKAGE), '2027-02-01', NOW);
      const out = await exported(third.deps.db);
      expect(fs.existsSync(path.join(out, 'rates.csv'))).toBe(false);
      expect(fs.existsSync(path.join(out, 'rates/2027-02-01.csv'))).toBe(true);
      const fourth = await startTestApp({ store: 'production', now: () => NOW });
      try {
        await applyPackage(fourth.deps.db, await checked(out), null, NOW);
        expect(await pricesOn(fourth.deps.db, '2027-01-15')).toEqual({});
        expect(await pricesOn(fourth.deps.db, '2027-02-01')).toEqual(
          await pricesOn(third.deps.db, '2027-02-01'),
        );
        expect(files(await exported(fourth.deps.db))).toEqual(files(out));
      } finally {
        await fourth.close();
      }
    } finally {
      await third.close();
    }
  });
});
