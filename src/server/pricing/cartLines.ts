import type { FilterInfo } from '../../contract/filterCalls';
import { ASSOCIATION_CATEGORY } from '../../domain/association';
import { ALREADY_ACTIVE_MESSAGE, blackoutMessage, inBlackout } from '../../domain/blackout';
import { INCOME_HOURS_SHORT, PLAN_NOTICES, planNoLongerOffered } from '../../domain/pricingMessages';
import { DECLINE_MESSAGE } from '../../domain/screening';
import { CONFIRM_STATEMENTS_FIRST } from '../../domain/supplementalStatements';
import { mustChoosePortal } from '../access/portalChoice';
import type { AppDeps } from '../appDeps';
import { fieldError, notFound } from '../http/appError';
import { enrollmentCoverageDate } from './coverageDate';
import { requireOnMenu } from './groupMenu';
import { pricePlan } from './priceQueries';
import { screeningStatus, statementsAnswered } from './screeningStatus';

const ANSWER_QUESTIONS_FIRST = "Please answer this plan's questions first";
const ALREADY_IN_CART = 'This plan is already in your cart';
export const PRICE_NOT_AVAILABLE = 'This price is not available for your details';

export interface PlanForCart {
  id: number;
  category: string;
  needs_association: number;
}

/**
 * Checks that a plan can go in the cart at this price for this filter (active, on the group's
 * menu, not in its blackout months, not already active for the member, questions answered and not declined, a
 * price option of the filter, not there yet) and adds the line.
 * Field errors name `planField` and `pricingField`.
 */
export async function addCartLine(
  deps: AppDeps,
  enrollmentId: string,
  filter: FilterInfo,
  line: { planId: number; pricingId: number; planField: string; pricingField: string; userId: number | null },
): Promise<PlanForCart> {
  const plan = await deps.db
    .selectFrom('plans')
    .select([
      'id',
      'category',
      'needs_association',
      'min_annual_income',
      'min_working_hours',
      'has_screening',
      'blackout_months',
      'has_supplemental_questions',
      'active',
      'name',
    ])
    .where('id', '=', line.planId)
    .executeTakeFirst();
  if (!plan) throw notFound(line.planField, 'Plan not found');
  // Withdrawn by a newer catalog (or retired) since its page was opened: said by name.
  if (plan.active !== 1) throw fieldError(line.planField, planNoLongerOffered(plan.name), 410);
  const owner = await deps.db
    .selectFrom('enrollments')
    .select(['eprocess', 'agent_id', 'group_id', 'portal_id'])
    .where('id', '=', enrollmentId)
    .executeTakeFirstOrThrow();
  await requireOnMenu(deps.db, owner.group_id, plan.category, line.planField);
  // The plan page asks for the portal before any price; the cart holds to the same rule.
  if (await mustChoosePortal(deps.db, owner)) throw fieldError(line.planField, PLAN_NOTICES.portalError, 409);
  if (plan.blackout_months && inBlackout(plan.blackout_months, deps.now().getMonth() + 1)) {
    throw fieldError(line.planField, blackoutMessage(plan.blackout_months), 409);
  }
  if (line.userId !== null) {
    const active = await deps.db
      .selectFrom('member_policies')
      .select('policy_id')
      .where('member_id', '=', line.userId)
      .where('plan_id', '=', plan.id)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst();
    if (active) throw fieldError(line.planField, ALREADY_ACTIVE_MESSAGE, 409);
  }
  if (plan.has_screening === 1) {
    const status = await screeningStatus(deps.db, enrollmentId, plan.id);
    if (status === 'declined') throw fieldError(line.planField, DECLINE_MESSAGE, 409);
    if (status === 'unanswered') throw fieldError(line.planField, ANSWER_QUESTIONS_FIRST, 409);
  }
  if (plan.has_supplemental_questions === 1 && !(await statementsAnswered(deps.db, enrollmentId, plan.id))) {
    throw fieldError(line.planField, CONFIRM_STATEMENTS_FIRST, 409);
  }
  const priced = await pricePlan(
    deps.db,
    plan.id,
    filter,
    deps.now(),
    await enrollmentCoverageDate(deps.db, enrollmentId, deps.now()),
  );
  // Income and hours missing or short: said as such, not as a price that went away.
  if (!priced.ok && (priced.error === 'salaryError' || priced.error === 'hourError')) {
    throw fieldError(line.planField, INCOME_HOURS_SHORT, 409);
  }
  const option = priced.ok ? priced.options.find((o) => o.id === line.pricingId) : undefined;
  if (!option) throw fieldError(line.pricingField, PRICE_NOT_AVAILABLE);
  const existing = await deps.db
    .selectFrom('cart_lines')
    .select('plan_id')
    .where('enrollment_id', '=', enrollmentId)
    .where('plan_id', '=', plan.id)
    .executeTakeFirst();
  if (existing) throw fieldError(line.planField, ALREADY_IN_CART, 409);
  await deps.db
    .insertInto('cart_lines')
    .values({
      enrollment_id: enrollmentId,
      plan_id: plan.id,
      plan_pricing_id: option.id,
      price_cents: option.priceCents,
      removable: 1,
      added_at: deps.now().toISOString(),
    })
    .execute();
  return plan;
}

/** Whether the cart holds an association membership. */
export async function cartHasMembership(deps: AppDeps, enrollmentId: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('cart_lines')
    .innerJoin('plans', 'plans.id', 'cart_lines.plan_id')
    .select('plans.id')
    .where('cart_lines.enrollment_id', '=', enrollmentId)
    .where('plans.category', '=', ASSOCIATION_CATEGORY)
    .executeTakeFirst();
  return Boolean(row);
}

export async function countCartLines(deps: AppDeps, enrollmentId: string): Promise<number> {
  const row = await deps.db
    .selectFrom('cart_lines')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('enrollment_id', '=', enrollmentId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
