import type { PolicyChangeRequest } from '../../contract/policyCalls';
import { addDays, type CalendarDate, formatMdy } from '../../domain/dates';
import { spanEndAt, spanStartFrom } from '../../domain/spanDays';
import { fieldError } from '../http/appError';
import { optionCodes } from '../x12/coverageCodes';
import { requiredEvent } from './changeEvent';
import { type ChangePlan, openCoverages, spanLike } from './changePlan';
import { pricedTier, requiredRate } from './changePricing';
import type { PolicyDeps } from './policyChanges';
import type { PolicyState } from './policyState';

/** The names of plans by id, for the change's words. */
async function planNames(deps: PolicyDeps, ids: number[]): Promise<Map<number, string>> {
  const rows = await deps.db.selectFrom('plans').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * change_option: under an event that allows changing the option (a birth, a move, the renewal window),
 * the running coverage of the same category moves to the plan option asked from the event's effective
 * date: its spans end the day before, each member's starts again under the new option at the same tier,
 * at the catalog's rate that day (409 at `option` when it has none).
 */
export async function planChangeOption(
  deps: PolicyDeps,
  state: PolicyState,
  request: PolicyChangeRequest,
  today: CalendarDate,
): Promise<ChangePlan> {
  if (request.plan_id === undefined) throw fieldError('plan_id', 'Choose the plan to change to');
  const option = request.option?.trim() ?? '';
  if (option === '') throw fieldError('option', 'Choose the plan option to change to');
  const event = await requiredEvent(deps.db, request, 'change_option', today);
  const plan = await deps.db
    .selectFrom('plans')
    .select(['id', 'name', 'category', 'carrier_id', 'edi'])
    .where('id', '=', request.plan_id)
    .executeTakeFirst();
  if (!plan) throw fieldError('plan_id', 'Choose a plan of the catalog');
  const coverage = openCoverages(state).find((c) => c.spans[0]?.row.category === plan.category);
  if (!coverage)
    throw fieldError('plan_id', `This policy has no running ${plan.category} coverage to change`, 409);
  if (coverage.planId === plan.id && coverage.option === option)
    throw fieldError('option', 'The policy already has this plan option', 409);
  const subscriberSpan = coverage.spans.find((span) => span.row.member_number === 1) ?? coverage.spans[0];
  if (!subscriberSpan) throw fieldError('plan_id', 'This coverage has no member', 409);
  const from = spanStartFrom(subscriberSpan, event.effective);
  const tier = pricedTier(coverage.tier) ?? 'IO';
  const rate = await requiredRate(deps.db, state, { planId: plan.id, option }, tier, from, 'option');
  const codes = optionCodes(plan, option);
  const names = await planNames(deps, [coverage.planId, plan.id]);
  return {
    kind: 'change_option',
    event,
    effective: from,
    memberNumber: null,
    pricedOn: from,
    ends: coverage.spans.map((span) => ({ span, end: spanEndAt(span, addDays(from, -1)) })),
    starts: coverage.spans.map((span) =>
      spanLike(span, spanStartFrom(span, from), {
        carrierId: plan.carrier_id,
        planId: plan.id,
        category: plan.category,
        option,
        premiumCents: span.row.member_number === 1 ? rate : null,
        insuranceLine: codes.insuranceLine,
        coverageCode: codes.coverageCode,
        coverageAmountCents: codes.coverageAmountCents,
      }),
    ),
    newMember: null,
    details: { request, replaced: { plan_id: coverage.planId, option: coverage.option } },
    summary: `Change ${names.get(coverage.planId) ?? coverage.planId} (${coverage.option}) to ${names.get(plan.id) ?? plan.id} (${option}) from ${formatMdy(from)}`,
    alsoCarriers: [],
  };
}
