import { useQuery } from '@tanstack/react-query';
import { getEnrollmentTempInfo, type TempInfoColumn } from '../../../contract/filterCalls';
import { callApi } from '../../api/callApi';
import { queryKeys } from '../../api/queryKeys';

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

/** Reads a string out of a saved document, for a form's default values. */
export function savedText(doc: Record<string, unknown> | null | undefined, key: string): string {
  const value = doc?.[key];
  return typeof value === 'string' ? value : '';
}
