import { useMemo } from 'react';
import type { CustomFieldOnWire } from '../../../../contract/customFieldWire';
import { savePrimaryHealthInfo } from '../../../../contract/enrollmentCalls';
import { getHealthQuestionsPrimaryHealthInfo, questionsFromWire } from '../../../../contract/healthCalls';
import { type HealthAnswersInput, healthAnswersSchema } from '../../../../domain/health/healthAnswersSchema';
import { healthFormValues } from '../../../../domain/health/healthFormValues';
import type { HealthQuestionSet } from '../../../../domain/health/healthQuestion';
import { stepHeading } from '../../../../domain/wizardStepNames';
import { callApi } from '../../../api/callApi';
import { queryKeys } from '../../../api/queryKeys';
import { useQuery } from '../../../api/useQuery';
import { useServerForm } from '../../../forms/useServerForm';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { LoadFailed } from '../../../ui/LoadFailed';
import type { CustomFieldKit } from '../configured/customFieldKit';
import { StepCustomFields } from '../configured/StepCustomFields';
import { customDefaults, customLabelOf, withStepCustomFields } from '../configured/stepCustomForm';
import { useCustomFieldKit } from '../configured/useCustomFieldKit';
import { HealthQuestionList } from '../health/HealthQuestionList';
import type { HealthFormApi } from '../health/healthForm';
import { healthLabelOf } from '../health/healthLabels';
import { useExistingHealthImport } from '../health/useExistingHealthImport';
import { StepActions } from '../StepActions';
import { StepLoading } from '../StepLoading';
import { useDraftSource, useStepShown } from '../saveLaterContext';
import type { StepProps } from '../stepTypes';
import { useStepDocument } from '../useStepDocument';

const TITLE = stepHeading('health');

function HealthForm({
  enrollmentId,
  onSaved,
  backTo,
  set,
  custom,
  kit,
  initial,
}: StepProps & {
  set: HealthQuestionSet;
  custom: CustomFieldOnWire[];
  kit: CustomFieldKit | null;
  initial: unknown;
}) {
  // The same check the server applies to this enrollment's questions, and to the catalog's own apart.
  const schema = useMemo(
    () => withStepCustomFields(healthAnswersSchema(set), custom, kit),
    [set, custom, kit],
  );
  const { form, submit, attempt, summary, errorOf } = useServerForm(schema, {
    defaultValues: { ...healthFormValues(set, initial), ...customDefaults(custom) },
    labelOf: (name) => healthLabelOf(name) ?? customLabelOf(custom, name),
    onValid: async (values) => {
      const saved = await callApi(savePrimaryHealthInfo, {
        body: { enrollment_id: enrollmentId, ...values },
      });
      await onSaved(saved.next_tab);
    },
  });
  useDraftSource(() => form.getValues());
  useStepShown();
  const api: HealthFormApi = form;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="step-title">
      <h1 id="step-title">{TITLE}</h1>
      <ErrorSummary items={summary} attempt={attempt} />
      <HealthQuestionList set={set} form={api} errorOf={errorOf} notesRows={3} />
      <StepCustomFields kit={kit} fields={custom} form={form} errorOf={errorOf} />
      <StepActions backTo={backTo} busy={form.formState.isSubmitting} />
    </form>
  );
}

/**
 * Primary Health Questions: the enrollment's questions from the server and the answers saved; a
 * current member's answers on file are carried in once. A failed read offers a retry, never an
 * empty form that could be saved over what is stored.
 */
export function HealthStep(props: StepProps) {
  const { enrollmentId } = props;
  const questions = useQuery({
    queryKey: queryKeys.tempInfo(enrollmentId, 'health_questions'),
    queryFn: async () => {
      const answer = await callApi(getHealthQuestionsPrimaryHealthInfo, {
        query: { enrollment_id: enrollmentId },
      });
      return { set: questionsFromWire(answer.result), custom: answer.custom_fields ?? [] };
    },
    staleTime: 0,
    retry: 1,
  });
  const documents = useStepDocument(enrollmentId, 'health');
  const saved = { ...documents, data: documents.data?.saved ?? null };
  const existing = useExistingHealthImport(enrollmentId, questions.data?.set, saved.data);
  // The catalog's own questions for this step, when it has some: their inputs and checks load first.
  const customs = useCustomFieldKit((questions.data?.custom.length ?? 0) > 0);
  if (customs.failed) return <LoadFailed what="your health questions" onRetry={customs.retry} />;
  if (questions.isError || saved.isError || existing.failed) {
    return (
      <LoadFailed
        what="your health questions"
        onRetry={() => {
          if (questions.isError) void questions.refetch();
          if (saved.isError) void saved.refetch();
          if (existing.failed) existing.retry();
        }}
      />
    );
  }
  if (
    questions.isPending ||
    saved.isPending ||
    existing.pending ||
    (questions.data.custom.length > 0 && !customs.kit)
  )
    return <StepLoading step="health" />;
  // Unsaved answers kept by Save and Continue Later come back first.
  const initial: HealthAnswersInput | Record<string, unknown> | null =
    documents.data?.draft ?? saved.data ?? existing.prefill;
  return (
    <HealthForm
      {...props}
      set={questions.data.set}
      custom={questions.data.custom}
      kit={customs.kit}
      initial={initial}
    />
  );
}
