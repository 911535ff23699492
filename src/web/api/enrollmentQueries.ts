import { getEnrollmentTempInfo, type TempInfoColumn } from '../../contract/filterCalls';
import { callApi } from './callApi';
import { queryKeys } from './queryKeys';

/**
 * The enrollment's saved filter (zip, dob, gender, tier, state), parsed by its contract schema; the
 * parser (and zod) loads with the answer, so the first page does not carry it.
 */
export function getFilterInfoQuery(enrollmentId: string) {
  return {
    queryKey: queryKeys.filter(enrollmentId),
    queryFn: async () => {
      const data = await callApi(getEnrollmentTempInfo, {
        query: { enrollment_id: enrollmentId, column: 'filter_info' },
      });
      const { parseFilterInfo } = await import('./parseFilterInfo');
      return parseFilterInfo(data.result);
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
