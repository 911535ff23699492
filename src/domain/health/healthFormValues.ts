import type {
  ConditionAnswerInput,
  HealthAnswersInput,
  MedicationAnswerInput,
  MedicationInput,
} from './healthAnswersSchema';
import { conditionFieldsOf, type HealthLayout, type HealthQuestionSet, NO, YES } from './healthQuestion';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const flagOf = (value: unknown): string | undefined => {
  const flag = typeof value === 'number' ? String(value) : value;
  return flag === YES || flag === NO ? flag : undefined;
};

/** A condition with every field of its layout, empty where nothing was given. */
function conditionOf(layout: HealthLayout, given: unknown): Record<string, string> {
  const source = isRecord(given) ? given : {};
  return Object.fromEntries(conditionFieldsOf(layout).map((field) => [field, textOf(source[field])]));
}

function medicationOf(given: unknown): MedicationInput {
  const source = isRecord(given) ? given : {};
  return {
    medication: textOf(source.medication),
    dosage: textOf(source.dosage),
    medical_condition: textOf(source.medical_condition),
  };
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * A saved document's answers to these questions only, matched by question id, with the questions'
 * own texts; a question it does not answer stays unanswered. Used to carry a current member's
 * answers on file into an enrollment that may ask other questions.
 */
export function answersOnFile(set: HealthQuestionSet, doc: unknown): HealthAnswersInput {
  const source = isRecord(doc) ? doc : {};
  const saved = listOf(source.condition_questions).filter(isRecord);
  const condition_questions: ConditionAnswerInput[] = [];
  for (const question of set.conditions) {
    const answer = saved.find((item) => Number(item.question_id) === question.question_id);
    if (!answer) continue;
    const fields = conditionFieldsOf(question.layout);
    condition_questions.push({
      question_id: question.question_id,
      question_text: question.question_text,
      yes_no_flag: flagOf(answer.yes_no_flag),
      conditions:
        fields.length > 0
          ? listOf(answer.conditions)
              .slice(0, 1)
              .map((c) => conditionOf(question.layout, c))
          : [],
    });
  }
  const medicationSaved = isRecord(source.medication_question) ? source.medication_question : null;
  let medication_question: MedicationAnswerInput | null = null;
  if (
    set.medication &&
    medicationSaved &&
    Number(medicationSaved.question_id) === set.medication.question_id
  ) {
    medication_question = {
      question_id: set.medication.question_id,
      question_text: set.medication.question_text,
      yes_no_flag: flagOf(medicationSaved.yes_no_flag),
      medications: listOf(medicationSaved.medications).map(medicationOf),
    };
  }
  return { condition_questions, medication_question, notes: textOf(source.notes) };
}

/**
 * The health form's starting values: the saved answers where there are some, No (the default)
 * elsewhere; every question carries one condition with its layout's fields and the medication
 * question at least one row, so the detail fields exist when a Yes reveals them.
 */
export function healthFormValues(set: HealthQuestionSet, doc: unknown): HealthAnswersInput {
  const onFile = answersOnFile(set, doc);
  const condition_questions = set.conditions.map((question): ConditionAnswerInput => {
    const saved = onFile.condition_questions.find((answer) => answer.question_id === question.question_id);
    return {
      question_id: question.question_id,
      question_text: question.question_text,
      yes_no_flag: saved?.yes_no_flag ?? NO,
      conditions: [conditionOf(question.layout, saved?.conditions?.[0])],
    };
  });
  const medication = set.medication;
  const savedMedication = onFile.medication_question;
  const rows = savedMedication?.medications ?? [];
  return {
    condition_questions,
    medication_question: medication
      ? {
          question_id: medication.question_id,
          question_text: medication.question_text,
          yes_no_flag: savedMedication?.yes_no_flag ?? NO,
          medications: rows.length > 0 ? rows : [medicationOf(null)],
        }
      : null,
    notes: onFile.notes ?? '',
  };
}
