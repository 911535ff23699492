import type { AskedOf, HealthLayout, HealthQuestionKind } from '../../../domain/health/healthQuestion';
import { toJsonText } from '../json';
import type { HealthQuestionTable, MemberHealthTable } from '../schema';

interface QuestionSpec {
  question_id: number;
  carrier_id: number | null;
  kind: HealthQuestionKind;
  layout: HealthLayout;
  position: number;
  question_text: string;
  asked_of: AskedOf;
}

/**
 * The health questions: the common ones asked for every carrier (ids 141-149, with 145 yes/no
 * only, 146 and 147 in the physician layout and 149 the medication question), then each
 * underwriting carrier's own (ids 150 + 10 × carrier). Positions interleave them in one list.
 */
export const HEALTH_QUESTIONS: readonly QuestionSpec[] = [
  {
    question_id: 141,
    carrier_id: null,
    kind: 'condition',
    layout: 'standard',
    position: 10,
    question_text:
      'In the past 5 years, have you been diagnosed with or treated for heart disease, a heart attack, chest pain or a stroke?',
    asked_of: 'both',
  },
  {
    question_id: 142,
    carrier_id: null,
    kind: 'condition',
    layout: 'standard',
    position: 20,
    question_text: 'In the past 5 years, have you been diagnosed with or treated for cancer or a tumor?',
    asked_of: 'both',
  },
  {
    question_id: 145,
    carrier_id: null,
    kind: 'condition',
    layout: 'yes_no',
    position: 50,
    question_text: 'Are you currently hospitalized or confined to a bed?',
    asked_of: 'both',
  },
  {
    question_id: 146,
    carrier_id: null,
    kind: 'condition',
    layout: 'physician',
    position: 60,
    question_text:
      'In the past 12 months, have you been advised by a physician to have a test, treatment or surgery that has not been done?',
    asked_of: 'both',
  },
  {
    question_id: 147,
    carrier_id: null,
    kind: 'condition',
    layout: 'physician',
    position: 70,
    question_text:
      'Are you currently under the care of a physician for any condition not named in the questions above?',
    asked_of: 'both',
  },
  {
    question_id: 149,
    carrier_id: null,
    kind: 'medication',
    layout: 'standard',
    position: 90,
    question_text: 'Are you currently taking any prescription medication?',
    asked_of: 'both',
  },
  // Keystone Benefit Life (carrier 2): term life underwriting.
  {
    question_id: 171,
    carrier_id: 2,
    kind: 'condition',
    layout: 'standard',
    position: 30,
    question_text:
      'In the past 10 years, have you been diagnosed with or treated for diabetes, kidney disease or liver disease?',
    asked_of: 'primary',
  },
  {
    question_id: 172,
    carrier_id: 2,
    kind: 'condition',
    layout: 'standard',
    position: 40,
    question_text:
      'In the past 10 years, have you received treatment or counselling for alcohol or drug use?',
    asked_of: 'primary',
  },
  // Summit Health Partners (carrier 3): medical underwriting.
  {
    question_id: 181,
    carrier_id: 3,
    kind: 'condition',
    layout: 'standard',
    position: 30,
    question_text:
      'In the past 5 years, have you been diagnosed with or treated for asthma, COPD or another lung disorder?',
    asked_of: 'both',
  },
  {
    question_id: 182,
    carrier_id: 3,
    kind: 'condition',
    layout: 'standard',
    position: 40,
    question_text:
      'In the past 5 years, have you been diagnosed with or treated for a back, joint or muscle disorder?',
    asked_of: 'both',
  },
  {
    question_id: 183,
    carrier_id: 3,
    kind: 'condition',
    layout: 'standard',
    position: 45,
    question_text: 'Was this child born prematurely, or has a developmental delay been diagnosed?',
    asked_of: 'dependent',
  },
];

/** The rows of health_questions, as seeded. */
export function healthQuestionRows(): HealthQuestionTable[] {
  return HEALTH_QUESTIONS.map((question) => ({ ...question }));
}

const textOf = (id: number) => HEALTH_QUESTIONS.find((q) => q.question_id === id)?.question_text ?? '';

/** Every primary condition question answered No, except those given. */
function conditionAnswers(yes: Record<number, Record<string, string>> = {}) {
  return HEALTH_QUESTIONS.filter((q) => q.kind === 'condition' && q.asked_of !== 'dependent').map((q) => {
    const condition = yes[q.question_id];
    return {
      question_id: q.question_id,
      question_text: q.question_text,
      yes_no_flag: condition ? '1' : '0',
      conditions: condition && q.layout !== 'yes_no' ? [condition] : [],
    };
  });
}

/**
 * Answers on file for three current members (document 2, section 4: an existing member's health
 * information is loaded into the step): Noah Nguyen and Mia Patel answered No throughout (Mia with a
 * note); Ava Carter answered Yes to the heart question and takes two medications.
 */
export function memberHealthRows(): MemberHealthTable[] {
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
