/**
 * The health questions an enrollment asks, as data: one model for the primary applicant's step and
 * (next) the dependents', which the plan screening questions could share later.
 */

/** What a question asks about: a condition (yes/no with detail) or the medications taken. */
export const HEALTH_QUESTION_KINDS = ['condition', 'medication'] as const;
export type HealthQuestionKind = (typeof HEALTH_QUESTION_KINDS)[number];

/**
 * Which detail a Yes asks for: standard (the condition, dates, treatment, symptoms), yes_no (none,
 * e.g. question 145) or physician (the condition, its status and the physician, questions 146 and 147).
 */
export const HEALTH_LAYOUTS = ['standard', 'yes_no', 'physician'] as const;
export type HealthLayout = (typeof HEALTH_LAYOUTS)[number];

/** Who a question is asked of; the primary step asks 'primary' and 'both'. */
export const ASKED_OF = ['primary', 'dependent', 'both'] as const;
export type AskedOf = (typeof ASKED_OF)[number];

/** One question as stored, before it is split into the condition list and the medication question. */
export interface HealthQuestionRow {
  question_id: number;
  question_text: string;
  kind: HealthQuestionKind;
  layout: HealthLayout;
}

/** A yes/no question about a condition. */
export interface ConditionQuestion {
  question_id: number;
  question_text: string;
  layout: HealthLayout;
}

/** The question about medications taken. */
export interface MedicationQuestion {
  question_id: number;
  question_text: string;
}

/** Everything one enrollment asks: its condition questions in order and at most one medication question. */
export interface HealthQuestionSet {
  conditions: ConditionQuestion[];
  medication: MedicationQuestion | null;
}

/** Splits the stored questions (already in order) into what the step shows; the first medication question wins. */
export function questionSetOf(rows: readonly HealthQuestionRow[]): HealthQuestionSet {
  const medication = rows.find((row) => row.kind === 'medication');
  return {
    conditions: rows
      .filter((row) => row.kind === 'condition')
      .map(({ question_id, question_text, layout }) => ({ question_id, question_text, layout })),
    medication: medication
      ? { question_id: medication.question_id, question_text: medication.question_text }
      : null,
  };
}

/** Answers on the wire and in storage: Yes is '1', No is '0' (the default). */
export const YES = '1';
export const NO = '0';
type YesNo = typeof YES | typeof NO;

/** The fields of a condition in the standard layout. */
const STANDARD_CONDITION_FIELDS = [
  'health_condition',
  'date_of_onset',
  'date_of_recovery',
  'is_treatment',
  'is_medicate',
  'd_last_seen',
  'symptoms',
] as const;

/** The fields of a condition in the physician layout (questions 146 and 147). */
const PHYSICIAN_CONDITION_FIELDS = [
  'condition',
  'status',
  'last_seen_by_physician',
  'date_of_recovery',
  'physician_name',
  'address',
  'phone',
] as const;

type StandardCondition = Record<(typeof STANDARD_CONDITION_FIELDS)[number], string>;
type PhysicianCondition = Record<(typeof PHYSICIAN_CONDITION_FIELDS)[number], string>;
export type HealthCondition = StandardCondition | PhysicianCondition;

/** The condition fields a layout asks for on a Yes (none for yes_no). */
export function conditionFieldsOf(layout: HealthLayout): readonly string[] {
  if (layout === 'standard') return STANDARD_CONDITION_FIELDS;
  if (layout === 'physician') return PHYSICIAN_CONDITION_FIELDS;
  return [];
}

/**
 * The status of a physician-layout condition: where it stands today. A recovered condition needs
 * its date of recovery.
 */
export const CONDITION_STATUSES = ['ongoing', 'controlled', 'recovered'] as const;
export type ConditionStatus = (typeof CONDITION_STATUSES)[number];
export const CONDITION_STATUS_LABELS: Record<ConditionStatus, string> = {
  ongoing: 'Ongoing',
  controlled: 'Controlled with treatment',
  recovered: 'Recovered',
};

/** At most three medication rows (document 2, section 9). */
export const MAX_MEDICATIONS = 3;

/** One medication row; `id` numbers the rows from 1. */
type Medication = {
  id: number;
  medication: string;
  dosage: string;
  medical_condition: string;
};

/** A condition question's answer as saved: at most one condition, none on a No or for the yes_no layout. */
export type ConditionAnswer = {
  question_id: number;
  question_text: string;
  yes_no_flag: YesNo;
  conditions: HealthCondition[];
};

/** The medication question's answer as saved: no rows on a No. */
export type MedicationAnswer = {
  question_id: number;
  question_text: string;
  yes_no_flag: YesNo;
  medications: Medication[];
};

/** The saved document of the health step (document 3, section 3 "health_info"). */
export type HealthAnswers = {
  condition_questions: ConditionAnswer[];
  medication_question: MedicationAnswer | null;
  notes: string;
};
