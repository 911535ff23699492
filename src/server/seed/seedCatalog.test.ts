import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../domain/categories';
import { priceOptions } from '../../domain/pricing';
import { isPossibleSsn } from '../../domain/ssn';
import { createDb, type Db } from '../db/database';
import { openJson } from '../db/sealedJson';
import { createSecretBox } from '../db/secretBox';
import { migrate } from '../migrations/migrate';
import { toPriceRow } from '../pricing/priceQueries';
import { seedCatalog, seedIfEmpty } from './seedCatalog';

const box = createSecretBox(Buffer.alloc(32, 7));
const dirs: string[] = [];
const dbs: Db[] = [];

async function freshDb(): Promise<Db> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-seed-'));
  dirs.push(dir);
  const db = createDb({ sqliteFile: path.join(dir, 'store.db') });
  dbs.push(db);
  await migrate(db);
  return db;
}

afterAll(async () => {
  for (const db of dbs) await db.destroy();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const checksum = async (db: Db) => {
  const rows = await db.selectFrom('plan_prices').selectAll().orderBy('id').execute();
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
};

describe('demo catalog', () => {
  it('covers every category, the fixed groups, and seeds only once', async () => {
    const db = await freshDb();
    expect(await seedIfEmpty(db, { extraPlans: 0, secretBox: box })).toBe(true);
    expect(await seedIfEmpty(db, { extraPlans: 0, secretBox: box })).toBe(false);
    const categories = await db
      .selectFrom('plans')
      .select('category')
      .distinct()
      .where('active', '=', 1)
      .execute();
    for (const category of CATEGORIES) expect(categories.map((row) => row.category)).toContain(category);
    const groups = await db.selectFrom('groups').select('id').execute();
    expect(groups.map((g) => g.id)).toEqual(expect.arrayContaining([1929, 2512, 2556]));
    const members = await db.selectFrom('members').select('ssn').execute();
    expect(members.length).toBeGreaterThanOrEqual(10);
    for (const member of members) {
      expect(member.ssn).toMatch(/^v1:/);
      // Numbers the SSA could have issued, as every SSN the store takes must be.
      expect(isPossibleSsn(box.open(member.ssn))).toBe(true);
    }
    const onFile = await db
      .selectFrom('member_profiles')
      .select('data')
      .where('tab', '=', 'dependent')
      .execute();
    const dependentSsns = onFile.flatMap(
      (row) => (openJson(box, row.data) as { dependents: { primary_info: { ssn: string } }[] }).dependents,
    );
    expect(dependentSsns.length).toBeGreaterThan(0);
    for (const dependent of dependentSsns)
      expect(isPossibleSsn(box.open(dependent.primary_info.ssn))).toBe(true);
  });

  it('prices plan 101 with two options for a 40-year-old in California, Basic cheaper', async () => {
    const db = await freshDb();
    await seedCatalog(db, { extraPlans: 0, secretBox: box });
    const rows = (await db.selectFrom('plan_prices').selectAll().where('plan_id', '=', 101).execute()).map(
      toPriceRow,
    );
    const result = priceOptions(
      rows,
      { minAnnualIncome: null, minWorkingHours: null },
      {
        tier: 'IO',
        age: 40,
        state: 'CA',
        smoker: false,
        annualIncome: null,
        workingHours: null,
      },
    );
    expect(result.ok && result.options.map((o) => o.label)).toEqual(['Basic', 'Plus']);
  });

  it('is the same on every run, and grows by the generated plans asked for', async () => {
    const a = await freshDb();
    const b = await freshDb();
    await seedCatalog(a, { extraPlans: 0, secretBox: box });
    await seedCatalog(b, { extraPlans: 0, secretBox: box });
    expect(await checksum(a)).toBe(await checksum(b));
    const c = await freshDb();
    await seedCatalog(c, { extraPlans: 200, secretBox: box });
    const count = async (db: Db) =>
      Number(
        (
          await db
            .selectFrom('plans')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect((await count(c)) - (await count(a))).toBe(200);
  });
});
