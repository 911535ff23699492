import { getDependentsExistingUserEnrollment } from '../../../../contract/dependentCalls';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { getHealthQuestionsDependentInfo, questionsFromWire } from '../../../../contract/healthCalls';
import { getMoreRequirement } from '../../../../contract/planChecksCalls';
import { checkTabRequired } from '../../../../contract/tabRequiredCalls';
import type { HealthQuestionSet } from '../../../../domain/health/healthQuestion';
import type { Tier } from '../../../../domain/tiers';
import { callApi } from '../../../api/callApi';
import { getFilterInfoQuery, tempInfoQuery } from '../../../api/enrollmentQueries';
import { queryKeys } from '../../../api/queryKeys';
import { useQuery } from '../../../api/useQuery';
import { useFieldDefinitions } from '../configured/ConfiguredStep';
import { useStepDocument } from '../useStepDocument';
import { type DependentEntry, entriesOf } from './dependentEntries';

/** Everything the step is drawn from, once read. */
export interface DependentSetup {
  tier: Tier;
  premier: boolean;
  existingMember: boolean;
  definitions: FieldDefinition[];
  /** The questions asked of each dependent; null when the health tab is not required. */
  health: HealthQuestionSet | null;
  entries: DependentEntry[];
}

export type DependentStart =
  | { status: 'pending' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; setup: DependentSetup };

/**
 * The step's reads: the tier, premier mode (get-more-requirement), whether health questions are
 * required (check-tab-required) and which (get-health-questions-dependent-info), the field list,
 * and the list to start from: the draft, else what was saved, else for a current member the
 * dependents on file (get-dependents-existing-user-enrollment; on an error, the empty temp data).
 */
export function useDependentStart(enrollmentId: string): DependentStart {
  const query = { query: { enrollment_id: enrollmentId } };
  const filter = useQuery(getFilterInfoQuery(enrollmentId));
  const premier = useQuery({
    queryKey: queryKeys.tempInfo(enrollmentId, 'premier'),
    queryFn: async () => (await callApi(getMoreRequirement, query)).result,
    retry: 1,
  });
  const healthRequired = useQuery({
    queryKey: queryKeys.tempInfo(enrollmentId, 'health_required'),
    queryFn: async () =>
      (
        await callApi(checkTabRequired, {
          query: { enrollment_id: enrollmentId, tab_name: 'primary_health_info' },
        })
      ).result.required,
    staleTime: 0,
    retry: 1,
  });
  const questions = useQuery({
    queryKey: queryKeys.tempInfo(enrollmentId, 'dependent_health_questions'),
    enabled: healthRequired.data === true,
    queryFn: async () => questionsFromWire((await callApi(getHealthQuestionsDependentInfo, query)).result),
    staleTime: 0,
    retry: 1,
  });
  const definitions = useFieldDefinitions('dependent', enrollmentId);
  const type = useQuery(tempInfoQuery(enrollmentId, 'type'));
  const documents = useStepDocument(enrollmentId, 'dependent');
  const member = type.data === 'existing-user';
  const nothingKept = documents.data !== undefined && !documents.data.draft && !documents.data.saved;
  const onFile = useQuery({
    queryKey: queryKeys.tempInfo(enrollmentId, 'dependents_on_file'),
    enabled: member && nothingKept,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: async () => {
      try {
        return (await callApi(getDependentsExistingUserEnrollment, query)).result.dependents;
      } catch {
        // Document 3, 8: the existing dependents failing to load falls back to the temp data.
        return [];
      }
    },
  });
  const reads = [filter, premier, healthRequired, definitions, type, documents];
  const failed = reads.filter((read) => read.isError);
  if (questions.isError) failed.push(questions);
  if (failed.length > 0)
    return { status: 'failed', retry: () => failed.forEach((read) => void read.refetch()) };
  if (
    !filter.data ||
    premier.data === undefined ||
    healthRequired.data === undefined ||
    !definitions.data ||
    type.isPending ||
    !documents.data ||
    documents.isFetching ||
    (healthRequired.data && !questions.data)
  )
    return { status: 'pending' };
  const kept = documents.data.draft ?? documents.data.saved;
  if (!kept && member && !onFile.data) return { status: 'pending' };
  const list = kept ? kept.dependents : (onFile.data ?? []);
  return {
    status: 'ready',
    setup: {
      tier: filter.data.tier,
      premier: premier.data,
      existingMember: member,
      definitions: definitions.data,
      health: healthRequired.data ? (questions.data ?? null) : null,
      entries: entriesOf(list),
    },
  };
}
