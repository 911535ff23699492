/** The labels of the health step's fields, shared by the fields and the error summary. */
export const CONDITION_FIELD_LABELS: Record<string, string> = {
  health_condition: 'Health Condition',
  date_of_onset: 'Date of Onset',
  date_of_recovery: 'Date of Recovery',
  is_treatment: 'Current Treatment',
  is_medicate: 'Taking Medication',
  d_last_seen: 'Last Seen by Physician',
  symptoms: 'Symptoms',
  condition: 'Condition',
  status: 'Status',
  last_seen_by_physician: 'Last Seen by Physician',
  physician_name: 'Physician Name',
  address: 'Address',
  phone: 'Phone',
};

/** The labels of a medication row's fields. */
export const MEDICATION_FIELD_LABELS: Record<string, string> = {
  medication: 'Medication',
  dosage: 'Dosage',
  medical_condition: 'Medical Condition',
};

/** How the error summary names a field: which question or row, and which field of it. */
export function healthLabelOf(name: string): string | undefined {
  const condition = /^condition_questions\.(\d+)\.conditions\.\d+\.(\w+)$/.exec(name);
  if (condition)
    return `Question ${Number(condition[1]) + 1}, ${CONDITION_FIELD_LABELS[condition[2] ?? ''] ?? ''}`;
  const question = /^condition_questions\.(\d+)\./.exec(name);
  if (question) return `Question ${Number(question[1]) + 1}`;
  const row = /^medication_question\.medications\.(\d+)\.(\w+)$/.exec(name);
  if (row) return `Medication ${Number(row[1]) + 1}, ${MEDICATION_FIELD_LABELS[row[2] ?? ''] ?? ''}`;
  if (name.startsWith('medication_question')) return 'Medications';
  if (name === 'notes') return 'Additional Notes';
  return undefined;
}
