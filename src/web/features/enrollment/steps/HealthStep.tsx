import { savePrimaryHealthInfo } from '../../../../contract/enrollmentCalls';
import { healthForm, PRIMARY_HEALTH_QUESTIONS } from '../../../../domain/forms/healthForm';
import { callApi } from '../../../api/callApi';
import { useServerForm } from '../../../forms/useServerForm';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { RadioGroup, TextAreaField } from '../../../ui/Field';
import { StepActions } from '../StepActions';
import type { StepProps } from '../stepTypes';
import { savedText, useSavedTab } from '../useSavedTab';

const YES_NO = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

function savedAnswer(saved: Record<string, unknown> | null, questionId: number): '0' | '1' {
  const answers = Array.isArray(saved?.answers)
    ? (saved.answers as { question_id?: unknown; yes_no_flag?: unknown }[])
    : [];
  // No is the default; only a saved Yes (sent as '1', or 1 by older data) turns it on.
  const answer = answers.find((a) => Number(a?.question_id) === questionId);
  return String(answer?.yes_no_flag) === '1' ? '1' : '0';
}

function HealthForm({
  enrollmentId,
  onSaved,
  backTo,
  saved,
}: StepProps & { saved: Record<string, unknown> | null }) {
  const { form, submit, attempt, summary, errorOf } = useServerForm(healthForm, {
    defaultValues: {
      answers: PRIMARY_HEALTH_QUESTIONS.map((q) => ({
        question_id: q.question_id,
        yes_no_flag: savedAnswer(saved, q.question_id),
      })),
      notes: savedText(saved, 'notes'),
    },
    onValid: async (values) => {
      await callApi(savePrimaryHealthInfo, { body: { enrollment_id: enrollmentId, ...values } });
      await onSaved();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="step-title">
      <h1 id="step-title">Primary Health Questions</h1>
      <ErrorSummary items={summary} attempt={attempt} />
      {PRIMARY_HEALTH_QUESTIONS.map((question, index) => (
        <RadioGroup
          key={question.question_id}
          name={`answers.${index}.yes_no_flag`}
          legend={question.question_text}
          options={YES_NO}
          error={errorOf(`answers.${index}.yes_no_flag`)}
          inputProps={form.register(`answers.${index}.yes_no_flag`)}
        />
      ))}
      <TextAreaField label="Additional Notes" error={errorOf('notes')} {...form.register('notes')} />
      <StepActions backTo={backTo} busy={form.formState.isSubmitting} />
    </form>
  );
}

export function HealthStep(props: StepProps) {
  const saved = useSavedTab(props.enrollmentId, 'health_info');
  if (saved.isPending) return <p>Loading…</p>;
  return <HealthForm {...props} saved={saved.data ?? null} />;
}
