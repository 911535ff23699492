import { getEnrollmentTempInfo } from '../../../contract/filterCalls';
import { STEP_DOCUMENTS, type StepDocument } from '../../../contract/stepDocuments';
import { STEP_CATALOG } from '../../../contract/wizardStepCatalog';
import type { WizardStep } from '../../../domain/wizardSteps';
import { callApi } from '../../api/callApi';
import { queryKeys } from '../../api/queryKeys';
import { useQuery } from '../../api/useQuery';

export interface StepDocuments<S extends WizardStep> {
  saved: StepDocument<S> | null;
  /** Save and Continue Later's unsaved entries, when there are any. */
  draft: StepDocument<S> | null;
}

/**
 * A step's saved document and draft, read back and parsed by the step's own schema. A saved
 * document that does not parse is a failed read (an error and a retry), never an empty form.
 */
export function useStepDocument<S extends WizardStep>(enrollmentId: string, step: S) {
  return useQuery({
    queryKey: queryKeys.stepDocument(enrollmentId, step),
    queryFn: async (): Promise<StepDocuments<S>> => {
      const answer = await callApi(getEnrollmentTempInfo, {
        query: { enrollment_id: enrollmentId, column: STEP_CATALOG[step].column },
      });
      const schema = STEP_DOCUMENTS[step];
      const saved = answer.result == null ? null : (schema.parse(answer.result) as StepDocument<S>);
      // A draft that no longer fits is dropped: the saved document still stands.
      const draft =
        answer.draft == null
          ? null
          : ((schema.safeParse(answer.draft).data ?? null) as StepDocument<S> | null);
      return { saved, draft };
    },
    staleTime: 0,
    // A form starts from what the server holds now, never from an earlier visit's copy.
    gcTime: 0,
    retry: 1,
  });
}
