import type { PlanBenefits } from '../../domain/benefitFacts';
import { type FactLine, keyFactLines } from '../../domain/factLines';
import type { Db } from '../db/database';
import { keptWhile } from './keptWhile';
import { storedBenefits } from './storedBenefits';

const KEPT_MS = 60_000;

/** An active plan's benefit facts: its card's key-fact lines and the facts themselves (for the dominance rule). */
interface PlanFacts {
  keyFacts: FactLine[];
  benefits: PlanBenefits;
}

/** The facts of every active plan that has facts, by plan id. */
export type FactsByPlan = ReadonlyMap<number, PlanFacts>;

// Only the version in effect is asked for, give or take a coverage date further on.
const kept = keptWhile<FactsByPlan>(KEPT_MS, 8);

/**
 * The facts of the active plans (the plan list's cards show their key facts and weigh them against
 * each other), read in one query and made once per catalog version, then kept a minute like the plan
 * list made from the same version (pricing/eligiblePlans): the list's call never reads facts per plan.
 */
export function factsByPlan(db: Db, version: number, now = Date.now()): Promise<FactsByPlan> {
  return kept(db, String(version), now, () => load(db));
}

async function load(db: Db): Promise<FactsByPlan> {
  const rows = await db
    .selectFrom('plans')
    .select(['id', 'category', 'benefits'])
    .where('active', '=', 1)
    .where('benefits', 'is not', null)
    .execute();
  const byPlan = new Map<number, PlanFacts>();
  for (const row of rows) {
    const stored = storedBenefits(row);
    if (stored)
      byPlan.set(row.id, {
        keyFacts: keyFactLines(stored.category, stored.benefits),
        benefits: stored.benefits,
      });
  }
  return byPlan;
}
