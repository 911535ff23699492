import { describe, expect, it } from 'vitest';
import { DATE_FORMAT_MESSAGE, FUTURE_DATE_MESSAGE } from './fieldRules';
import {
  ANSWER_ALL,
  type ScreeningQuestion,
  screeningDetail,
  screeningOutcome,
  screeningProblems,
} from './screening';

const q = (over: Partial<ScreeningQuestion>): ScreeningQuestion => ({
  question_id: 1,
  question_text: 'Question?',
  question_sub_type: 'yes_no',
  require_detail: false,
  declines_on_yes: false,
  options: [],
  ...over,
});

const questions = [
  q({ question_id: 1, declines_on_yes: true }),
  q({
    question_id: 2,
    question_sub_type: 'checkbox',
    options: [{ option_id: 7, option_text: 'Cancer', option_group: 'A. Prior to age 60:' }],
  }),
  q({ question_id: 3, question_sub_type: 'detail', require_detail: true }),
  q({ question_id: 4, question_sub_type: 'text_field' }),
];
const no = (id: number) => ({ question_id: id, yes_no_flag: '0' as const });

describe('screening answers', () => {
  it('need an answer to every question', () => {
    expect(screeningProblems(questions, [no(1), no(2)])).toEqual([{ path: 'answers', message: ANSWER_ALL }]);
    expect(screeningProblems(questions, [no(1), no(2), no(3), no(4)])).toEqual([]);
  });

  it('need what a yes asks for: options, condition detail, who', () => {
    const yes = [
      no(1),
      { question_id: 2, yes_no_flag: '1' as const, checkbox_answers: [99] },
      { question_id: 3, yes_no_flag: '1' as const, detail: [{ reason_for_condition: ' ' }] },
      { question_id: 4, yes_no_flag: '1' as const, who: '' },
    ];
    expect(screeningProblems(questions, yes).map((p) => p.path)).toEqual([
      'answers.1.checkbox_answers',
      'answers.2.detail.0.reason_for_condition',
      'answers.3.who',
    ]);
  });

  it('decline on a yes to a question that rules the plan out', () => {
    expect(screeningOutcome(questions, [no(1), no(2), no(3), no(4)])).toBe('accepted');
    expect(screeningOutcome(questions, [{ question_id: 1, yes_no_flag: '1' }])).toBe('declined');
  });
});

describe('treatment dates of a screening detail', () => {
  const messageOf = (dot_from: string) => {
    const parsed = screeningDetail.safeParse({ dot_from });
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };
  it('takes an empty or a past mm/dd/yyyy date', () => {
    expect(messageOf('')).toBeNull();
    expect(messageOf('03/15/2019')).toBeNull();
  });
  it('refuses another format and a date in the future', () => {
    expect(messageOf('2019-03-15')).toBe(DATE_FORMAT_MESSAGE);
    expect(messageOf('02/30/2019')).toBe(DATE_FORMAT_MESSAGE);
    expect(messageOf(`01/01/${new Date().getFullYear() + 1}`)).toBe(FUTURE_DATE_MESSAGE);
  });
});
