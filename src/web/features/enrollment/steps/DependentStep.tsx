import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import { PersonFields } from '../../../forms/PersonFields';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { RadioGroup, TextField } from '../../../ui/Field';
import { GENDER_OPTIONS } from '../../../ui/options';
import { EntryListEditor } from '../EntryListEditor';
import { EDIT_FIRST, StepActions } from '../StepActions';
import { useStepShown } from '../saveLaterContext';
import type { StepProps } from '../stepTypes';
import { useListSave } from '../useListSave';
import { useSavedTab } from '../useSavedTab';

const HEADER: Record<Tier, string> = {
  IO: '',
  IS: 'Spouse information required',
  IC: 'Child information required',
  IF: 'Spouse & Child information required',
};
const schema = dependent();
type Relationship = Dependent['relationship'];
const relationshipLabel = (relationship: Relationship) => (relationship === 'spouse' ? 'Spouse' : 'Child');

/** The relationship the next dependent takes: forced by the tier, a spouse first for a family. */
function nextRelationship(tier: Tier, entries: Dependent[]): Relationship {
  if (tier === 'IS') return 'spouse';
  if (tier === 'IC') return 'child';
  return entries.some((d) => d.relationship === 'spouse') ? 'child' : 'spouse';
}

/** The saved list in the form's shape; the SSN stays masked, which the server accepts back. */
function savedDependents(doc: Record<string, unknown> | null | undefined): Dependent[] {
  const list = doc?.dependents;
  if (!Array.isArray(list)) return [];
  return list.map((item: Record<string, unknown>) => {
    const read = (key: keyof Dependent) => (item?.[key] == null ? '' : String(item[key]));
    return {
      first_name: read('first_name'),
      last_name: read('last_name'),
      birthdate: read('birthdate'),
      gender: read('gender') === '1' ? '1' : '0',
      ssn: read('ssn'),
      relationship: read('relationship').toLowerCase() === 'spouse' ? 'spouse' : 'child',
    };
  });
}

function DependentList({
  enrollmentId,
  onSaved,
  backTo,
  saved,
  tier,
}: StepProps & { saved: Dependent[]; tier: Tier }) {
  useStepShown();
  const [entries, setEntries] = useState<Dependent[]>(saved);
  const [editing, setEditing] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  // Forced, never typed: an edit keeps the entry's own relationship, an addition takes the tier's.
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
    // No gender is picked for the user; the schema asks for one.
    gender: '' as Dependent['gender'],
    ssn: '',
    relationship,
  };
  /** The editor appends, replaces or deletes; the relationship is set here, not by the form's value. */
  const change = (next: Dependent[]) => {
    const added = editing === null && next.length === entries.length + 1;
    setEntries(
      next.map((entry, index) => {
        if (added && index === entries.length) return { ...entry, relationship };
        if (editing !== null && index === editing) return { ...entry, relationship };
        return entry;
      }),
    );
  };
  const atMost = tier === 'IS' ? 1 : MAX_DEPENDENTS;
  return (
    <div>
      <h1 id="step-title">Dependent Information</h1>
      {HEADER[tier] ? <p>{HEADER[tier]}</p> : null}
      <EntryListEditor
        noun="Dependent"
        entrySchema={schema}
        blank={blank}
        entries={entries}
        onChange={change}
        canAdd={entries.length < atMost}
        editing={editing}
        onEditing={setEditing}
        open={open}
        onOpen={setOpen}
        describeEntry={(entry) =>
          `${relationshipLabel(entry.relationship)} ${entry.first_name} ${entry.last_name}`
        }
        renderFields={({ register, control, errorOf }) => (
          <>
            <PersonFields register={register} control={control} errorOf={errorOf} />
            <RadioGroup
              name="gender"
              legend="Gender"
              options={GENDER_OPTIONS}
              error={errorOf('gender')}
              inputProps={register('gender')}
            />
            <TextField
              name="relationship_display"
              label="Relationship"
              readOnly
              value={relationshipLabel(relationship)}
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
        {problem === null ? (
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

export function DependentStep(props: StepProps) {
  const saved = useSavedTab(props.enrollmentId, 'dependent_info');
  const filter = useQuery(getFilterInfoQuery(props.enrollmentId));
  if (filter.isError) return <p role="alert">We could not load your enrollment. Please reload the page.</p>;
  if (saved.isPending || !filter.data) return <p>Loading…</p>;
  return <DependentList {...props} saved={savedDependents(saved.data)} tier={filter.data.tier} />;
}
