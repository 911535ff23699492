import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { saveBeneficiaryInfo } from '../../../../contract/enrollmentCalls';
import {
  type Beneficiary,
  beneficiary,
  beneficiaryTotal,
  beneficiaryTotalMessage,
  MAX_BENEFICIARIES,
} from '../../../../domain/forms/beneficiaryForm';
import { callApi } from '../../../api/callApi';
import { DateInput } from '../../../ui/DateInput';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { SelectField, TextField } from '../../../ui/Field';
import { EntryListEditor } from '../EntryListEditor';
import { StepActions } from '../StepActions';
import type { StepProps } from '../stepTypes';
import { useListSave } from '../useListSave';
import { useSavedTab } from '../useSavedTab';

const RELATIONSHIPS = ['Spouse', 'Child', 'Parent', 'Sibling', 'Other'].map((value) => ({
  value,
  label: value,
}));
const BLANK: Beneficiary = {
  first_name: '',
  last_name: '',
  birthdate: '',
  ssn: '',
  relationship: '',
  beneficiary_percentage: '',
};
const schema = beneficiary();

/** The saved list in the form's shape; the SSN stays masked, which the server accepts back. */
function savedBeneficiaries(doc: Record<string, unknown> | null | undefined): Beneficiary[] {
  const list = doc?.beneficiaries;
  if (!Array.isArray(list)) return [];
  return list.map((item: Record<string, unknown>) => {
    const read = (key: keyof Beneficiary) => (item?.[key] == null ? '' : String(item[key]));
    return {
      first_name: read('first_name'),
      last_name: read('last_name'),
      birthdate: read('birthdate'),
      ssn: read('ssn'),
      relationship: read('relationship'),
      beneficiary_percentage: read('beneficiary_percentage'),
    };
  });
}

/** The server names a beneficiary's field by its index ("beneficiaries.0.ssn"): say whose it is. */
function whose(item: { name: string; message: string }) {
  const index = /^beneficiaries\.(\d+)\./.exec(item.name)?.[1];
  return index === undefined
    ? item
    : { ...item, message: `Beneficiary #${Number(index) + 1}: ${item.message}` };
}

function BeneficiaryList({ enrollmentId, onSaved, backTo, saved }: StepProps & { saved: Beneficiary[] }) {
  const [entries, setEntries] = useState<Beneficiary[]>(saved);
  const [editing, setEditing] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const total = beneficiaryTotal(entries);
  const totalMessage = beneficiaryTotalMessage(total);
  const save = useListSave(async () => {
    await callApi(saveBeneficiaryInfo, { body: { enrollment_id: enrollmentId, beneficiaries: entries } });
    await onSaved();
  });
  return (
    <div>
      <h1 id="step-title">Beneficiary Information</h1>
      <EntryListEditor
        noun="Beneficiary"
        entrySchema={schema}
        blank={BLANK}
        entries={entries}
        onChange={setEntries}
        canAdd={entries.length < MAX_BENEFICIARIES && total !== 100}
        editing={editing}
        onEditing={setEditing}
        open={open}
        onOpen={setOpen}
        describeEntry={(entry) => `${entry.first_name} ${entry.last_name} (${entry.beneficiary_percentage}%)`}
        renderFields={({ register, control, errorOf }) => (
          <>
            <TextField
              label="First Name"
              autoComplete="off"
              required
              error={errorOf('first_name')}
              {...register('first_name')}
            />
            <TextField
              label="Last Name"
              autoComplete="off"
              required
              error={errorOf('last_name')}
              {...register('last_name')}
            />
            <Controller
              control={control}
              name="birthdate"
              render={({ field }) => (
                <DateInput
                  name="birthdate"
                  label="Date of Birth"
                  required
                  value={String(field.value ?? '')}
                  onValue={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errorOf('birthdate')}
                />
              )}
            />
            <TextField
              label="Social Security Number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={9}
              required
              hint="9 digits, no dashes"
              error={errorOf('ssn')}
              {...register('ssn')}
            />
            <SelectField
              label="Relationship"
              options={RELATIONSHIPS}
              required
              error={errorOf('relationship')}
              {...register('relationship')}
            />
            <TextField
              label="Beneficiary Percentage"
              inputMode="numeric"
              maxLength={3}
              required
              hint="All beneficiaries together must total 100"
              error={errorOf('beneficiary_percentage')}
              {...register('beneficiary_percentage')}
            />
          </>
        )}
      />
      {entries.length > 0 ? (
        <p className={totalMessage ? 'message--bad' : 'message--ok'} role="status">
          {totalMessage ?? 'Now You can Continue Enrollment'}
        </p>
      ) : null}
      <form onSubmit={save.run} noValidate aria-label="Continue">
        <ErrorSummary items={save.errors.map(whose)} attempt={save.attempt} />
        {entries.length > 0 && total === 100 ? (
          editing === null ? (
            <StepActions backTo={backTo} busy={save.busy} />
          ) : (
            <div className="button-row step-actions">
              <Link to={backTo} className="button">
                Back
              </Link>
              <button
                type="submit"
                className="button button--primary"
                disabled
                title="Please submit the edited form first to continue"
              >
                Next
              </button>
            </div>
          )
        ) : null}
      </form>
    </div>
  );
}

export function BeneficiaryStep(props: StepProps) {
  const saved = useSavedTab(props.enrollmentId, 'benificiary_info');
  if (saved.isPending) return <p>Loading…</p>;
  return <BeneficiaryList {...props} saved={savedBeneficiaries(saved.data)} />;
}
