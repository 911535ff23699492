import { CONDITION_STATUS_LABELS } from '../health/healthQuestion';
import type { Describer, SummaryDocument, SummaryRow } from './summaryTypes';
import { briefOf, listOf, objectOf, rowsOf, textOf, yesNo } from './summaryValues';

/** A condition's status in the words the health step offers ("Recovered"), not its code. */
function statusName(value: unknown): string {
  const code = textOf(value);
  return (CONDITION_STATUS_LABELS as Readonly<Record<string, string>>)[code] ?? code;
}

/**
 * The detail a Yes carries, labelled as the health step labels it; flags are shown as Yes or No,
 * the status by its name.
 */
const CONDITION_DETAILS: readonly (readonly [
  field: string,
  label: string,
  shown?: (value: unknown) => string,
])[] = [
  ['health_condition', 'Health Condition'],
  ['condition', 'Condition'],
  ['status', 'Status', statusName],
  ['date_of_onset', 'Date of Onset'],
  ['date_of_recovery', 'Date of Recovery'],
  ['is_treatment', 'Current Treatment', yesNo],
  ['is_medicate', 'Taking Medication', yesNo],
  ['d_last_seen', 'Last Seen by Physician'],
  ['last_seen_by_physician', 'Last Seen by Physician'],
  ['physician_name', 'Physician Name'],
  ['address', 'Address'],
  ['phone', 'Phone'],
  ['symptoms', 'Symptoms'],
];

/** "Label: value" parts of a condition's detail, in a fixed order. */
function conditionDetail(condition: SummaryDocument): string {
  return CONDITION_DETAILS.map(([field, label, shown = textOf]) => {
    const value = shown(condition[field]);
    return value ? `${label}: ${value}` : '';
  })
    .filter(Boolean)
    .join('; ');
}

/** A medication row as one phrase: the medication, its dosage and what it is for. */
function medicationText(row: SummaryDocument): string {
  const condition = textOf(row.medical_condition);
  return [textOf(row.medication), textOf(row.dosage), condition ? `for ${condition}` : '']
    .filter(Boolean)
    .join(', ');
}

/**
 * The answers of a set of health questions (the applicant's or a dependent's): each question with
 * Yes or No, a Yes with its detail, the medications and the notes.
 */
export function healthRows(doc: SummaryDocument): SummaryRow[] {
  const rows: [string, string][] = [];
  for (const [index, question] of listOf(doc.condition_questions).entries()) {
    const answer = yesNo(question.yes_no_flag);
    const detail = answer === 'Yes' ? conditionDetail(listOf(question.conditions)[0] ?? {}) : '';
    rows.push([
      textOf(question.question_text) || `Question ${index + 1}`,
      detail ? `${answer} (${detail})` : answer,
    ]);
  }
  const medication = objectOf(doc.medication_question);
  if (Object.keys(medication).length > 0) {
    rows.push([textOf(medication.question_text) || 'Medications', yesNo(medication.yes_no_flag)]);
    if (yesNo(medication.yes_no_flag) === 'Yes')
      for (const [index, row] of listOf(medication.medications).entries())
        rows.push([`Medication ${index + 1}`, medicationText(row)]);
  }
  rows.push(['Additional Notes', textOf(doc.notes)]);
  return rowsOf(rows);
}

/** How many questions were answered Yes, for a card's brief. */
export function healthBrief(doc: SummaryDocument): string {
  const questions = [...listOf(doc.condition_questions), objectOf(doc.medication_question)];
  const yes = questions.filter((question) => yesNo(question.yes_no_flag) === 'Yes').length;
  const answered = questions.filter((question) => yesNo(question.yes_no_flag) !== '').length;
  if (answered === 0) return '';
  return yes === 0 ? 'No to all questions' : `Yes to ${yes} of ${answered} questions`;
}

/** Health Questions: the applicant's answers. */
export const healthSummary: Describer = (doc) => ({
  brief: briefOf([healthBrief(doc)]),
  sections: [{ title: null, rows: healthRows(doc) }],
});
