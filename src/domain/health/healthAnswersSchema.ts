import { z } from 'zod';
import { compareDates, parseMdy } from '../dates';
import {
  DATE_FORMAT_MESSAGE,
  FUTURE_DATE_MESSAGE,
  oneOf,
  pastDate,
  phone,
  REQUIRED,
  requiredText,
  stop,
  systemToday,
  type Today,
  text,
} from '../fieldRules';
import { ANSWER_ALL } from '../screening';
import {
  ADD_MEDICATION_MESSAGE,
  MAX_MEDICATIONS_MESSAGE,
  RECOVERY_BEFORE_ONSET_MESSAGE,
  UNKNOWN_QUESTION_MESSAGE,
} from './healthMessages';
import {
  CONDITION_STATUSES,
  type ConditionAnswer,
  type ConditionQuestion,
  type HealthAnswers,
  type HealthCondition,
  type HealthLayout,
  type HealthQuestionSet,
  MAX_MEDICATIONS,
  type MedicationAnswer,
  type MedicationQuestion,
  NO,
  YES,
} from './healthQuestion';

/** What a form or a caller may send: loose, because the schema is what says what is wrong. */
export type ConditionAnswerInput = {
  question_id: number;
  question_text?: string | undefined;
  yes_no_flag?: string | undefined;
  conditions?: Record<string, string | undefined>[] | undefined;
};
export type MedicationInput = {
  id?: number | string | undefined;
  medication?: string | undefined;
  dosage?: string | undefined;
  medical_condition?: string | undefined;
};
export type MedicationAnswerInput = {
  question_id: number;
  question_text?: string | undefined;
  yes_no_flag?: string | undefined;
  medications?: MedicationInput[] | undefined;
};
export type HealthAnswersInput = {
  condition_questions: ConditionAnswerInput[];
  medication_question?: MedicationAnswerInput | null | undefined;
  notes?: string | undefined;
};

/** A mm/dd/yyyy date that may stay empty (a condition not recovered from); if given, not in the future. */
function optionalPastDate(today: Today) {
  return text()
    .trim()
    .refine((value) => value === '' || parseMdy(value) !== null, stop(DATE_FORMAT_MESSAGE))
    .refine((value) => {
      const date = value === '' ? null : parseMdy(value);
      return date === null || compareDates(date, today()) <= 0;
    }, stop(FUTURE_DATE_MESSAGE))
    .optional()
    .transform((value) => value ?? '');
}

/** Free text that may stay empty; stored as ''. */
const optionalDetail = (max: number) =>
  text()
    .trim()
    .max(max, stop(`At most ${max} characters`))
    .optional()
    .transform((value) => value ?? '');

const YES_NO_CHOICE = [YES, NO] as const;

/** The check of a date pair runs only when neither date has a problem of its own. */
const datesFine =
  (...keys: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => keys.includes(String(issue.path?.[0])));

/** Recovery (when given) is not before the start; both are checked dates or the rule stays silent. */
function recoveryInOrder(start: unknown, recovery: unknown): boolean {
  const from = typeof start === 'string' ? parseMdy(start) : null;
  const to = typeof recovery === 'string' && recovery !== '' ? parseMdy(recovery) : null;
  return from === null || to === null || compareDates(to, from) >= 0;
}

/** The standard layout: every detail is required on a Yes except the date of recovery. */
function standardCondition(today: Today) {
  return z
    .object({
      health_condition: requiredText(100),
      date_of_onset: pastDate(today),
      date_of_recovery: optionalPastDate(today),
      is_treatment: oneOf(YES_NO_CHOICE),
      is_medicate: oneOf(YES_NO_CHOICE),
      d_last_seen: pastDate(today),
      symptoms: requiredText(500),
    })
    .refine((c) => recoveryInOrder(c.date_of_onset, c.date_of_recovery), {
      message: RECOVERY_BEFORE_ONSET_MESSAGE,
      path: ['date_of_recovery'],
      when: datesFine('date_of_onset', 'date_of_recovery'),
    });
}

/** Questions 146 and 147: the condition, its status and the physician; a recovered one needs its date. */
function physicianCondition(today: Today) {
  return z
    .object({
      condition: requiredText(100),
      status: oneOf(CONDITION_STATUSES),
      last_seen_by_physician: pastDate(today),
      date_of_recovery: optionalPastDate(today),
      physician_name: requiredText(100),
      address: requiredText(200),
      phone: phone(),
    })
    .refine((c) => c.status !== 'recovered' || c.date_of_recovery !== '', {
      message: REQUIRED,
      path: ['date_of_recovery'],
      when: datesFine('status', 'date_of_recovery'),
    });
}

function conditionSchemaOf(layout: HealthLayout, today: Today): z.ZodType<HealthCondition> | null {
  if (layout === 'standard') return standardCondition(today);
  if (layout === 'physician') return physicianCondition(today);
  return null;
}

const medicationRow = z.object({
  medication: requiredText(100),
  dosage: optionalDetail(100),
  medical_condition: optionalDetail(100),
});

type Ctx = z.RefinementCtx;

/** Reports a nested parse's problems under `path`, one message per field as the server answers them. */
function report(ctx: Ctx, path: PropertyKey[], error: z.ZodError): void {
  for (const issue of error.issues)
    ctx.addIssue({ code: 'custom', path: [...path, ...issue.path], message: issue.message });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Yes or No; anything else (or nothing) is an unanswered question. */
function flagOf(ctx: Ctx, path: PropertyKey[], value: unknown): typeof YES | typeof NO | null {
  const flag = typeof value === 'number' ? String(value) : value;
  if (flag === YES || flag === NO) return flag;
  ctx.addIssue({ code: 'custom', path, message: ANSWER_ALL });
  return null;
}

function checkConditionAnswer(
  ctx: Ctx,
  path: PropertyKey[],
  question: ConditionQuestion,
  answer: Record<string, unknown>,
  today: Today,
): ConditionAnswer | null {
  const flag = flagOf(ctx, [...path, 'yes_no_flag'], answer.yes_no_flag);
  if (flag === null) return null;
  const base = {
    question_id: question.question_id,
    question_text: question.question_text,
    yes_no_flag: flag,
  };
  const schema = conditionSchemaOf(question.layout, today);
  if (flag === NO || schema === null) return { ...base, conditions: [] };
  const given = Array.isArray(answer.conditions) ? answer.conditions[0] : undefined;
  const parsed = schema.safeParse(isRecord(given) ? given : {});
  if (!parsed.success) {
    report(ctx, [...path, 'conditions', 0], parsed.error);
    return null;
  }
  return { ...base, conditions: [parsed.data] };
}

function checkMedicationAnswer(
  ctx: Ctx,
  question: MedicationQuestion,
  answer: Record<string, unknown>,
): MedicationAnswer | null {
  const path = ['medication_question'];
  const flag = flagOf(ctx, [...path, 'yes_no_flag'], answer.yes_no_flag);
  if (flag === null) return null;
  const base = {
    question_id: question.question_id,
    question_text: question.question_text,
    yes_no_flag: flag,
  };
  if (flag === NO) return { ...base, medications: [] };
  const rows = Array.isArray(answer.medications) ? answer.medications : [];
  if (rows.length === 0) {
    ctx.addIssue({ code: 'custom', path: [...path, 'medications'], message: ADD_MEDICATION_MESSAGE });
    return null;
  }
  if (rows.length > MAX_MEDICATIONS) {
    ctx.addIssue({ code: 'custom', path: [...path, 'medications'], message: MAX_MEDICATIONS_MESSAGE });
    return null;
  }
  const medications: MedicationAnswer['medications'] = [];
  rows.forEach((row, index) => {
    const parsed = medicationRow.safeParse(isRecord(row) ? row : {});
    if (parsed.success) medications.push({ id: index + 1, ...parsed.data });
    else report(ctx, [...path, 'medications', index], parsed.error);
  });
  return medications.length === rows.length ? { ...base, medications } : null;
}

function checkConditionList(
  ctx: Ctx,
  questions: readonly ConditionQuestion[],
  raw: unknown,
  today: Today,
): ConditionAnswer[] | null {
  const list = Array.isArray(raw) ? raw : [];
  const byId = new Map(questions.map((question) => [question.question_id, question]));
  const seen = new Set<number>();
  const answers = new Map<number, ConditionAnswer>();
  let complete = true;
  let failed = false;
  list.forEach((item, index) => {
    const answer = isRecord(item) ? item : {};
    const id = Number(answer.question_id);
    const question = byId.get(id);
    if (!question) {
      ctx.addIssue({
        code: 'custom',
        path: ['condition_questions', index, 'question_id'],
        message: UNKNOWN_QUESTION_MESSAGE,
      });
      failed = true;
      return;
    }
    // Each question exactly once: a second answer to the same question is not one of "all questions".
    if (seen.has(id)) {
      complete = false;
      return;
    }
    seen.add(id);
    const checked = checkConditionAnswer(ctx, ['condition_questions', index], question, answer, today);
    if (checked) answers.set(id, checked);
    else failed = true;
  });
  if (!complete || questions.some((question) => !seen.has(question.question_id))) {
    ctx.addIssue({ code: 'custom', path: ['condition_questions'], message: ANSWER_ALL });
    return null;
  }
  return failed ? null : questions.map((question) => answers.get(question.question_id)!);
}

function checkMedicationQuestion(
  ctx: Ctx,
  question: MedicationQuestion | null,
  raw: unknown,
): MedicationAnswer | null | undefined {
  const given = raw === undefined || raw === null ? null : isRecord(raw) ? raw : {};
  if (question === null) {
    if (given === null) return null;
    ctx.addIssue({
      code: 'custom',
      path: ['medication_question', 'question_id'],
      message: UNKNOWN_QUESTION_MESSAGE,
    });
    return undefined;
  }
  if (given === null) {
    ctx.addIssue({ code: 'custom', path: ['medication_question'], message: ANSWER_ALL });
    return undefined;
  }
  if (Number(given.question_id) !== question.question_id) {
    ctx.addIssue({
      code: 'custom',
      path: ['medication_question', 'question_id'],
      message: UNKNOWN_QUESTION_MESSAGE,
    });
    return undefined;
  }
  return checkMedicationAnswer(ctx, question, given) ?? undefined;
}

/**
 * The one function that turns an enrollment's questions into the check of its answers: the health
 * step's form validates with it and the server applies it to every save. The output is the document
 * as stored: the questions' own texts, answers in question order, no detail behind a No.
 */
export function healthAnswersSchema(
  set: HealthQuestionSet,
  today: Today = systemToday,
): z.ZodType<HealthAnswers, HealthAnswersInput> {
  const notes = optionalDetail(2000);
  // Any value reaches the transform (z.custom without a check), typed as the form's answers.
  return z.custom<HealthAnswersInput>().transform((raw, ctx): HealthAnswers => {
    const body: Record<string, unknown> = isRecord(raw) ? raw : {};
    const conditions = checkConditionList(ctx, set.conditions, body.condition_questions, today);
    const medication = checkMedicationQuestion(ctx, set.medication, body.medication_question);
    const parsedNotes = notes.safeParse(body.notes ?? undefined);
    if (!parsedNotes.success) report(ctx, ['notes'], parsedNotes.error);
    if (conditions === null || medication === undefined || !parsedNotes.success) return z.NEVER;
    return { condition_questions: conditions, medication_question: medication, notes: parsedNotes.data };
  });
}
