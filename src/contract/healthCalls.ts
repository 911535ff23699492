import { z } from 'zod';
import { wireText } from '../domain/formFields/wireTypes';
import {
  MAX_MEDICATIONS_MESSAGE,
  ONE_CONDITION_MESSAGE,
  UNKNOWN_QUESTION_MESSAGE,
} from '../domain/health/healthMessages';
import { HEALTH_LAYOUTS, type HealthQuestionSet, MAX_MEDICATIONS } from '../domain/health/healthQuestion';
import { ANSWER_ALL } from '../domain/screening';
import { customFieldOnWire } from './customFieldWire';
import { endpoint } from './endpoint';
import { enrollmentQuery } from './wireFields';

const questionId = z
  .number({ error: () => UNKNOWN_QUESTION_MESSAGE })
  .int(UNKNOWN_QUESTION_MESSAGE)
  .positive(UNKNOWN_QUESTION_MESSAGE)
  .max(2_000_000_000, UNKNOWN_QUESTION_MESSAGE);
const yesNo = z.enum(['0', '1']);
/** Yes '1' or No '0'; older data may carry them as numbers. */
const yesNoIn = z.union([yesNo, z.literal(0), z.literal(1)], { error: () => ANSWER_ALL });

/** Every condition field of either layout, as text of a bounded size; which ones a Yes needs is the rule's. */
const conditionShape = z.object({
  health_condition: wireText(100).optional(),
  date_of_onset: wireText(10).optional(),
  date_of_recovery: wireText(10).optional(),
  is_treatment: wireText(1).optional(),
  is_medicate: wireText(1).optional(),
  d_last_seen: wireText(10).optional(),
  symptoms: wireText(500).optional(),
  condition: wireText(100).optional(),
  status: wireText(20).optional(),
  last_seen_by_physician: wireText(10).optional(),
  physician_name: wireText(100).optional(),
  address: wireText(200).optional(),
  phone: wireText(10).optional(),
});

const medicationShape = z.object({
  id: z.union([z.number().int(), wireText(10)]).optional(),
  medication: wireText(100).optional(),
  dosage: wireText(100).optional(),
  medical_condition: wireText(100).optional(),
});

/**
 * The save body's static shape (save-primary-health-info): types and sizes only. Whether every
 * question is answered and what a Yes needs is checked on the server against the enrollment's own
 * questions (domain/health/healthAnswersSchema.ts).
 */
export const primaryHealthShape = z.object({
  condition_questions: z
    .array(
      z.object({
        question_id: questionId,
        question_text: wireText(500).optional(),
        yes_no_flag: yesNoIn.optional(),
        conditions: z.array(conditionShape).max(1, ONE_CONDITION_MESSAGE).optional(),
      }),
    )
    .max(100),
  medication_question: z
    .object({
      question_id: questionId,
      question_text: wireText(500).optional(),
      yes_no_flag: yesNoIn.optional(),
      medications: z.array(medicationShape).max(MAX_MEDICATIONS, MAX_MEDICATIONS_MESSAGE).optional(),
    })
    .nullable()
    .optional(),
  notes: wireText(2000).nullable().optional(),
});

/** The health step's saved document (document 3, section 3 "health_info"), as read back. */
export const savedHealthInfo = z.object({
  condition_questions: z.array(
    z.object({
      question_id: z.number(),
      question_text: z.string(),
      yes_no_flag: yesNo,
      conditions: z.array(z.record(z.string(), z.string())),
    }),
  ),
  medication_question: z
    .object({
      question_id: z.number(),
      question_text: z.string(),
      yes_no_flag: yesNo,
      medications: z.array(
        z.object({
          id: z.number(),
          medication: z.string(),
          dosage: z.string(),
          medical_condition: z.string(),
        }),
      ),
    })
    .nullable(),
  notes: z.string(),
});

/** The questions as sent: `codition_questions` is spelled so on the wire, and only here. */
const questionsWire = z.object({
  codition_questions: z.array(
    z.object({
      question_id: z.number(),
      question_text: z.string(),
      layout: z.enum(HEALTH_LAYOUTS),
      yes_no_flag: z.literal('0'),
      conditions: z.array(z.object({})).max(0),
    }),
  ),
  medication_question: z
    .object({
      question_id: z.number(),
      question_text: z.string(),
      yes_no_flag: z.literal('0'),
      medications: z.array(z.object({})).max(0),
    })
    .nullable(),
});
type QuestionsWire = z.infer<typeof questionsWire>;

export const getHealthQuestionsPrimaryHealthInfo = endpoint({
  method: 'GET',
  path: 'get-health-questions-primary-health-info',
  summary:
    "The primary applicant's health questions: those of every carrier in the cart that needs health answers, and the common ones.",
  query: enrollmentQuery,
  // custom_fields: the catalog's own questions of the step for this enrollment, by position.
  data: z.object({ result: questionsWire, custom_fields: z.array(customFieldOnWire).optional() }),
});

export const getHealthQuestionsDependentInfo = endpoint({
  method: 'GET',
  path: 'get-health-questions-dependent-info',
  summary:
    'The questions asked of each dependent: those of every carrier in the cart that needs health answers, and the common ones, asked of dependents.',
  query: enrollmentQuery,
  data: z.object({ result: questionsWire }),
});

export const getExistingPrimaryHealthInfo = endpoint({
  method: 'GET',
  path: 'get-existing-primary-health-info',
  summary: "A current member's health answers on file, in the saved shape; null when there are none.",
  query: enrollmentQuery,
  data: z.object({ result: savedHealthInfo.nullable() }),
});

/** The question set as the wire spells it, every answer starting at No. */
export function questionsToWire(set: HealthQuestionSet): QuestionsWire {
  return {
    codition_questions: set.conditions.map((question) => ({
      ...question,
      yes_no_flag: '0',
      conditions: [],
    })),
    medication_question: set.medication ? { ...set.medication, yes_no_flag: '0', medications: [] } : null,
  };
}

/** The question set out of the wire's spelling. */
export function questionsFromWire(wire: QuestionsWire): HealthQuestionSet {
  return {
    conditions: wire.codition_questions.map(({ question_id, question_text, layout }) => ({
      question_id,
      question_text,
      layout,
    })),
    medication: wire.medication_question
      ? {
          question_id: wire.medication_question.question_id,
          question_text: wire.medication_question.question_text,
        }
      : null,
  };
}
