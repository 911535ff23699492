import { getEnrollmentTempInfo, type TempInfoColumn } from '../../../contract/filterCalls';
import { callApi } from '../../api/callApi';
import { queryKeys } from '../../api/queryKeys';
import { useQuery } from '../../api/useQuery';

/** A step's saved document (sensitive numbers masked), or null when the step was never saved. */
export function useSavedTab(enrollmentId: string, column: TempInfoColumn) {
  return useQuery({
    queryKey: queryKeys.tempInfo(enrollmentId, column),
    queryFn: async () =>
      (await callApi(getEnrollmentTempInfo, { query: { enrollment_id: enrollmentId, column } }))
        .result as Record<string, unknown> | null,
    staleTime: 0,
  });
}
