import { type FilterInfo, getEnrollmentTempInfo, type TempInfoColumn } from '../../contract/filterCalls';
import { ApiError } from './apiError';
import { callApi } from './callApi';
import { queryKeys } from './queryKeys';

/**
 * The enrollment's saved filter (zip, dob, gender, tier, state). The server answers this column
 * with the filter it saved (wizardHandlers' getEnrollmentTempInfo), so it is typed as every answer
 * is, not parsed: parsing it with zod loaded the forms' chunk (about 40 KB) on the plan list and
 * plan page, whose longest task on a slow phone was that chunk's start (docs/performance.md).
 */
export function getFilterInfoQuery(enrollmentId: string) {
  return {
    queryKey: queryKeys.filter(enrollmentId),
    queryFn: async (): Promise<FilterInfo> => {
      const { result } = await callApi(getEnrollmentTempInfo, {
        query: { enrollment_id: enrollmentId, column: 'filter_info' },
      });
      // Nothing saved reads as a failed read, never as empty details.
      if (result === null || typeof result !== 'object') throw new ApiError(404, []);
      return result as FilterInfo;
    },
    retry: false,
  };
}

/** One saved part of the enrollment (get-enrollment-temp-info), as the server answers it; none without an enrollment. */
export function tempInfoQuery(enrollmentId: string | null, column: TempInfoColumn) {
  return {
    queryKey: queryKeys.tempInfo(enrollmentId ?? '', column),
    queryFn: async () =>
      (await callApi(getEnrollmentTempInfo, { query: { enrollment_id: enrollmentId ?? '', column } })).result,
    enabled: Boolean(enrollmentId),
    retry: false,
  };
}
