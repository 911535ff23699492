import { useFieldArray } from 'react-hook-form';
import { MAX_MEDICATIONS, type MedicationQuestion } from '../../../../domain/health/healthQuestion';
import { fieldId, RadioGroup, TextField } from '../../../ui/Field';
import { type HealthPartProps, healthPath, YES_NO_OPTIONS } from './healthForm';
import { MEDICATION_FIELD_LABELS as LABEL } from './healthLabels';

const ROWS = 'medication_question.medications';
const EMPTY_ROW = { medication: '', dosage: '', medical_condition: '' };

/** The medication question: Yes/No and, on a Yes, up to three rows added and removed one at a time. */
export function MedicationQuestionBlock({
  question,
  number,
  form,
  errorOf,
}: HealthPartProps & { question: MedicationQuestion; number: number }) {
  const rows = useFieldArray({ control: form.control, name: ROWS as 'medication_question.medications' });
  const flag = form.watch(healthPath('medication_question.yes_no_flag'));
  // The server names the list; the form's own check names its root.
  const listName = errorOf(ROWS) ? ROWS : `${ROWS}.root`;
  const listError = errorOf(listName);
  return (
    <section className="screening__question" aria-labelledby="health-medication-question">
      <RadioGroup
        name="medication_question.yes_no_flag"
        legend={
          <span id="health-medication-question">
            {number}. {question.question_text}
          </span>
        }
        options={YES_NO_OPTIONS}
        error={errorOf('medication_question.yes_no_flag') ?? errorOf('medication_question')}
        inputProps={form.register(healthPath('medication_question.yes_no_flag'))}
      />
      {flag === '1' ? (
        <div>
          {rows.fields.map((row, index) => {
            const at = (field: string) => `${ROWS}.${index}.${field}`;
            return (
              <fieldset key={row.id} className="detail-entry">
                <legend>Medication {index + 1}</legend>
                <TextField
                  label={LABEL.medication}
                  required
                  autoComplete="off"
                  error={errorOf(at('medication'))}
                  {...form.register(healthPath(at('medication')))}
                />
                <TextField
                  label={LABEL.dosage}
                  autoComplete="off"
                  error={errorOf(at('dosage'))}
                  {...form.register(healthPath(at('dosage')))}
                />
                <TextField
                  label={LABEL.medical_condition}
                  autoComplete="off"
                  error={errorOf(at('medical_condition'))}
                  {...form.register(healthPath(at('medical_condition')))}
                />
                {rows.fields.length > 1 ? (
                  <button type="button" className="button" onClick={() => rows.remove(index)}>
                    Remove
                  </button>
                ) : null}
              </fieldset>
            );
          })}
          {listError ? (
            <p className="field__error" id={fieldId(listName)} tabIndex={-1}>
              {listError}
            </p>
          ) : null}
          {rows.fields.length < MAX_MEDICATIONS ? (
            <button type="button" className="button" onClick={() => rows.append(EMPTY_ROW)}>
              Add Medication
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
