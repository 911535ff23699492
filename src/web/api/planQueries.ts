import { getPlanDetail } from '../../contract/planCalls';
import { callApi } from './callApi';
import { queryKeys } from './queryKeys';

/** One plan's page (get-plan-detail): asked for by the plan page, or before it, when a plan's address is opened. */
export function planDetailQuery(planId: number) {
  return {
    queryKey: queryKeys.plan(planId),
    queryFn: () => callApi(getPlanDetail, { params: { id: planId } }),
    retry: false,
  };
}
