import { getPlanDetail } from '../../contract/planCalls';
import { callQuery } from './callQuery';

/** The plan id in a plan page's address (`/plan/:planId`), or null when it is not a positive whole number. */
export function planIdOf(param: string | undefined): number | null {
  const planId = Number(param);
  return Number.isInteger(planId) && planId > 0 ? planId : null;
}

/** One plan's page (get-plan-detail): asked for by the plan page, or before it, when a plan's address is opened. */
export function planDetailQuery(planId: number) {
  return { ...callQuery(getPlanDetail, { params: { id: planId } }), retry: false };
}
