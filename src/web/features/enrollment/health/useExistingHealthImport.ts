import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { savePrimaryHealthInfo } from '../../../../contract/enrollmentCalls';
import { getExistingPrimaryHealthInfo } from '../../../../contract/healthCalls';
import { type HealthAnswersInput, healthAnswersSchema } from '../../../../domain/health/healthAnswersSchema';
import { answersOnFile } from '../../../../domain/health/healthFormValues';
import type { HealthQuestionSet } from '../../../../domain/health/healthQuestion';
import { ApiError } from '../../../api/apiError';
import { callApi } from '../../../api/callApi';
import { tempInfoQuery } from '../../../api/enrollmentQueries';
import { queryKeys } from '../../../api/queryKeys';
import { useQuery } from '../../../api/useQuery';
import { useEnrollContext } from '../../../session/enrollContext';
import { healthTrack } from './healthTrack';

/** Where the carrying-in of a current member's answers stands, for the step to wait, retry or prefill. */
export interface HealthImport {
  /** Still deciding, reading or saving: the form waits, so it opens on the answers kept. */
  pending: boolean;
  failed: boolean;
  retry: () => void;
  /** Answers on file that could not be saved as they are (a question they do not answer): the form starts from them. */
  prefill: HealthAnswersInput | null;
}

/**
 * Document 2, section 4: a current member's enrollment (type existing-user) without health_track
 * loads the answers on file, saves them once, sets the flag and reloads the saved answers. Answers
 * already saved for this enrollment are kept. A new applicant's enrollment makes no call here.
 */
export function useExistingHealthImport(
  enrollmentId: string,
  set: HealthQuestionSet | undefined,
  saved: Record<string, unknown> | null | undefined,
): HealthImport {
  const queryClient = useQueryClient();
  // Read once per visit: the flag set by this import must not end it half way.
  const [tracked] = useState(() => healthTrack.read() === enrollmentId);
  // Only an enrollment that may be a current member's reads its type: a start page's or a resumed
  // enrollment's enroll_type, a member link (open_type user), or a type already read on the shop pages.
  const context = useEnrollContext();
  const hinted =
    context?.enroll_type === 'existing-member' ||
    context?.open_type === 'user' ||
    queryClient.getQueryData(queryKeys.tempInfo(enrollmentId, 'type')) === 'existing-user';
  const maybeMember = hinted && !tracked;
  const type = useQuery({ ...tempInfoQuery(enrollmentId, 'type'), enabled: maybeMember });
  const member = maybeMember && type.data === 'existing-user';
  const imported = useQuery({
    queryKey: queryKeys.tempInfo(enrollmentId, 'health_import'),
    enabled: member && set !== undefined && saved !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      let prefill: HealthAnswersInput | null = null;
      if (set && saved === null) {
        const onFile = await callApi(getExistingPrimaryHealthInfo, {
          query: { enrollment_id: enrollmentId },
        });
        if (onFile.result) {
          const answers = answersOnFile(set, onFile.result);
          const checked = healthAnswersSchema(set).safeParse(answers);
          try {
            if (!checked.success) throw new ApiError(400, []);
            await callApi(savePrimaryHealthInfo, { body: { enrollment_id: enrollmentId, ...checked.data } });
            // The step reads its saved answers through useStepDocument: that is the query to read again.
            await queryClient.refetchQueries({ queryKey: queryKeys.stepDocument(enrollmentId, 'health') });
          } catch (error) {
            // Answers this enrollment's questions do not accept are offered in the form instead.
            if (!(error instanceof ApiError && error.statusCode === 400)) throw error;
            prefill = answers;
          }
        }
      }
      healthTrack.write(enrollmentId);
      return { prefill };
    },
  });
  return {
    pending: maybeMember && (type.isPending || (member && imported.isPending)),
    failed: type.isError || imported.isError,
    retry: () => void (type.isError ? type.refetch() : imported.refetch()),
    prefill: imported.data?.prefill ?? null,
  };
}
