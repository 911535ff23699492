import { useState } from 'react';
import { saveBeneficiaryInfo } from '../../../../contract/enrollmentCalls';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { STEP_CATALOG } from '../../../../contract/wizardStepCatalog';
import {
  beneficiaryTotal,
  beneficiaryTotalMessage,
  MAX_BENEFICIARIES,
} from '../../../../domain/formFields/beneficiaryFields';
import { callApi } from '../../../api/callApi';
import { ErrorSummary, type SummaryItem } from '../../../ui/ErrorSummary';
import { LoadFailed } from '../../../ui/LoadFailed';
import { BeneficiaryEntryForm } from '../beneficiary/BeneficiaryEntryForm';
import { BeneficiaryItems } from '../beneficiary/BeneficiaryItems';
import { type BeneficiaryEntry, toWire } from '../beneficiary/beneficiaryEntries';
import { useBeneficiaryStart } from '../beneficiary/useBeneficiaryStart';
import { useFieldDefinitions } from '../configured/ConfiguredStep';
import { lookOf } from '../configured/fieldLooks';
import { ListStepActions } from '../ListStepActions';
import { StepLoading } from '../StepLoading';
import { useDraftSource, useStepShown } from '../saveLaterContext';
import type { StepProps } from '../stepTypes';
import { useListSave } from '../useListSave';

const TITLE = STEP_CATALOG.beneficiary.title;

/**
 * The server names an entry's field by its place in the list sent ("beneficiaries.1.ssn"): say
 * whose it is, and link to that entry's Edit button.
 */
function labelled(item: SummaryItem): SummaryItem {
  const match = /^beneficiaries\.(\d+)\.(\w+)$/.exec(item.name);
  if (!match) return item;
  const field = lookOf('beneficiary', match[2] ?? '').label;
  return {
    ...item,
    name: `beneficiaries.${match[1]}`,
    label: `Beneficiary #${Number(match[1]) + 1}, ${field}`,
  };
}

type Form = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; id: string };

function BeneficiaryList({
  enrollmentId,
  onSaved,
  backTo,
  definitions,
  initial,
}: StepProps & { definitions: FieldDefinition[]; initial: BeneficiaryEntry[] }) {
  const [entries, setEntries] = useState<BeneficiaryEntry[]>(initial);
  const [open, setOpen] = useState<Form>({ kind: 'closed' });
  const editing = open.kind === 'edit' ? (entries.find((e) => e.beneficiary_id === open.id) ?? null) : null;
  const total = beneficiaryTotal(entries);
  const totalMessage = beneficiaryTotalMessage(total);
  const canAdd = entries.length < MAX_BENEFICIARIES && total !== 100;
  // Save and Continue Later keeps the list as it is now, saved or not.
  useDraftSource(() => ({ beneficiaries: entries.map(toWire) }));
  useStepShown();
  const save = useListSave(async () => {
    const saved = await callApi(saveBeneficiaryInfo, {
      body: { enrollment_id: enrollmentId, beneficiaries: entries.map(toWire) },
    });
    await onSaved(saved.next_tab);
  });
  // On the main save the last message the server gives shows as one page-level error.
  const pageError = save.errors.slice(-1).map(labelled);

  return (
    <div>
      <h1 id="step-title">{TITLE}</h1>
      <ErrorSummary items={pageError} attempt={save.attempt} />
      <BeneficiaryItems
        entries={entries}
        definitions={definitions}
        editingId={editing?.beneficiary_id ?? null}
        onEdit={(id) => setOpen({ kind: 'edit', id })}
        onDelete={(id) => setEntries((list) => list.filter((e) => e.beneficiary_id !== id))}
      />
      {entries.length > 0 ? (
        <p className={totalMessage ? 'message--bad' : 'message--ok'} role="status">
          {totalMessage ?? 'Now You can Continue Enrollment'}
        </p>
      ) : null}
      {editing ? (
        <BeneficiaryEntryForm
          key={`edit-${editing.beneficiary_id}`}
          enrollmentId={enrollmentId}
          definitions={definitions}
          entry={editing}
          heading={`Edit Beneficiary #${entries.indexOf(editing) + 1}`}
          onDone={(updated) => {
            setEntries((list) =>
              list.map((e) => (e.beneficiary_id === editing.beneficiary_id ? updated : e)),
            );
            setOpen({ kind: 'closed' });
          }}
          onCancel={() => setOpen({ kind: 'closed' })}
        />
      ) : open.kind === 'add' && canAdd ? (
        <BeneficiaryEntryForm
          key="add"
          enrollmentId={enrollmentId}
          definitions={definitions}
          entry={null}
          heading={`Beneficiary #${entries.length + 1}`}
          onDone={(added) => {
            setEntries((list) => [...list, added]);
            setOpen({ kind: 'closed' });
          }}
          onCancel={() => setOpen({ kind: 'closed' })}
        />
      ) : canAdd ? (
        <button type="button" className="button" onClick={() => setOpen({ kind: 'add' })}>
          Add Beneficiary
        </button>
      ) : null}
      <form onSubmit={save.run} noValidate aria-label="Continue">
        <ListStepActions
          backTo={backTo}
          busy={save.busy}
          showNext={entries.length > 0 && total === 100}
          editing={editing !== null}
        />
      </form>
    </div>
  );
}

/**
 * Beneficiary Information (document 2, 2.7): the entry form's fields from the form configuration,
 * the list from the draft, the saved step or a current member's file. Either read failing offers
 * a retry, never an empty list that could be saved over what is stored.
 */
export function BeneficiaryStep(props: StepProps) {
  const definitions = useFieldDefinitions('beneficiary', props.enrollmentId);
  const start = useBeneficiaryStart(props.enrollmentId);
  // The list starts once from a fresh read; later reads (a save's refresh) do not reset it.
  const [initial, setInitial] = useState<BeneficiaryEntry[] | null>(null);
  if (initial === null && start.status === 'ready') setInitial(start.entries);
  if (definitions.isError) return <LoadFailed what={TITLE} onRetry={() => void definitions.refetch()} />;
  if (initial === null && start.status === 'failed') return <LoadFailed what={TITLE} onRetry={start.retry} />;
  if (!definitions.data || initial === null) return <StepLoading step="beneficiary" />;
  return <BeneficiaryList {...props} definitions={definitions.data} initial={initial} />;
}
