import type { FilterInfo } from '../../contract/filterCalls';
import { type CalendarDate, toIsoDate } from '../../domain/dates';
import type { PriceRow } from '../../domain/pricing';
import { normaliseTier, type Tier } from '../../domain/tiers';
import type { Db } from '../db/database';
import { pricePlan } from '../pricing/priceQueries';
import { optionCodes } from '../x12/coverageCodes';

/** One coverage of a policy as it runs before the renewal: a plan option and tier, its monthly premium. */
export interface RunningCoverage {
  carrierId: number;
  planId: number;
  planName: string;
  option: string;
  tier: string;
  premiumCents: number;
}

/** What a coverage becomes on the renewal day. */
export type RenewalOutcome =
  | {
      kind: 'renews' | 'moves';
      /** The plan and option from the renewal day: the same, or the successor's. */
      planId: number;
      planName: string;
      category: string;
      option: string;
      premiumCents: number;
      /** false: the option has no rate for the member on that day; the old premium is kept. */
      priced: boolean;
      codes: ReturnType<typeof optionCodes>;
    }
  /** A withdrawn plan without a successor still sold: the coverage ends the day before. */
  | { kind: 'ends' };

/** A plan as renewal reads it. */
interface PlanRow {
  id: number;
  name: string;
  carrier_id: number;
  category: string;
  active: number;
  withdrawn: number;
  successor_plan_id: number | null;
  edi: string | null;
}

const sold = (plan: PlanRow | undefined): boolean =>
  plan !== undefined && plan.active === 1 && plan.withdrawn === 0;

/** Noon UTC of the renewal day: the member's age on that day whatever the server's time zone. */
const instantOf = (date: CalendarDate) => new Date(`${toIsoDate(date)}T12:00:00Z`);

/**
 * The price options of a plan for the policy's filter and tier on the renewal day: the rates of the
 * catalog version in effect that day (pricing/rateVersion.ts) at the member's age then.
 */
async function optionsOn(
  db: Db,
  planId: number,
  filter: FilterInfo,
  tier: string,
  renewal: CalendarDate,
): Promise<PriceRow[]> {
  const normal: Tier | null = normaliseTier(tier);
  if (!normal) return [];
  const priced = await pricePlan(
    db,
    planId,
    { ...filter, tier: normal },
    instantOf(renewal),
    toIsoDate(renewal),
  );
  return priced.ok ? priced.options : [];
}

/**
 * What a running coverage becomes on `renewal`: its plan still sold renews to the same option at the
 * day's rates; a withdrawn plan moves to its successor (same carrier and category, still sold) to the
 * option of the same name, or else the successor's option priced closest to the old premium (the cheaper
 * of two as close); a withdrawn plan without one ends.
 */
export async function renewalOutcome(
  db: Db,
  coverage: RunningCoverage,
  filter: FilterInfo,
  renewal: CalendarDate,
): Promise<RenewalOutcome> {
  const plan = await readPlan(db, coverage.planId);
  if (!plan) return { kind: 'ends' };
  let target = plan;
  if (!sold(plan)) {
    const successor = plan.successor_plan_id ? await readPlan(db, plan.successor_plan_id) : undefined;
    if (!successor || !sold(successor)) return { kind: 'ends' };
    if (successor.carrier_id !== plan.carrier_id || successor.category !== plan.category)
      return { kind: 'ends' };
    target = successor;
  }
  const options = await optionsOn(db, target.id, filter, coverage.tier, renewal);
  const same = options.find((option) => option.label === coverage.option);
  const closest = [...options].sort(
    (a, b) =>
      Math.abs(a.priceCents - coverage.premiumCents) - Math.abs(b.priceCents - coverage.premiumCents) ||
      a.priceCents - b.priceCents,
  )[0];
  const chosen = target === plan ? same : (same ?? closest);
  const option = chosen?.label ?? coverage.option;
  return {
    kind: target === plan ? 'renews' : 'moves',
    planId: target.id,
    planName: target.name,
    category: target.category,
    option,
    premiumCents: chosen?.priceCents ?? coverage.premiumCents,
    priced: chosen !== undefined,
    codes: optionCodes(target, option),
  };
}

function readPlan(db: Db, planId: number): Promise<PlanRow | undefined> {
  return db
    .selectFrom('plans')
    .select(['id', 'name', 'carrier_id', 'category', 'active', 'withdrawn', 'successor_plan_id', 'edi'])
    .where('id', '=', planId)
    .executeTakeFirst();
}
