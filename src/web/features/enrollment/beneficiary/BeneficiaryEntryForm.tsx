import { useId } from 'react';
import { validateSingleBeneficiary } from '../../../../contract/beneficiaryCalls';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { callApi } from '../../../api/callApi';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { ConfiguredFields } from '../configured/ConfiguredFields';
import { type FormValues, useConfiguredForm, valuesOf } from '../configured/useConfiguredForm';
import { type BeneficiaryEntry, entryFrom, isLocalId } from './beneficiaryEntries';

/**
 * The add or edit form of one beneficiary, drawn from the server's field list. Submit checks the
 * entry with the server (validate-single-beneficiary) before it joins the list; the answer's id
 * is the entry's from then on.
 */
export function BeneficiaryEntryForm({
  enrollmentId,
  definitions,
  entry,
  heading,
  onDone,
  onCancel,
}: {
  enrollmentId: string;
  definitions: FieldDefinition[];
  /** The entry being edited; none for a new one. */
  entry: BeneficiaryEntry | null;
  heading: string;
  onDone: (entry: BeneficiaryEntry) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const blank = valuesOf(definitions);
  const initial: FormValues = entry ? { ...blank, ...withoutId(entry) } : blank;
  const { form, submit, attempt, summary, errorOf } = useConfiguredForm(
    'beneficiary',
    definitions,
    async (values) => {
      const known = entry && !isLocalId(entry.beneficiary_id) ? { beneficiary_id: entry.beneficiary_id } : {};
      const answer = await callApi(validateSingleBeneficiary, {
        body: { enrollment_id: enrollmentId, ...values, ...known },
      });
      form.reset(blank);
      onDone(entryFrom(answer.beneficiary_id, values));
    },
    initial,
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="entry-form">
      <h2 id={titleId}>{heading}</h2>
      <ErrorSummary items={summary} attempt={attempt} />
      <ConfiguredFields
        step="beneficiary"
        definitions={definitions}
        register={form.register}
        control={form.control}
        errorOf={errorOf}
      />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
          Submit
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function withoutId(entry: BeneficiaryEntry): FormValues {
  const { beneficiary_id: _id, ...values } = entry;
  return values;
}
