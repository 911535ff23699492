import type { HealthQuestionSet } from '../../../../domain/health/healthQuestion';
import { fieldId, TextAreaField } from '../../../ui/Field';
import { HealthQuestionBlock } from './HealthQuestionBlock';
import type { HealthFormApi } from './healthForm';
import { MedicationQuestionBlock } from './MedicationQuestionBlock';

/**
 * One set of health questions as the applicant or a dependent answers it: the "answer every
 * question" message, each condition question (Yes reveals the detail, No by default), the
 * medication question (up to three rows) and the notes. The primary step and each dependent's
 * panel draw the same list, so both ask the same way.
 */
export function HealthQuestionList({
  set,
  form,
  errorOf,
  notesRows,
}: {
  set: HealthQuestionSet;
  form: HealthFormApi;
  errorOf: (name: string) => string | undefined;
  notesRows: number;
}) {
  // The server names the list; the form's own check names its root.
  const listName = errorOf('condition_questions') ? 'condition_questions' : 'condition_questions.root';
  const allAnswered = errorOf(listName);
  return (
    <>
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
      <TextAreaField
        label="Additional Notes"
        rows={notesRows}
        error={errorOf('notes')}
        {...form.register('notes')}
      />
    </>
  );
}
