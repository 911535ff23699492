import { describe, expect, it } from 'vitest';
import { healthAnswersSchema } from './healthAnswersSchema';
import { answersOnFile, healthFormValues } from './healthFormValues';
import { questionSetOf } from './healthQuestion';

const SET = questionSetOf([
  { question_id: 143, question_text: 'Heart?', kind: 'condition', layout: 'standard' },
  { question_id: 145, question_text: 'Hospitalized?', kind: 'condition', layout: 'yes_no' },
  { question_id: 148, question_text: 'Medication?', kind: 'medication', layout: 'standard' },
]);
const today = () => ({ year: 2026, month: 11, day: 22 });

const ON_FILE = {
  condition_questions: [
    { question_id: 161, question_text: 'Lungs?', yes_no_flag: '0', conditions: [] },
    {
      question_id: 143,
      question_text: 'Old text',
      yes_no_flag: 1,
      conditions: [
        {
          health_condition: 'Angina',
          date_of_onset: '01/02/2020',
          date_of_recovery: '',
          is_treatment: '1',
          is_medicate: '0',
          d_last_seen: '02/03/2024',
          symptoms: 'Chest pain',
        },
      ],
    },
    { question_id: 145, yes_no_flag: '0', conditions: [] },
  ],
  medication_question: {
    question_id: 148,
    yes_no_flag: '1',
    medications: [{ id: 1, medication: 'Aspirin', dosage: '81 mg', medical_condition: 'Heart' }],
  },
  notes: 'On file',
};

describe('health form values', () => {
  it('default to No with empty detail fields and one medication row', () => {
    const values = healthFormValues(SET, null);
    expect(values.condition_questions).toEqual([
      {
        question_id: 143,
        question_text: 'Heart?',
        yes_no_flag: '0',
        conditions: [
          {
            health_condition: '',
            date_of_onset: '',
            date_of_recovery: '',
            is_treatment: '',
            is_medicate: '',
            d_last_seen: '',
            symptoms: '',
          },
        ],
      },
      { question_id: 145, question_text: 'Hospitalized?', yes_no_flag: '0', conditions: [{}] },
    ]);
    expect(values.medication_question?.medications).toEqual([
      { medication: '', dosage: '', medical_condition: '' },
    ]);
    // The defaults are a valid answer: No to everything.
    expect(healthAnswersSchema(SET, today).safeParse(values).success).toBe(true);
  });

  it('take the answers on file for these questions only, with the questions’ texts', () => {
    const picked = answersOnFile(SET, ON_FILE);
    expect(picked.condition_questions.map((a) => [a.question_id, a.question_text, a.yes_no_flag])).toEqual([
      [143, 'Heart?', '1'],
      [145, 'Hospitalized?', '0'],
    ]);
    const saved = healthAnswersSchema(SET, today).parse(picked);
    expect(saved.condition_questions[0]?.conditions[0]).toMatchObject({ health_condition: 'Angina' });
    expect(saved.medication_question?.medications).toHaveLength(1);
    expect(saved.notes).toBe('On file');
    expect(healthFormValues(SET, ON_FILE).medication_question?.yes_no_flag).toBe('1');
  });

  it('leave a question the file does not answer unanswered, so the file is not valid as is', () => {
    const partial = { ...ON_FILE, condition_questions: ON_FILE.condition_questions.slice(0, 2) };
    expect(healthAnswersSchema(SET, today).safeParse(answersOnFile(SET, partial)).success).toBe(false);
    expect(answersOnFile(SET, 'nonsense')).toEqual({
      condition_questions: [],
      medication_question: null,
      notes: '',
    });
  });
});
