import { getFilteredPlans } from '../../contract/planCalls';
import { callApi } from './callApi';
import { queryKeys } from './queryKeys';

/** How many plans a page of one category's list shows. */
export const PLAN_LIST_PAGE_SIZE = 12;

/**
 * One page of the shopper's plan list (get-filtered-plans) for the categories chosen ('' for all):
 * asked for by the plan list, or before it, as the script starts on a plan list's address.
 */
export function planListQuery(enrollmentId: string, categories: string, page: number) {
  return {
    queryKey: queryKeys.planListPage(enrollmentId, categories, page),
    queryFn: () =>
      callApi(getFilteredPlans, {
        query: {
          enrollment_id: enrollmentId,
          categories: categories || undefined,
          page,
          limit: PLAN_LIST_PAGE_SIZE,
        },
      }),
  };
}
