import { toJsonText } from '../json';
import type { PlanQuestionTable } from '../schema';

const FAMILY_OPTIONS = [
  { option_id: 1, option_text: 'Cancer', option_group: 'A. Prior to age 60:' },
  { option_id: 2, option_text: 'Heart attack or stroke', option_group: 'A. Prior to age 60:' },
  { option_id: 3, option_text: 'Cancer', option_group: 'B. Prior to age 75' },
  { option_id: 4, option_text: 'Heart attack or stroke', option_group: 'B. Prior to age 75' },
];

/** The same four screening questions for each plan that asks them; the first rules the plan out. */
const QUESTIONS = [
  {
    question_text:
      'In the past 10 years, have you been diagnosed with or treated for cancer, a heart attack or a stroke?',
    sub_type: 'yes_no',
    require_detail: 0,
    declines_on_yes: 1,
    options: [],
  },
  {
    question_text: 'Has a parent, brother or sister been diagnosed with any of the following?',
    sub_type: 'checkbox',
    require_detail: 0,
    declines_on_yes: 0,
    options: FAMILY_OPTIONS,
  },
  {
    question_text: 'In the past 2 years, have you been admitted to a hospital overnight?',
    sub_type: 'detail',
    require_detail: 1,
    declines_on_yes: 0,
    options: [],
  },
  {
    question_text: 'Does anyone else in your household smoke or use tobacco? If so, who?',
    sub_type: 'text_field',
    require_detail: 0,
    declines_on_yes: 0,
    options: [],
  },
];

export function questionRows(planIds: readonly number[]): PlanQuestionTable[] {
  return planIds.flatMap((planId) =>
    QUESTIONS.map((question, position) => ({
      id: planId * 10 + position + 1,
      plan_id: planId,
      position,
      question_text: question.question_text,
      sub_type: question.sub_type,
      require_detail: question.require_detail,
      declines_on_yes: question.declines_on_yes,
      options: toJsonText(question.options),
    })),
  );
}
