import type { HealthQuestionSet } from '../../../../domain/health/healthQuestion';
import { fieldId, TextAreaField } from '../../../ui/Field';
import { HealthQuestionBlock } from '../health/HealthQuestionBlock';
import type { HealthFormApi } from '../health/healthForm';
import { MedicationQuestionBlock } from '../health/MedicationQuestionBlock';

/**
 * A dependent's health questions, drawn by the primary step's own blocks (the same layouts, Yes
 * revealing the detail, No by default, up to three medications) on this dependent's answers.
 */
export function DependentHealthFields({
  set,
  form,
  errorOf,
}: {
  set: HealthQuestionSet;
  form: HealthFormApi;
  errorOf: (name: string) => string | undefined;
}) {
  const listName = errorOf('condition_questions') ? 'condition_questions' : 'condition_questions.root';
  const allAnswered = errorOf(listName);
  return (
    <fieldset className="detail-entry">
      <legend>Health Questions</legend>
      {allAnswered ? (
        <p className="field__error" id={fieldId(listName)} tabIndex={-1}>
          {allAnswered}
        </p>
      ) : null}
      {set.conditions.map((question, index) => (
        <HealthQuestionBlock
          key={question.question_id}
          question={question}
          index={index}
          form={form}
          errorOf={errorOf}
        />
      ))}
      {set.medication ? (
        <MedicationQuestionBlock
          question={set.medication}
          number={set.conditions.length + 1}
          form={form}
          errorOf={errorOf}
        />
      ) : null}
      <TextAreaField label="Additional Notes" rows={2} error={errorOf('notes')} {...form.register('notes')} />
    </fieldset>
  );
}
