import { getEnrollerCodeStatus } from '../../../../contract/enrollerCodeCalls';
import { callApi } from '../../../api/callApi';
import { queryKeys } from '../../../api/queryKeys';
import { useQuery } from '../../../api/useQuery';

/** The cache key of an enrollment's enroller-code status; a saved code writes its answer here. */
export const enrollerCodeKey = (enrollmentId: string) => queryKeys.tempInfo(enrollmentId, 'enroller-code');

/** Whether Personal Information shows Enter Enroller Code, needs a code, and has one saved. */
export function useEnrollerCodeStatus(enrollmentId: string) {
  return useQuery({
    queryKey: enrollerCodeKey(enrollmentId),
    queryFn: () => callApi(getEnrollerCodeStatus, { query: { enrollment_id: enrollmentId } }),
    staleTime: 0,
    retry: 1,
  });
}
