import { describe, expect, it } from 'vitest';
import { DATE_FORMAT_MESSAGE, FUTURE_DATE_MESSAGE, REQUIRED } from '../fieldRules';
import { ANSWER_ALL } from '../screening';
import { healthAnswersSchema } from './healthAnswersSchema';
import {
  ADD_MEDICATION_MESSAGE,
  MAX_MEDICATIONS_MESSAGE,
  RECOVERY_BEFORE_ONSET_MESSAGE,
  UNKNOWN_QUESTION_MESSAGE,
} from './healthMessages';
import { type HealthQuestionSet, questionSetOf } from './healthQuestion';

const today = () => ({ year: 2026, month: 11, day: 22 });

const SET: HealthQuestionSet = questionSetOf([
  { question_id: 143, question_text: 'Heart?', kind: 'condition', layout: 'standard' },
  { question_id: 145, question_text: 'Hospitalized?', kind: 'condition', layout: 'yes_no' },
  { question_id: 146, question_text: 'Physician?', kind: 'condition', layout: 'physician' },
  { question_id: 148, question_text: 'Medication?', kind: 'medication', layout: 'standard' },
]);

const STANDARD = {
  health_condition: 'High blood pressure',
  date_of_onset: '03/14/2019',
  date_of_recovery: '',
  is_treatment: '1',
  is_medicate: '1',
  d_last_seen: '10/01/2026',
  symptoms: 'Headaches',
};
const PHYSICIAN = {
  condition: 'Knee injury',
  status: 'recovered',
  last_seen_by_physician: '09/01/2026',
  date_of_recovery: '10/15/2026',
  physician_name: 'Dr. Ana Ruiz',
  address: '12 Main St, Austin TX',
  phone: '5125550100',
};

const no = (question_id: number) => ({ question_id, yes_no_flag: '0', conditions: [] });
const allNo = () => ({
  condition_questions: [no(143), no(145), no(146)],
  medication_question: { question_id: 148, yes_no_flag: '0', medications: [] },
  notes: '',
});

function errorsOf(input: unknown): Record<string, string> {
  const result = healthAnswersSchema(SET, today).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the health answers schema', () => {
  it('splits the stored questions: conditions in order, the first medication question', () => {
    expect(SET.conditions.map((q) => q.question_id)).toEqual([143, 145, 146]);
    expect(SET.medication).toEqual({ question_id: 148, question_text: 'Medication?' });
  });

  it('accepts all No and stores the questions’ own texts, no detail behind a No', () => {
    const input = allNo();
    input.condition_questions[0] = { ...no(143), question_text: 'forged', conditions: [STANDARD] } as never;
    const result = healthAnswersSchema(SET, today).parse(input);
    expect(result).toEqual({
      condition_questions: [
        { question_id: 143, question_text: 'Heart?', yes_no_flag: '0', conditions: [] },
        { question_id: 145, question_text: 'Hospitalized?', yes_no_flag: '0', conditions: [] },
        { question_id: 146, question_text: 'Physician?', yes_no_flag: '0', conditions: [] },
      ],
      medication_question: {
        question_id: 148,
        question_text: 'Medication?',
        yes_no_flag: '0',
        medications: [],
      },
      notes: '',
    });
  });

  it('keeps a Yes with its detail, question order, and numbers the medication rows', () => {
    const input = {
      condition_questions: [
        { question_id: 146, yes_no_flag: '1', conditions: [PHYSICIAN] },
        { question_id: 145, yes_no_flag: '1', conditions: [] },
        { question_id: 143, yes_no_flag: '1', conditions: [{ ...STANDARD, extra: 'dropped' }] },
      ],
      medication_question: {
        question_id: 148,
        yes_no_flag: '1',
        medications: [
          { id: 9, medication: 'Lisinopril', dosage: '10 mg', medical_condition: 'Blood pressure' },
          { medication: 'Metformin' },
        ],
      },
      notes: '  Nothing else  ',
    };
    const result = healthAnswersSchema(SET, today).parse(input);
    expect(result.condition_questions.map((a) => [a.question_id, a.yes_no_flag, a.conditions])).toEqual([
      [143, '1', [STANDARD]],
      [145, '1', []],
      [146, '1', [PHYSICIAN]],
    ]);
    expect(result.medication_question?.medications).toEqual([
      { id: 1, medication: 'Lisinopril', dosage: '10 mg', medical_condition: 'Blood pressure' },
      { id: 2, medication: 'Metformin', dosage: '', medical_condition: '' },
    ]);
    expect(result.notes).toBe('Nothing else');
  });

  it('a Yes requires the standard detail, Please Select is no choice', () => {
    const input = allNo();
    input.condition_questions[0] = {
      question_id: 143,
      yes_no_flag: '1',
      conditions: [{ ...STANDARD, health_condition: ' ', is_treatment: '', symptoms: '', d_last_seen: '' }],
    } as never;
    expect(errorsOf(input)).toEqual({
      'condition_questions.0.conditions.0.health_condition': REQUIRED,
      'condition_questions.0.conditions.0.is_treatment': REQUIRED,
      'condition_questions.0.conditions.0.d_last_seen': REQUIRED,
      'condition_questions.0.conditions.0.symptoms': REQUIRED,
    });
    const empty = allNo();
    empty.condition_questions[0] = { question_id: 143, yes_no_flag: '1', conditions: [] };
    expect(Object.values(errorsOf(empty))).toEqual(Array(6).fill(REQUIRED));
    expect(errorsOf(empty)['condition_questions.0.conditions.0.date_of_recovery']).toBeUndefined();
  });

  it('dates are mm/dd/yyyy, not in the future, recovery not before onset', () => {
    const input = allNo();
    input.condition_questions[0] = {
      question_id: 143,
      yes_no_flag: '1',
      conditions: [{ ...STANDARD, date_of_onset: '2019-03-14', d_last_seen: '11/23/2026' }],
    } as never;
    expect(errorsOf(input)).toEqual({
      'condition_questions.0.conditions.0.date_of_onset': DATE_FORMAT_MESSAGE,
      'condition_questions.0.conditions.0.d_last_seen': FUTURE_DATE_MESSAGE,
    });
    input.condition_questions[0] = {
      question_id: 143,
      yes_no_flag: '1',
      conditions: [{ ...STANDARD, date_of_recovery: '01/01/2018' }],
    } as never;
    expect(errorsOf(input)).toEqual({
      'condition_questions.0.conditions.0.date_of_recovery': RECOVERY_BEFORE_ONSET_MESSAGE,
    });
    input.condition_questions[0] = {
      question_id: 143,
      yes_no_flag: '1',
      conditions: [{ ...STANDARD, date_of_recovery: '02/30/2020' }],
    } as never;
    expect(errorsOf(input)).toEqual({
      'condition_questions.0.conditions.0.date_of_recovery': DATE_FORMAT_MESSAGE,
    });
  });

  it('the physician layout needs its fields, a valid phone, and a recovery date when recovered', () => {
    const input = allNo();
    input.condition_questions[2] = {
      question_id: 146,
      yes_no_flag: '1',
      conditions: [{ ...PHYSICIAN, date_of_recovery: '', phone: '555', physician_name: '' }],
    } as never;
    expect(errorsOf(input)).toEqual({
      'condition_questions.2.conditions.0.physician_name': REQUIRED,
      'condition_questions.2.conditions.0.phone': 'Invalid phone number',
    });
    input.condition_questions[2] = {
      question_id: 146,
      yes_no_flag: '1',
      conditions: [{ ...PHYSICIAN, date_of_recovery: '' }],
    } as never;
    expect(errorsOf(input)).toEqual({ 'condition_questions.2.conditions.0.date_of_recovery': REQUIRED });
    input.condition_questions[2] = {
      question_id: 146,
      yes_no_flag: '1',
      conditions: [{ ...PHYSICIAN, status: 'ongoing', date_of_recovery: '' }],
    } as never;
    expect(errorsOf(input)).toEqual({});
    input.condition_questions[2] = {
      question_id: 146,
      yes_no_flag: '1',
      conditions: [{ ...PHYSICIAN, status: 'better' }],
    } as never;
    expect(errorsOf(input)).toEqual({ 'condition_questions.2.conditions.0.status': REQUIRED });
  });

  it('every question answered exactly once, with Yes or No; unknown ids refused', () => {
    const missing = allNo();
    missing.condition_questions.pop();
    expect(errorsOf(missing)).toEqual({ condition_questions: ANSWER_ALL });
    const twice = allNo();
    twice.condition_questions.push(no(143));
    expect(errorsOf(twice)).toEqual({ condition_questions: ANSWER_ALL });
    const unanswered = allNo();
    unanswered.condition_questions[1] = { question_id: 145, yes_no_flag: '', conditions: [] };
    expect(errorsOf(unanswered)).toEqual({ 'condition_questions.1.yes_no_flag': ANSWER_ALL });
    const unknown = allNo();
    unknown.condition_questions.push(no(999));
    expect(errorsOf(unknown)).toEqual({ 'condition_questions.3.question_id': UNKNOWN_QUESTION_MESSAGE });
    expect(errorsOf({ ...allNo(), condition_questions: 'all no' })).toEqual({
      condition_questions: ANSWER_ALL,
    });
    expect(errorsOf({ ...allNo(), medication_question: null })).toEqual({ medication_question: ANSWER_ALL });
    expect(errorsOf({ ...allNo(), medication_question: { question_id: 147, yes_no_flag: '0' } })).toEqual({
      'medication_question.question_id': UNKNOWN_QUESTION_MESSAGE,
    });
  });

  it('medications: a Yes needs a row, at most three, each with its medication', () => {
    const withRows = (medications: unknown[]) => ({
      ...allNo(),
      medication_question: { question_id: 148, yes_no_flag: '1', medications },
    });
    expect(errorsOf(withRows([]))).toEqual({ 'medication_question.medications': ADD_MEDICATION_MESSAGE });
    const row = { medication: 'Aspirin' };
    expect(errorsOf(withRows([row, row, row, row]))).toEqual({
      'medication_question.medications': MAX_MEDICATIONS_MESSAGE,
    });
    expect(MAX_MEDICATIONS_MESSAGE).toBe('Maximum allowed number of medications is 3');
    expect(errorsOf(withRows([row, { dosage: '5 mg' }]))).toEqual({
      'medication_question.medications.1.medication': REQUIRED,
    });
    expect(errorsOf(withRows([row, row, row]))).toEqual({});
  });

  it('an enrollment without a medication question takes none', () => {
    const set = { ...SET, medication: null };
    const schema = healthAnswersSchema(set, today);
    expect(schema.parse({ ...allNo(), medication_question: null }).medication_question).toBeNull();
    const forged = schema.safeParse(allNo());
    expect(forged.success ? [] : forged.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['medication_question.question_id', UNKNOWN_QUESTION_MESSAGE],
    ]);
  });

  it('notes are optional text of at most 2000 characters', () => {
    expect(errorsOf({ ...allNo(), notes: undefined })).toEqual({});
    expect(errorsOf({ ...allNo(), notes: 'x'.repeat(2001) })).toEqual({ notes: 'At most 2000 characters' });
  });
});
