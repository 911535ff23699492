import { useState } from 'react';
import { saveBeneficiaryInfo } from '../../../../contract/enrollmentCalls';
import {
  type Beneficiary,
  beneficiary,
  beneficiaryTotal,
  beneficiaryTotalMessage,
  MAX_BENEFICIARIES,
} from '../../../../domain/forms/beneficiaryForm';
import { callApi } from '../../../api/callApi';
import { PersonFields } from '../../../forms/PersonFields';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { SelectField, TextField } from '../../../ui/Field';
import { EntryListEditor } from '../EntryListEditor';
import { EDIT_FIRST, StepActions } from '../StepActions';
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
      // The server's id: masks, edits and deletes follow the person, not the position.
      ...(typeof item?.beneficiary_id === 'string' ? { beneficiary_id: item.beneficiary_id } : {}),
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
            <PersonFields register={register} control={control} errorOf={errorOf} />
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
          <StepActions
            backTo={backTo}
            busy={save.busy}
            blockedReason={editing === null ? undefined : EDIT_FIRST}
          />
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
