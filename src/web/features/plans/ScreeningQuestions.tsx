import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { getQuestions, saveQuestionAnswers } from '../../../contract/screeningCalls';
import {
  DETAIL_ENTRIES,
  OPTION_GROUPS,
  type ScreeningQuestionView,
  screeningForm,
} from '../../../domain/screening';
import { callApi } from '../../api/callApi';
import { callQuery } from '../../api/callQuery';
import { queryKeys } from '../../api/queryKeys';
import { useQuery } from '../../api/useQuery';
import { useServerForm } from '../../forms/useServerForm';
import { DateInput } from '../../ui/DateInput';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { fieldId, RadioGroup, TextField } from '../../ui/Field';

const YES_NO = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];
/** Treatment dates are typed through the mm/dd/yyyy helper. */
const DATE_FIELDS = [
  ['dot_from', 'From'],
  ['dot_to', 'To'],
] as const;
const DETAIL_FIELDS = [
  ['reason_for_condition', 'Reason for condition'],
  ['degree_of_recovery', 'Degree of recovery'],
  ['physician_name_address', 'Physician name and address'],
] as const;

function QuestionsForm({
  enrollmentId,
  planId,
  questions,
  onDone,
}: {
  enrollmentId: string;
  planId: number;
  questions: ScreeningQuestionView[];
  onDone: (outcome: ScreeningOutcome) => void;
}) {
  const { form, submit, attempt, summary, errorOf } = useServerForm(screeningForm(questions), {
    defaultValues: {
      answers: questions.map((q) => ({
        question_id: q.question_id,
        yes_no_flag: undefined,
        who: '',
        checkbox_answers: [],
        detail: Array.from({ length: DETAIL_ENTRIES }, () => ({})),
      })),
    },
    onValid: async (values) => {
      const result = await callApi(saveQuestionAnswers, {
        body: { enrollment_id: enrollmentId, plan_id: planId, answers: values.answers },
      });
      onDone(
        result.errorCode === 'decline'
          ? { declined: true, message: result.error_message ?? '' }
          : { declined: false, message: result.success_message ?? '' },
      );
    },
  });
  const { register, watch, formState } = form;
  const answerError = summary.find((item) => item.name === 'answers')?.message;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="questions-title" className="screening">
      <h2 id="questions-title">Health Questions</h2>
      <ErrorSummary items={summary} attempt={attempt} />
      {answerError ? (
        <p className="field__error" id={`${fieldId('answers')}-error`}>
          {answerError}
        </p>
      ) : null}
      {questions.map((question, index) => {
        const yes = watch(`answers.${index}.yes_no_flag`) === '1';
        return (
          <div key={question.question_id} className="screening__question">
            <RadioGroup
              name={`answers.${index}.yes_no_flag`}
              legend={`${index + 1}. ${question.question_text}`}
              options={YES_NO}
              inputProps={register(`answers.${index}.yes_no_flag`)}
            />
            {yes && question.question_sub_type === 'text_field' ? (
              <TextField
                label="Who?"
                error={errorOf(`answers.${index}.who`)}
                {...register(`answers.${index}.who`)}
              />
            ) : null}
            {yes && question.question_sub_type === 'checkbox' ? (
              <fieldset
                className="field"
                aria-describedby={`${fieldId(`answers.${index}.checkbox_answers`)}-error`}
              >
                <legend>Choose all that apply</legend>
                {OPTION_GROUPS.map((group) => (
                  <div key={group} className="option-group">
                    <p className="option-group__title">{group}</p>
                    {question.options
                      .filter((option) => option.option_group === group)
                      .map((option) => (
                        <label key={option.option_id} className="checkbox">
                          <input
                            type="checkbox"
                            value={option.option_id}
                            {...register(`answers.${index}.checkbox_answers`)}
                          />
                          {option.option_text}
                        </label>
                      ))}
                  </div>
                ))}
                {errorOf(`answers.${index}.checkbox_answers`) ? (
                  <p className="field__error" id={`${fieldId(`answers.${index}.checkbox_answers`)}-error`}>
                    {errorOf(`answers.${index}.checkbox_answers`)}
                  </p>
                ) : null}
              </fieldset>
            ) : null}
            {yes && (question.question_sub_type === 'detail' || question.require_detail)
              ? Array.from({ length: DETAIL_ENTRIES }, (_, entry) => (
                  <fieldset key={entry} className="field detail-entry">
                    <legend>Treatment {entry + 1}</legend>
                    {DATE_FIELDS.map(([key, label]) => (
                      <Controller
                        key={key}
                        control={form.control}
                        name={`answers.${index}.detail.${entry}.${key}`}
                        render={({ field }) => (
                          <DateInput
                            name={field.name}
                            label={label}
                            ref={field.ref}
                            onBlur={field.onBlur}
                            value={typeof field.value === 'string' ? field.value : ''}
                            onValue={field.onChange}
                            error={errorOf(`answers.${index}.detail.${entry}.${key}`)}
                          />
                        )}
                      />
                    ))}
                    {DETAIL_FIELDS.map(([key, label]) => (
                      <TextField
                        key={key}
                        label={label}
                        error={errorOf(`answers.${index}.detail.${entry}.${key}`)}
                        {...register(`answers.${index}.detail.${entry}.${key}`)}
                      />
                    ))}
                  </fieldset>
                ))
              : null}
          </div>
        );
      })}
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        Submit Answers
      </button>
    </form>
  );
}

export interface ScreeningOutcome {
  declined: boolean;
  message: string;
}

/** The plan's screening questions; when saved, the outcome goes to the page and the price reloads. */
export function ScreeningQuestions({
  enrollmentId,
  planId,
  onOutcome,
}: {
  enrollmentId: string;
  planId: number;
  onOutcome: (outcome: ScreeningOutcome) => void;
}) {
  const queryClient = useQueryClient();
  const questions = useQuery({
    ...callQuery(getQuestions, { query: { enrollment_id: enrollmentId, plan_id: planId, type: 'save' } }),
  });
  if (!questions.data) return <p>Loading questions…</p>;
  return (
    <QuestionsForm
      enrollmentId={enrollmentId}
      planId={planId}
      questions={questions.data.result}
      onDone={async (result) => {
        onOutcome(result);
        await queryClient.invalidateQueries({ queryKey: queryKeys.pricing(enrollmentId, planId) });
      }}
    />
  );
}
