import type { ConditionQuestion } from '../../../../domain/health/healthQuestion';
import { RadioGroup } from '../../../ui/Field';
import { ConditionFields } from './ConditionFields';
import { type HealthPartProps, healthPath, YES_NO_OPTIONS } from './healthForm';

/** One condition question: Yes/No radios (No by default) and, on a Yes, the detail of its layout. */
export function HealthQuestionBlock({
  question,
  index,
  form,
  errorOf,
}: HealthPartProps & { question: ConditionQuestion; index: number }) {
  const base = `condition_questions.${index}`;
  const flag = form.watch(healthPath(`${base}.yes_no_flag`));
  return (
    <section className="screening__question" aria-labelledby={`health-question-${index}`}>
      <RadioGroup
        name={`${base}.yes_no_flag`}
        legend={
          <span id={`health-question-${index}`}>
            {index + 1}. {question.question_text}
          </span>
        }
        options={YES_NO_OPTIONS}
        error={errorOf(`${base}.yes_no_flag`) ?? errorOf(`${base}.question_id`)}
        inputProps={form.register(healthPath(`${base}.yes_no_flag`))}
      />
      {flag === '1' ? (
        <div className="detail-entry">
          <ConditionFields
            layout={question.layout}
            base={`${base}.conditions.0`}
            form={form}
            errorOf={errorOf}
          />
        </div>
      ) : null}
    </section>
  );
}
