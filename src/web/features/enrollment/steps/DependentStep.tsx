import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { saveDependentInfo } from '../../../../contract/enrollmentCalls';
import {
  type Dependent,
  dependent,
  dependentsProblem,
  MAX_DEPENDENTS,
} from '../../../../domain/forms/dependentForm';
import type { Tier } from '../../../../domain/tiers';
import { callApi } from '../../../api/callApi';
import { getFilterInfoQuery } from '../../../api/enrollmentQueries';
import { DateInput } from '../../../ui/DateInput';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { RadioGroup, TextField } from '../../../ui/Field';
import { GENDER_OPTIONS } from '../../../ui/options';
import { EntryListEditor } from '../EntryListEditor';
import { StepActions } from '../StepActions';
import type { StepProps } from '../stepTypes';
import { useListSave } from '../useListSave';
import { useSavedTab } from '../useSavedTab';

const HEADER: Record<Tier, string> = {
  IO: '',
  IS: 'Spouse information required',
  IC: 'Child information required',
  IF: 'Spouse & Child information required',
};

/** The relationship the next dependent takes: forced by the tier, a spouse first for a family. */
function nextRelationship(tier: Tier, entries: Dependent[]): 'spouse' | 'child' {
  if (tier === 'IS') return 'spouse';
  if (tier === 'IC') return 'child';
  return entries.some((d) => d.relationship === 'spouse') ? 'child' : 'spouse';
}

function DependentList({
  enrollmentId,
  onSaved,
  backTo,
  saved,
  tier,
}: StepProps & { saved: Dependent[]; tier: Tier }) {
  const [entries, setEntries] = useState<Dependent[]>(saved);
  const [editing, setEditing] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const relationship =
    editing === null ? nextRelationship(tier, entries) : (entries[editing]?.relationship ?? 'child');
  const problem = dependentsProblem(tier, entries);
  const save = useListSave(async () => {
    await callApi(saveDependentInfo, { body: { enrollment_id: enrollmentId, dependents: entries } });
    await onSaved();
  });
  const blank: Dependent = {
    first_name: '',
    last_name: '',
    birthdate: '',
    gender: '0',
    ssn: '',
    relationship,
  };
  const atMost = tier === 'IS' ? 1 : MAX_DEPENDENTS;
  return (
    <div>
      <h1 id="step-title">Dependent Information</h1>
      <p>{HEADER[tier]}</p>
      <EntryListEditor
        key={relationship}
        noun="Dependent"
        entrySchema={dependent()}
        blank={blank}
        entries={entries}
        onChange={setEntries}
        canAdd={entries.length < atMost}
        editing={editing}
        onEditing={setEditing}
        open={open}
        onOpen={setOpen}
        describeEntry={(entry) =>
          `${entry.relationship === 'spouse' ? 'Spouse' : 'Child'} ${entry.first_name} ${entry.last_name}`
        }
        renderFields={({ register, control, errorOf }) => (
          <>
            <TextField
              name="relationship_display"
              label="Relationship"
              readOnly
              value={relationship === 'spouse' ? 'Spouse' : 'Child'}
            />
            <input type="hidden" {...register('relationship')} />
            <TextField
              label="First Name"
              required
              error={errorOf('first_name')}
              {...register('first_name')}
            />
            <TextField label="Last Name" required error={errorOf('last_name')} {...register('last_name')} />
            <Controller
              control={control}
              name="birthdate"
              render={({ field }) => (
                <DateInput
                  name="birthdate"
                  label="Date of Birth"
                  value={String(field.value ?? '')}
                  onValue={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errorOf('birthdate')}
                />
              )}
            />
            <RadioGroup
              name="gender"
              legend="Gender"
              options={GENDER_OPTIONS}
              error={errorOf('gender')}
              inputProps={register('gender')}
            />
            <TextField
              label="Social Security Number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={9}
              required
              error={errorOf('ssn')}
              {...register('ssn')}
            />
          </>
        )}
      />
      {problem === null ? (
        <p className="message--ok" role="status">
          You can proceed further clicking next button
        </p>
      ) : null}
      <form onSubmit={save.run} noValidate aria-label="Continue">
        <ErrorSummary items={save.errors} attempt={save.attempt} />
        {problem === null && editing === null ? <StepActions backTo={backTo} busy={save.busy} /> : null}
      </form>
    </div>
  );
}

export function DependentStep(props: StepProps) {
  const saved = useSavedTab(props.enrollmentId, 'dependent_info');
  const filter = useQuery(getFilterInfoQuery(props.enrollmentId));
  if (saved.isPending || !filter.data) return <p>Loading…</p>;
  const list = Array.isArray(saved.data?.dependents) ? (saved.data.dependents as Dependent[]) : [];
  return <DependentList {...props} saved={list} tier={filter.data.tier} />;
}
