import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/database';
import { createSecretBox } from '../db/secretBox';
import { migrate } from '../migrations/migrate';
import { SEASONAL_PLAN_ID, seedCatalog } from './seedCatalog';

const box = createSecretBox(Buffer.alloc(32, 7));
const dirs: string[] = [];
const dbs: Db[] = [];

afterAll(async () => {
  for (const db of dbs) await db.destroy();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function seeded(seasonalBlackout?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-blackout-'));
  dirs.push(dir);
  const db = createDb({ sqliteFile: path.join(dir, 'store.db') });
  dbs.push(db);
  await migrate(db);
  await seedCatalog(db, { extraPlans: 0, secretBox: box, ...(seasonalBlackout ? { seasonalBlackout } : {}) });
  const plans = await db
    .selectFrom('plans')
    .select(['id', 'blackout_months', 'logo', 'carrier_id'])
    .execute();
  return { seasonal: plans.find((p) => p.id === SEASONAL_PLAN_ID), plans };
}

describe('the catalog data the demo shows', () => {
  it("sets the seasonal plan's blackout months from the operator, else December", async () => {
    expect((await seeded()).seasonal?.blackout_months).toBe('12');
    expect((await seeded('11')).seasonal?.blackout_months).toBe('11');
  });

  it("gives every demo plan its carrier's drawn logo", async () => {
    const { plans } = await seeded();
    for (const plan of plans) expect(plan.logo).toMatch(/^\/carriers\/[a-z-]+\.svg$/);
    for (const logo of new Set(plans.map((p) => p.logo)))
      expect(fs.existsSync(path.join(process.cwd(), 'public', logo))).toBe(true);
  });
});
