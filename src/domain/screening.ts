import { z } from 'zod';
import { compareDates, parseMdy } from './dates';
import {
  DATE_FORMAT_MESSAGE,
  FUTURE_DATE_MESSAGE,
  optionalText,
  stop,
  systemToday,
  text,
} from './fieldRules';

/** A plan's own screening questions, answered on the plan page before it can be priced. */
export const SCREENING_SUB_TYPES = ['yes_no', 'text_field', 'checkbox', 'detail'] as const;
export type ScreeningSubType = (typeof SCREENING_SUB_TYPES)[number];
export const OPTION_GROUPS = ['A. Prior to age 60:', 'B. Prior to age 75'] as const;
export const DETAIL_ENTRIES = 2;

export const ANSWER_ALL = 'Please answer all questions';
export const DECLINE_MESSAGE = 'Based on your answers, this plan is not available to you.';
export const ACCEPTED_MESSAGE = 'Thank you. Your answers have been saved.';
const WHO_MESSAGE = 'Please tell us who';
const CHOOSE_OPTION_MESSAGE = 'Please choose at least one';
const DETAIL_MESSAGE = 'Please describe the condition';

export interface ScreeningOption {
  option_id: number;
  option_text: string;
  option_group: (typeof OPTION_GROUPS)[number];
}

/** A question as the shopper sees it. */
export interface ScreeningQuestionView {
  question_id: number;
  question_text: string;
  question_sub_type: ScreeningSubType;
  require_detail: boolean;
  options: ScreeningOption[];
}

/** As stored: also whether a yes rules the plan out (never sent to the browser). */
export interface ScreeningQuestion extends ScreeningQuestionView {
  declines_on_yes: boolean;
}

/** A treatment date: empty, or a real mm/dd/yyyy day not later than today. */
const treatmentDate = z
  .preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    text()
      .trim()
      .refine((value) => value === '' || parseMdy(value) !== null, stop(DATE_FORMAT_MESSAGE))
      .refine((value) => {
        const date = value === '' ? null : parseMdy(value);
        return date === null || compareDates(date, systemToday()) <= 0;
      }, stop(FUTURE_DATE_MESSAGE)),
  )
  .optional();

export const screeningDetail = z.object({
  dot_from: treatmentDate,
  dot_to: treatmentDate,
  reason_for_condition: optionalText(300),
  degree_of_recovery: optionalText(300),
  physician_name_address: optionalText(300),
});

const screeningAnswer = z.object({
  question_id: z.number().int().positive(),
  yes_no_flag: z.enum(['1', '0'], { error: () => ANSWER_ALL }),
  who: optionalText(200),
  checkbox_answers: z
    .preprocess(
      (value) =>
        value === false || value === null || value === undefined
          ? []
          : Array.isArray(value)
            ? value
            : [value],
      z.array(z.coerce.number().int()).max(20),
    )
    .optional(),
  detail: z.array(screeningDetail).max(DETAIL_ENTRIES).optional(),
});
export type ScreeningAnswer = z.infer<typeof screeningAnswer>;

export const screeningAnswers = z.array(screeningAnswer).max(50);

export interface ScreeningProblem {
  path: string;
  message: string;
}

/**
 * What is missing from an answer set: every question needs yes or no; a yes needs the text,
 * the options or the condition detail its kind asks for.
 */
export function screeningProblems(
  questions: readonly ScreeningQuestionView[],
  answers: readonly ScreeningAnswer[],
): ScreeningProblem[] {
  const problems: ScreeningProblem[] = [];
  for (const [index, question] of questions.entries()) {
    const answer = answers.find((a) => a.question_id === question.question_id);
    if (!answer) {
      problems.push({ path: 'answers', message: ANSWER_ALL });
      continue;
    }
    if (answer.yes_no_flag !== '1') continue;
    if (question.question_sub_type === 'text_field' && !answer.who?.trim()) {
      problems.push({ path: `answers.${index}.who`, message: WHO_MESSAGE });
    }
    if (question.question_sub_type === 'checkbox') {
      const known = new Set(question.options.map((o) => o.option_id));
      const chosen = (answer.checkbox_answers ?? []).filter((id) => known.has(id));
      if (chosen.length === 0)
        problems.push({ path: `answers.${index}.checkbox_answers`, message: CHOOSE_OPTION_MESSAGE });
    }
    if (
      (question.question_sub_type === 'detail' || question.require_detail) &&
      !answer.detail?.[0]?.reason_for_condition?.trim()
    ) {
      problems.push({ path: `answers.${index}.detail.0.reason_for_condition`, message: DETAIL_MESSAGE });
    }
  }
  return problems.filter(
    (p, i) => p.path !== 'answers' || problems.findIndex((q) => q.path === 'answers') === i,
  );
}

/** A yes to a question that rules the plan out declines it; otherwise the answers are accepted. */
export function screeningOutcome(
  questions: readonly ScreeningQuestion[],
  answers: readonly ScreeningAnswer[],
): 'accepted' | 'declined' {
  const declined = questions.some(
    (q) => q.declines_on_yes && answers.find((a) => a.question_id === q.question_id)?.yes_no_flag === '1',
  );
  return declined ? 'declined' : 'accepted';
}

/** The plan page's form: the answer set, checked by the same rules the server applies. */
export const screeningForm = (questions: readonly ScreeningQuestionView[]) =>
  z.object({ answers: screeningAnswers }).superRefine((form, ctx) => {
    for (const problem of screeningProblems(questions, form.answers)) {
      ctx.addIssue({
        code: 'custom',
        path: problem.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: problem.message,
      });
    }
  });
