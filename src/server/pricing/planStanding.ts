import type { FilterInfo } from '../../contract/filterCalls';
import { incomeUnknownFor } from '../../domain/listingPrice';
import type { PriceRow } from '../../domain/pricing';
import {
  INCOME_HOURS_NEEDED,
  PLAN_NOTICES,
  type PlanNotice,
  PRICING_MESSAGES,
  planAgeMessage,
} from '../../domain/pricingMessages';
import { mustChoosePortal } from '../access/portalChoice';
import type { AppDeps } from '../appDeps';
import type { EnrollmentTable } from '../db/schema';
import { coverageDateOf } from './coverageDate';
import { pricePlan } from './priceQueries';
import { screeningStatus } from './screeningStatus';

/** A plan's price options for one enrollment, or the notice code and words saying why there are none. */
export interface PlanStanding {
  options: PriceRow[];
  errorCode: string | null;
  message: string | null;
}

/**
 * Where an enrollment stands with an active plan, in the order a plan page tells it: an enrollment
 * whose rep has portals needs one chosen (access/portalChoice), then the pricing engine's verdict for the filter (with the
 * plan's own issue age), then the plan's screening questions (unanswered or declined).
 */
export async function planStanding(
  deps: AppDeps,
  enrollment: { row: EnrollmentTable; filter: FilterInfo },
  plan: { id: number; has_screening: number; max_issue_age: number | null },
): Promise<PlanStanding> {
  const notice = (code: PlanNotice): PlanStanding => ({
    options: [],
    errorCode: code,
    message: PLAN_NOTICES[code],
  });
  const { row, filter } = enrollment;
  if (await mustChoosePortal(deps.db, row)) return notice('portalError');
  const priced = await pricePlan(
    deps.db,
    plan.id,
    filter,
    deps.now(),
    coverageDateOf(row.effective_date, deps.now()),
  );
  if (!priced.ok) {
    const unknown = { annualIncome: filter.annual_incode, workingHours: filter.working_hours };
    const message =
      priced.error === 'planAgeError' && plan.max_issue_age !== null
        ? planAgeMessage(plan.max_issue_age)
        : incomeUnknownFor(priced.error, unknown)
          ? INCOME_HOURS_NEEDED
          : PRICING_MESSAGES[priced.error];
    return { options: [], errorCode: priced.error, message };
  }
  if (plan.has_screening === 1) {
    const status = await screeningStatus(deps.db, row.id, plan.id);
    if (status === 'unanswered') return notice('newQuestionsError');
    if (status === 'declined') return notice('declineError');
  }
  return { options: priced.options, errorCode: null, message: null };
}
