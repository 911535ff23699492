import type { CoverageChoices } from '../../contract/policyOptionCalls';
import { type CalendarDate, calendarDateOf, formatMdy, parseMdy } from '../../domain/dates';
import { dateRuleFor, eventEffectiveDate } from '../../domain/lifeEventWindow';
import { centsToDollars } from '../../domain/pricing';
import { spanStartFrom } from '../../domain/spanDays';
import { storedLifeEvents } from '../catalog/lifeEventsStore';
import { openCoverages } from './changePlan';
import { optionRate, pricedTier } from './changePricing';
import type { PolicyDeps } from './policyChanges';
import { ensurePolicy } from './policyRecord';
import { type PolicyState, readPolicyState } from './policyState';

/**
 * The day a change_option named with `event` on `eventDate` would take effect (the engine's rule:
 * changeOption.ts), before the coverage's own start; today's when the event or its date is not given,
 * unknown or does not allow changing the option (the review then says why).
 */
async function changeDay(
  deps: PolicyDeps,
  state: PolicyState,
  asked: { event?: string | undefined; eventDate?: string | undefined },
  today: CalendarDate,
): Promise<CalendarDate> {
  const eventDate = parseMdy(asked.eventDate?.trim() ?? '');
  if (!asked.event || !eventDate) return today;
  const event = (await storedLifeEvents(deps.db)).find((known) => known.id === asked.event);
  if (!event?.allows.includes('change_option')) return today;
  return eventEffectiveDate(dateRuleFor(event, state.groupId !== null), eventDate, today);
}

/**
 * Each running coverage of the policy and the plan options it may move to with change_option: the plans
 * of its category the catalog sells (active, not withdrawn), every pricing option but the coverage's own,
 * that the engine prices (changePricing.ts optionRate: the policy's filter at the coverage's tier, on
 * the day the change would take effect, in the catalog version in force then); cheapest first.
 */
export async function policyOptions(
  deps: PolicyDeps,
  enrollmentId: string,
  asked: { event?: string | undefined; eventDate?: string | undefined },
): Promise<CoverageChoices[]> {
  await ensurePolicy(deps, enrollmentId, deps.now());
  const state = await readPolicyState(deps, enrollmentId);
  const today = calendarDateOf(deps.now());
  const day = await changeDay(deps, state, asked, today);
  const coverages = openCoverages(state);
  const categories = [...new Set(coverages.map((c) => c.spans[0]?.row.category ?? ''))];
  if (categories.length === 0) return [];
  const plans = await deps.db
    .selectFrom('plans')
    .innerJoin('carriers', 'carriers.id', 'plans.carrier_id')
    .select(['plans.id', 'plans.name', 'plans.category', 'plans.active', 'plans.withdrawn'])
    .select('carriers.name as carrier_name')
    .where('plans.category', 'in', categories)
    .orderBy('plans.id')
    .execute();
  const answer: CoverageChoices[] = [];
  for (const coverage of coverages) {
    const subscriberSpan = coverage.spans.find((span) => span.row.member_number === 1) ?? coverage.spans[0];
    const current = plans.find((plan) => plan.id === coverage.planId);
    if (!subscriberSpan || !current) continue;
    const from = spanStartFrom(subscriberSpan, day);
    const tier = pricedTier(coverage.tier) ?? 'IO';
    const choices: CoverageChoices['choices'] = [];
    for (const plan of plans) {
      if (plan.category !== current.category || plan.active !== 1 || plan.withdrawn === 1) continue;
      for (const option of await planOptionLabels(deps, plan.id)) {
        if (plan.id === coverage.planId && option === coverage.option) continue;
        const rate = await optionRate(deps.db, state, { planId: plan.id, option }, tier, from);
        if (rate === null) continue;
        choices.push({
          plan_id: plan.id,
          plan_name: plan.name,
          carrier_name: plan.carrier_name,
          option,
          monthly: centsToDollars(rate),
        });
      }
    }
    answer.push({
      plan_id: coverage.planId,
      plan_name: current.name,
      carrier_name: current.carrier_name,
      category: current.category,
      option: coverage.option,
      tier: coverage.tier,
      priced_on: formatMdy(from),
      choices: choices.sort((a, b) => a.monthly - b.monthly || a.plan_id - b.plan_id),
    });
  }
  return answer;
}

/** A plan's pricing options by name (plan_prices.label), whatever tier or version gives them. */
async function planOptionLabels(deps: PolicyDeps, planId: number): Promise<string[]> {
  const rows = await deps.db
    .selectFrom('plan_prices')
    .select('label')
    .distinct()
    .where('plan_id', '=', planId)
    .orderBy('label')
    .execute();
  return rows.map((row) => row.label);
}
