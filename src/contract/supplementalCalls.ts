import { z } from 'zod';
import { statementAnswers } from '../domain/supplementalStatements';
import { endpoint } from './endpoint';
import { enrollmentId, numericId } from './wireFields';

export const getAflacQuestions = endpoint({
  method: 'GET',
  path: 'get-aflac-questions',
  summary:
    "The supplemental carrier's statements for a plan. `required` is false (and the list empty) for plans without them: add to cart straight away.",
  query: z.object({ plan_id: numericId, enrollment_id: enrollmentId }),
  data: z.object({
    required: z.boolean(),
    answered: z.boolean(),
    result: z.array(
      z.object({
        qid: z.number(),
        question: z.string(),
        true_condition: z.union([z.literal(0), z.literal(1)]),
      }),
    ),
  }),
});

export const saveAflacQuestions = endpoint({
  method: 'POST',
  path: 'save-aflac-questions',
  summary: 'Saves the answers; a statement that starts true cannot be changed.',
  body: z.object({ enrollment_id: enrollmentId, plan_id: numericId, aflac_data: statementAnswers }),
  data: z.object({ saved: z.boolean() }),
});
