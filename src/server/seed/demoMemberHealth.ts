import type { HealthQuestion } from '../catalog/packageSchema';
import { toJsonText } from '../db/json';
import type { MemberHealthTable } from '../db/schema';

/**
 * Answers on file for three current members (document 2, section 4: an existing member's health
 * information is loaded into the step): Noah Nguyen and Mia Patel answered No throughout (Mia with a
 * note); Ava Carter answered Yes to the heart question and takes two medications. The questions' texts
 * are the demo catalog's (catalog/demo/questions/health.json).
 */
export function memberHealthRows(questions: readonly HealthQuestion[]): MemberHealthTable[] {
  const textOf = (id: number) => questions.find((q) => q.id === id)?.text ?? '';
  /** Every primary condition question answered No, except those given. */
  const conditionAnswers = (yes: Record<number, Record<string, string>> = {}) =>
    questions
      .filter((q) => q.kind === 'condition' && q.asked_of !== 'dependent')
      .map((q) => {
        const condition = yes[q.id];
        return {
          question_id: q.id,
          question_text: q.text,
          yes_no_flag: condition ? '1' : '0',
          conditions: condition && q.layout !== 'yes_no' ? [condition] : [],
        };
      });
  const medication = (medications: { medication: string; dosage: string; medical_condition: string }[]) => ({
    question_id: 149,
    question_text: textOf(149),
    yes_no_flag: medications.length > 0 ? '1' : '0',
    medications: medications.map((row, index) => ({ id: index + 1, ...row })),
  });
  const docs: [number, object][] = [
    [5002, { condition_questions: conditionAnswers(), medication_question: medication([]), notes: '' }],
    [
      5003,
      {
        condition_questions: conditionAnswers(),
        medication_question: medication([]),
        notes: 'Annual check-up in March, no findings.',
      },
    ],
    [
      5001,
      {
        condition_questions: conditionAnswers({
          141: {
            health_condition: 'High blood pressure',
            date_of_onset: '03/14/2019',
            date_of_recovery: '',
            is_treatment: '1',
            is_medicate: '1',
            d_last_seen: '08/20/2025',
            symptoms: 'Occasional headaches',
          },
        }),
        medication_question: medication([
          { medication: 'Lisinopril', dosage: '10 mg daily', medical_condition: 'High blood pressure' },
          { medication: 'Atorvastatin', dosage: '20 mg daily', medical_condition: 'High cholesterol' },
        ]),
        notes: '',
      },
    ],
  ];
  return docs.map(([member_id, doc]) => ({ member_id, data: toJsonText(doc) }));
}
