import { rateKey } from './catalogRates';
import type { RateRow } from './packageSchema';

/** A rate whose premium changes: all that names it (plan, option, tier, age band, state, tobacco) and both prices. */
export interface RateChange {
  plan: number;
  option: string;
  tier: RateRow['tier'];
  ageMin: number;
  ageMax: number;
  /** null: every state without its own row. */
  state: string | null;
  /** null: users and non-users alike. */
  tobacco: boolean | null;
  oldCents: number;
  newCents: number;
}

/**
 * Rate rows added, removed and with another premium; the changed ones listed (up to LISTED_RATES, in
 * plan order), the added and removed counted by plan (a new plan adds all its rows: a count says it).
 */
export interface RateChanges {
  added: number;
  removed: number;
  changed: number;
  changes: RateChange[];
  /** Changed rates beyond those listed. */
  unlisted: number;
  addedByPlan: Record<number, number>;
  removedByPlan: Record<number, number>;
}

/** Changed rates listed by diff at most: a whole new rate sheet is counted by plan, not printed row by row. */
const LISTED_RATES = 10_000;

const noRateChanges = (): RateChanges => ({
  added: 0,
  removed: 0,
  changed: 0,
  changes: [],
  unlisted: 0,
  addedByPlan: {},
  removedByPlan: {},
});

const counted = (counts: Record<number, number>, plan: number) => {
  counts[plan] = (counts[plan] ?? 0) + 1;
};

/** Adds how the rates `after` differ from `before` to `into`. */
function addRateChanges(into: RateChanges, before: readonly RateRow[], after: readonly RateRow[]): void {
  const oldRates = new Map(before.map((rate) => [rateKey(rate), rate]));
  for (const rate of after) {
    const key = rateKey(rate);
    const old = oldRates.get(key);
    if (old === undefined) {
      into.added += 1;
      counted(into.addedByPlan, rate.plan);
      continue;
    }
    oldRates.delete(key);
    if (old.cents === rate.cents) continue;
    into.changed += 1;
    if (into.changes.length >= LISTED_RATES) into.unlisted += 1;
    else {
      const { cents, ...named } = rate;
      into.changes.push({ ...named, oldCents: old.cents, newCents: cents });
    }
  }
  for (const rate of oldRates.values()) {
    into.removed += 1;
    counted(into.removedByPlan, rate.plan);
  }
}

/** How the rates `after` differ from `before`, both whole in memory (a package against a package). */
export function rateChanges(before: readonly RateRow[], after: readonly RateRow[]): RateChanges {
  const changes = noRateChanges();
  addRateChanges(changes, before, after);
  return changes;
}

/**
 * How the rates `next` differ from the store's, given the store's rates a few plans at a time, each plan's
 * whole (readCatalog's `eachRates`): a rate's key names its plan, so each plan's changes add up to the
 * whole's, and the store's million rates are never in memory beside the package's (read whole, a
 * million-rate diff took 1.5 GB: docs/performance.md, thirteenth pass).
 */
export class RateComparison {
  private readonly byPlan = new Map<number, RateRow[]>();
  private readonly total = noRateChanges();

  constructor(next: readonly RateRow[]) {
    for (const rate of next) {
      const rates = this.byPlan.get(rate.plan);
      if (rates) rates.push(rate);
      else this.byPlan.set(rate.plan, [rate]);
    }
  }

  /** Some plans' stored rates, every stored rate of each of those plans. */
  add(stored: readonly RateRow[]): void {
    const plans = new Set(stored.map((rate) => rate.plan));
    addRateChanges(
      this.total,
      stored,
      [...plans].flatMap((plan) => this.byPlan.get(plan) ?? []),
    );
    for (const plan of plans) this.byPlan.delete(plan);
  }

  /** The changes, once every stored plan was added: the plans the store has no rates for are all added. */
  changes(): RateChanges {
    for (const rates of this.byPlan.values()) addRateChanges(this.total, [], rates);
    this.byPlan.clear();
    return this.total;
  }
}
