import type { Facts } from './benefitFacts';
import { compareFact } from './factBetter';

/** A plan as the dominance rule weighs it: its premium and the standard facts of the option priced. */
export interface WeighedPlan {
  id: number;
  premiumCents: number;
  facts: Facts;
}

/**
 * True when `plan` costs more than `other` and covers no more (issue 28): its premium is higher
 * and none of its standard facts is better than `other`'s. A fact only one of the two gives makes
 * them incomparable (silence is not proof of less), so is a value that cannot be ranked unless both
 * give one with no direction (two network names). Plans without facts are never weighed.
 */
export function coversNoMore(plan: WeighedPlan, other: WeighedPlan): boolean {
  if (plan.premiumCents <= other.premiumCents) return false;
  const keys = new Set([...Object.keys(plan.facts), ...Object.keys(other.facts)]);
  if (keys.size === 0) return false;
  for (const key of keys) {
    if (!Object.hasOwn(plan.facts, key) || !Object.hasOwn(other.facts, key)) return false;
    const against = compareFact(key, plan.facts[key] as Facts[string], other.facts[key] as Facts[string]);
    if (against === null) {
      // Facts with no direction (a network's name) are not weighed; any other unrankable pair stops it.
      if (typeof plan.facts[key] !== 'string' || typeof other.facts[key] !== 'string') return false;
      continue;
    }
    if (against > 0) return false;
  }
  return true;
}

/**
 * For each of `plans` that another plan of `among` beats (costs less, covers at least as much), the
 * plan that beats it: the cheapest such plan, the list's order deciding ties. Plans of one category;
 * `among` is every plan weighed (the whole category), `plans` those asked about (a page of it).
 */
export function beatenBy(
  plans: readonly WeighedPlan[],
  among: readonly WeighedPlan[] = plans,
): Map<number, number> {
  const beaten = new Map<number, number>();
  for (const plan of plans) {
    let winner: WeighedPlan | undefined;
    for (const other of among) {
      if (other.id === plan.id || (winner && other.premiumCents >= winner.premiumCents)) continue;
      if (coversNoMore(plan, other)) winner = other;
    }
    if (winner) beaten.set(plan.id, winner.id);
  }
  return beaten;
}
