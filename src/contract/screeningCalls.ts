import { z } from 'zod';
import { OPTION_GROUPS, SCREENING_SUB_TYPES, screeningAnswers } from '../domain/screening';
import { endpoint } from './endpoint';
import { enrollmentId, listResult, numericId } from './wireFields';

const screeningQuestionSchema = z.object({
  question_id: z.number(),
  question_text: z.string(),
  question_sub_type: z.enum(SCREENING_SUB_TYPES),
  require_detail: z.boolean(),
  options: z.array(
    z.object({ option_id: z.number(), option_text: z.string(), option_group: z.enum(OPTION_GROUPS) }),
  ),
});

const planOfEnrollment = z.object({ enrollment_id: enrollmentId, plan_id: numericId });

export const getQuestions = endpoint({
  method: 'GET',
  path: 'get-questions',
  summary: "A plan's screening questions, in order (empty when the plan asks none).",
  query: planOfEnrollment.extend({ type: z.enum(['save']).optional() }),
  data: listResult(screeningQuestionSchema),
});

export const saveQuestionAnswers = endpoint({
  method: 'POST',
  path: 'save-question-answers',
  summary: 'Saves the answers; a yes to a ruling-out question declines the plan for this enrollment.',
  body: planOfEnrollment.extend({ answers: screeningAnswers }),
  data: z.object({
    errorCode: z.enum(['decline']).nullable(),
    success_message: z.string().nullable(),
    error_message: z.string().nullable(),
  }),
});

export const checkAlreadyAnswered = endpoint({
  method: 'GET',
  path: 'check-already-answered',
  summary: "Whether this enrollment has answered the plan's questions, and with what outcome.",
  query: planOfEnrollment,
  data: z.object({ status: z.boolean(), outcome: z.enum(['accepted', 'declined']).nullable() }),
});
