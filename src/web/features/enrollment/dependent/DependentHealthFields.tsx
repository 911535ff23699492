import type { HealthQuestionSet } from '../../../../domain/health/healthQuestion';
import { HealthQuestionList } from '../health/HealthQuestionList';
import type { HealthFormApi } from '../health/healthForm';

/**
 * A dependent's health questions, drawn by the primary step's own list (the same layouts, Yes
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
  return (
    <fieldset className="detail-entry">
      <legend>Health Questions</legend>
      <HealthQuestionList set={set} form={form} errorOf={errorOf} notesRows={2} />
    </fieldset>
  );
}
