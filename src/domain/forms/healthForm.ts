import { z } from 'zod';
import { optionalText } from '../fieldRules';

/** The primary health questions asked before the full question catalogue arrives. */
export const PRIMARY_HEALTH_QUESTIONS = [
  {
    question_id: 141,
    question_text: 'In the past 5 years, have you been treated for heart disease or stroke?',
  },
  { question_id: 142, question_text: 'In the past 5 years, have you been treated for cancer?' },
  { question_id: 145, question_text: 'Are you currently hospitalized or confined to a bed?' },
] as const;

export const healthForm = z.object({
  answers: z
    .array(z.object({ question_id: z.number().int(), yes_no_flag: z.enum(['0', '1']) }))
    .length(PRIMARY_HEALTH_QUESTIONS.length, 'Please answer all questions')
    .refine(
      (answers) =>
        PRIMARY_HEALTH_QUESTIONS.every((q) => answers.some((a) => a.question_id === q.question_id)),
      'Please answer all questions',
    ),
  notes: optionalText(2000),
});
export type HealthForm = z.infer<typeof healthForm>;
