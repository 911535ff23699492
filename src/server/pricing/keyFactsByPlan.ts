import { type FactLine, keyFactLines } from '../../domain/factLines';
import { storedBenefits } from '../catalog/storedBenefits';
import type { Db } from '../db/database';
import { keptWhile } from './keptWhile';

const KEPT_MS = 60_000;

/** The key facts of every active plan that has facts, by plan id. */
export type KeyFactsByPlan = ReadonlyMap<number, FactLine[]>;

// Only the version in effect is asked for, give or take a coverage date further on.
const kept = keptWhile<KeyFactsByPlan>(KEPT_MS, 8);

/**
 * The key facts of the active plans (what the plan list's cards show), read in one query and made
 * once per catalog version, then kept a minute like the plan list made from the same version
 * (pricing/eligiblePlans): the list's call never reads facts per plan.
 */
export function keyFactsByPlan(db: Db, version: number, now = Date.now()): Promise<KeyFactsByPlan> {
  return kept(db, String(version), now, () => load(db));
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
