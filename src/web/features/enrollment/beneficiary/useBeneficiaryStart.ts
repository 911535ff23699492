import { useQueryClient } from '@tanstack/react-query';
import { getBeneficiariesExistingUserEnrollment } from '../../../../contract/beneficiaryCalls';
import { ApiError } from '../../../api/apiError';
import { callApi } from '../../../api/callApi';
import { queryKeys } from '../../../api/queryKeys';
import { useQuery } from '../../../api/useQuery';
import { useEnrollContext } from '../../../session/enrollContext';
import { useStepDocument } from '../useStepDocument';
import { type BeneficiaryEntry, entriesOf } from './beneficiaryEntries';

/** Where reading the list the step starts from stands. */
export type BeneficiaryStart =
  | { status: 'pending' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; entries: BeneficiaryEntry[] };

/**
 * The list the step starts from: Save and Continue Later's draft, else what was saved, else, for a
 * current member's enrollment, the beneficiaries on file (get-beneficiaries-existing-user-enrollment;
 * when the server says no, the empty temp info stands, as the spec's fallback). A failed read is a
 * failure to show, never an empty list. Only an enrollment that may be a current member's (a start
 * page's or a resumed enrollment's type, a member link, a type read on the shop pages) makes the
 * third call, so a new applicant's page loads with the fields and the temp info alone.
 */
export function useBeneficiaryStart(enrollmentId: string): BeneficiaryStart {
  const queryClient = useQueryClient();
  const context = useEnrollContext();
  const maybeMember =
    context?.enroll_type === 'existing-member' ||
    context?.open_type === 'user' ||
    queryClient.getQueryData(queryKeys.tempInfo(enrollmentId, 'type')) === 'existing-user';
  const documents = useStepDocument(enrollmentId, 'beneficiary');
  const nothingKept = documents.data !== undefined && !documents.data.draft && !documents.data.saved;
  const member = maybeMember && nothingKept;
  const onFile = useQuery({
    queryKey: queryKeys.tempInfo(enrollmentId, 'beneficiaries_on_file'),
    enabled: member,
    staleTime: 0,
    retry: 1,
    queryFn: async () => {
      try {
        const answer = await callApi(getBeneficiariesExistingUserEnrollment, {
          query: { enrollment_id: enrollmentId },
        });
        return answer.result;
      } catch (error) {
        // The server says this is not a current member's enrollment: the temp info (empty) stands.
        if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) return [];
        throw error;
      }
    },
  });
  if (documents.isError) return { status: 'failed', retry: () => void documents.refetch() };
  if (member && onFile.isError) return { status: 'failed', retry: () => void onFile.refetch() };
  // Wait for a fresh read, so a list cached from an earlier visit never starts the step.
  if (!documents.data || documents.isFetching) return { status: 'pending' };
  const kept = documents.data.draft ?? documents.data.saved;
  if (kept) return { status: 'ready', entries: entriesOf(kept.beneficiaries) };
  if (!member) return { status: 'ready', entries: [] };
  if (!onFile.data || onFile.isFetching) return { status: 'pending' };
  return { status: 'ready', entries: entriesOf(onFile.data) };
}
