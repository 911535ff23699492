import { type FactLine, keyFactLines } from '../../domain/factLines';
import { storedBenefits } from '../catalog/storedBenefits';
import type { Db } from '../db/database';

const KEPT_MS = 60_000;

/** The key facts of every active plan that has facts, by plan id. */
export type KeyFactsByPlan = ReadonlyMap<number, FactLine[]>;

const keptByDb = new WeakMap<Db, Map<number, { at: number; value: Promise<KeyFactsByPlan> }>>();

/**
 * The key facts of the active plans (what the plan list's cards show), read in one query and made
 * once per catalog version, then kept a minute like the plan list made from the same version
 * (pricing/eligiblePlans): the list's call never reads facts per plan.
 */
export function keyFactsByPlan(db: Db, version: number, now = Date.now()): Promise<KeyFactsByPlan> {
  let kept = keptByDb.get(db);
  if (!kept) {
    kept = new Map();
    keptByDb.set(db, kept);
  }
  const held = kept.get(version);
  if (held && now - held.at < KEPT_MS) return held.value;
  const value = load(db);
  const keptHere = kept;
  value.catch(() => {
    if (keptHere.get(version)?.value === value) keptHere.delete(version);
  });
  // Only the version in effect is asked for, give or take a coverage date further on.
  if (kept.size > 8) kept.clear();
  kept.set(version, { at: now, value });
  return value;
}

async function load(db: Db): Promise<KeyFactsByPlan> {
  const rows = await db
    .selectFrom('plans')
    .select(['id', 'category', 'benefits'])
    .where('active', '=', 1)
    .where('benefits', 'is not', null)
    .execute();
  const byPlan = new Map<number, FactLine[]>();
  for (const row of rows) {
    const stored = storedBenefits(row);
    const lines = stored ? keyFactLines(stored.category, stored.benefits) : [];
    if (lines.length > 0) byPlan.set(row.id, lines);
  }
  return byPlan;
}
