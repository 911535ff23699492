import { type CalendarDate, toIsoDate, utcMillis } from '../../domain/dates';
import { monthlyOn } from '../../domain/spanDays';
import { normaliseTier, type Tier, tierLabel } from '../../domain/tiers';
import type { Db } from '../db/database';
import { fieldError } from '../http/appError';
import { pricePlan } from '../pricing/priceQueries';
import type { ChangePlan } from './changePlan';
import type { PolicyState } from './policyState';

/**
 * The catalog's monthly rate, in cents, for a plan option at a tier, priced as the store prices a cart
 * (pricing/priceQueries.ts) with the policy's filter at the tier asked, the subscriber's age and the
 * catalog version in force on `on` (the change's effective date); null when the catalog has none.
 */
export async function optionRate(
  db: Db,
  state: PolicyState,
  plan: { planId: number; option: string },
  tier: Tier,
  on: CalendarDate,
): Promise<number | null> {
  const priced = await pricePlan(
    db,
    plan.planId,
    { ...state.filter, tier },
    new Date(utcMillis(on)),
    toIsoDate(on),
  );
  if (!priced.ok) return null;
  return priced.options.find((option) => option.label === plan.option)?.priceCents ?? null;
}

/** optionRate, or a 409 at `target` naming the plan, the option and the tier without a rate. */
export async function requiredRate(
  db: Db,
  state: PolicyState,
  plan: { planId: number; option: string },
  tier: Tier,
  on: CalendarDate,
  target: string,
): Promise<number> {
  const rate = await optionRate(db, state, plan, tier, on);
  if (rate !== null) return rate;
  const named = await db.selectFrom('plans').select('name').where('id', '=', plan.planId).executeTakeFirst();
  throw fieldError(
    target,
    `${named?.name ?? `Plan ${plan.planId}`} (${plan.option}) has no ${tierLabel(tier)} rate, so this change cannot be priced`,
    409,
  );
}

/** A stored tier as the pricing reads it, or null for coverage without one (a membership). */
export const pricedTier = (tier: string): Tier | null => normaliseTier(tier);

/** The monthly premium before and after the change, in cents, on the day the change is priced on. */
export function monthlyBeforeAfter(state: PolicyState, plan: ChangePlan): { before: number; after: number } {
  const spans = state.spans.map((span) => ({
    start: span.start,
    end: plan.ends.find((ended) => ended.span.row.id === span.row.id)?.end ?? span.end,
    premiumCents: span.row.premium_cents,
  }));
  const started = plan.starts.map((span) => ({
    start: span.start,
    end: null,
    premiumCents: span.premiumCents,
  }));
  return {
    before: monthlyOn(
      state.spans.map((span) => ({ ...span, premiumCents: span.row.premium_cents })),
      plan.pricedOn,
    ),
    after: monthlyOn([...spans, ...started], plan.pricedOn),
  };
}
