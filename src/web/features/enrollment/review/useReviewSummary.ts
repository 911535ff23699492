import { useQueries } from '@tanstack/react-query';
import { getDynamicTabs } from '../../../../contract/enrollmentCalls';
import { STEP_CATALOG, stepsOfTabs } from '../../../../contract/wizardStepCatalog';
import { describeStep } from '../../../../domain/review/applicationSummary';
import type { FieldOptions, StepSummary } from '../../../../domain/review/summaryTypes';
import type { WizardStep } from '../../../../domain/wizardSteps';
import { callApi } from '../../../api/callApi';
import { callQuery } from '../../../api/callQuery';
import { tempInfoQuery } from '../../../api/enrollmentQueries';
import { queryKeys } from '../../../api/queryKeys';
import { useQuery } from '../../../api/useQuery';

/** A step's option lists by field, from its field-definition call; none when the step has no such call. */
async function optionsOf(enrollmentId: string, step: WizardStep): Promise<FieldOptions> {
  const call = STEP_CATALOG[step].fields;
  if (!call) return {};
  const answer = await callApi(call, { query: { enrollment_id: enrollmentId } });
  const options: Record<string, FieldOptions[string]> = {};
  for (const field of answer.result ?? [])
    if ('options' in field && field.options) options[field.field_name] = field.options;
  return options;
}

export interface ReviewSummary {
  /** One summary per step to review (every required step but review itself), in the server's order. */
  steps: StepSummary[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * What review shows: the enrollment's required steps, each saved document (masked) turned into
 * human labels and values by the same describers the signed PDF uses, codes named by the step's
 * option lists. Option lists that cannot be read leave codes by the product's own names.
 */
export function useReviewSummary(enrollmentId: string): ReviewSummary {
  const tabs = useQuery({
    ...callQuery(
      getDynamicTabs,
      { query: { enrollment_id: enrollmentId } },
      queryKeys.enrollment(enrollmentId),
    ),
  });
  const steps = stepsOfTabs(tabs.data?.result ?? []).filter((step) => step !== 'review');
  const documents = useQueries({
    queries: steps.map((step) => ({
      ...tempInfoQuery(enrollmentId, STEP_CATALOG[step].column),
      staleTime: 0,
    })),
  });
  const options = useQueries({
    queries: steps.map((step) => ({
      queryKey: queryKeys.tempInfo(enrollmentId, `review-options:${step}`),
      queryFn: () => optionsOf(enrollmentId, step),
      retry: false,
    })),
  });
  return {
    steps: steps.map((step, index) =>
      describeStep(
        step,
        STEP_CATALOG[step].reviewTitle,
        documents[index]?.data ?? null,
        options[index]?.data ?? {},
      ),
    ),
    loading: tabs.isPending || documents.some((d) => d.isPending) || options.some((o) => o.isPending),
    failed: tabs.isError || documents.some((d) => d.isError),
    retry: () => {
      void tabs.refetch();
      for (const document of documents) if (document.isError) void document.refetch();
    },
  };
}
