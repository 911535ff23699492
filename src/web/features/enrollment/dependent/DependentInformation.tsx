import { useState } from 'react';
import { saveDependentInfoToTemp, validateSingleDependent } from '../../../../contract/dependentCalls';
import { saveDependentInfo } from '../../../../contract/enrollmentCalls';
import { STEP_CATALOG } from '../../../../contract/wizardStepCatalog';
import {
  addButtonLabel,
  asksSpouseQuestion,
  dependentCountProblem,
  L713_MESSAGE,
  maxDependentsFor,
  nextRelationship,
  PROCEED_MESSAGE,
  TIER_HEADERS,
} from '../../../../domain/dependentCounts';
import { ApiError } from '../../../api/apiError';
import { callApi } from '../../../api/callApi';
import { ErrorSummary, type SummaryItem } from '../../../ui/ErrorSummary';
import { ListStepActions } from '../ListStepActions';
import { useDraftSource, useStepShown } from '../saveLaterContext';
import type { StepProps } from '../stepTypes';
import { useListSave } from '../useListSave';
import { DependentItems } from './DependentItems';
import { DependentPanel } from './DependentPanel';
import { DependentsNotCovered } from './DependentsNotCovered';
import { type DependentEntry, relationshipsOf, toWire } from './dependentEntries';
import { type DependentError, dependentErrorsOf, summaryItemOf } from './dependentErrors';
import { SpouseQuestion } from './SpouseQuestion';
import { spouseEnrollAccept, spouseSetAside } from './spouseMemory';
import type { PanelFocus } from './useDependentPanel';
import type { DependentSetup } from './useDependentStart';

const ADD_TITLE = 'Click to add dependent';
const ADD_BLOCKED = 'Please submit the edited form first to add dep';
const HEALTH_HINT = 'Please add/edit your dependent info to add/edit health questions.';

/**
 * Dependent Information (document 3, 2.2 and 4.1): the list, the add and edit panels, premier
 * mode's spouse question, and Next once the list fits the tier. Each add, edit and delete keeps
 * the list on the server (save-dependent-info-to-temp); Next saves it.
 */
export function DependentInformation({
  enrollmentId,
  onSaved,
  backTo,
  setup,
}: StepProps & { setup: DependentSetup }) {
  const { tier, premier, existingMember, definitions, health } = setup;
  const [entries, setEntries] = useState<DependentEntry[]>(setup.entries);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [addKey, setAddKey] = useState(0);
  const [spouseAnswer, setSpouseAnswer] = useState<'yes' | 'no' | null>(null);
  const [reopened, setReopened] = useState(false);
  // The add and the edit panel keep their messages apart.
  const [addErrors, setAddErrors] = useState<SummaryItem[]>([]);
  const [editErrors, setEditErrors] = useState<SummaryItem[]>([]);
  // The server's messages about the list: Next's (every missing field of every dependent) and the
  // draft's; a dependent's go once it is edited or deleted.
  const [nextErrors, setNextErrors] = useState<DependentError[]>([]);
  const [keepErrors, setKeepErrors] = useState<DependentError[]>([]);
  const [focus, setFocus] = useState<PanelFocus | null>(null);
  const [attempt, setAttempt] = useState(0);
  const accepted = spouseEnrollAccept.useValue() === enrollmentId;
  useStepShown();

  const relationships = relationshipsOf(entries);
  const editing = entries.find((entry) => entry.dependent_id === editingId) ?? null;
  const asking =
    reopened ||
    asksSpouseQuestion({
      tier,
      premier,
      existingMember,
      relationships,
      answered: spouseAnswer !== null,
      spouseAccepted: accepted,
    });
  const relationship = nextRelationship(tier, relationships, spouseAnswer === 'no');
  const problem = dependentCountProblem({ tier, premier, existingMember, relationships });
  const canAdd = entries.length < maxDependentsFor(tier) && !asking;

  /**
   * Keeps the list as the step's draft after each change (a draft: the other dependents may still
   * be incomplete); a refusal shows at the main error spot, each message at its dependent.
   */
  const keep = async (list: DependentEntry[]) => {
    setKeepErrors([]);
    try {
      await callApi(saveDependentInfoToTemp, {
        body: { enrollment_id: enrollmentId, dependents: list.map(toWire) },
      });
    } catch (error) {
      setKeepErrors(dependentErrorsOf(error instanceof ApiError ? error.fieldErrors : [], list));
      setAttempt((n) => n + 1);
    }
  };
  /** A new list after an add, edit or delete of `changed`: its messages from Next are done with. */
  const change = async (list: DependentEntry[], changed: string | null) => {
    setEntries(list);
    setNextErrors((errors) => errors.filter((e) => e.id !== null && e.id !== changed));
    await keep(list);
  };

  const save = useListSave(async () => {
    setNextErrors([]);
    try {
      const saved = await callApi(saveDependentInfo, {
        body: { enrollment_id: enrollmentId, dependents: entries.map(toWire) },
      });
      await onSaved(saved.next_tab);
    } catch (error) {
      setNextErrors(dependentErrorsOf(error instanceof ApiError ? error.fieldErrors : [], entries));
      throw error;
    }
  });

  /** The summary's link to a dependent's field: opens its edit panel with the messages at their fields, focus on this one. */
  const follow = (id: string, field: string) => {
    setEditErrors([]);
    setEditingId(id);
    const errors = [...nextErrors, ...keepErrors].filter((e) => e.id === id && e.field !== null);
    setFocus((before) => ({
      id,
      field,
      errors: errors.map((e) => ({ field: e.field as string, message: e.message })),
      request: (before?.request ?? 0) + 1,
    }));
  };
  const listItems = [...nextErrors, ...keepErrors].flatMap((error) => {
    const item = summaryItemOf(error, entries);
    if (!item) return [];
    const { id, field } = error;
    const fixable = id !== null && field !== null && field !== 'dependent_id';
    return [fixable ? { ...item, onFollow: () => follow(id, field) } : item];
  });

  // Save and Continue Later re-checks each dependent, then keeps the list as the draft.
  useDraftSource(async () => {
    for (const [index, entry] of entries.entries()) {
      try {
        await callApi(validateSingleDependent, { body: { enrollment_id: enrollmentId, ...toWire(entry) } });
      } catch (error) {
        const message = error instanceof ApiError ? error.firstMessage : 'Something went wrong.';
        throw new ApiError(400, [
          { target_element: 'enrollment_id', error_message: `Dependent #${index + 1} ${message}` },
        ]);
      }
    }
    return { dependents: entries.map(toWire) };
  });

  const answerSpouse = async (enroll: boolean) => {
    setSpouseAnswer(enroll ? 'yes' : 'no');
    setReopened(false);
    const spouse = entries.find((entry) => entry.primary_info.relationship === 'spouse');
    if (enroll) {
      spouseEnrollAccept.write(enrollmentId);
      // A spouse set aside by an earlier No comes back.
      const aside = spouseSetAside.read(enrollmentId);
      spouseSetAside.write(enrollmentId, null);
      if (aside && !spouse) await change([aside, ...entries], aside.dependent_id);
      return;
    }
    if (accepted) spouseEnrollAccept.write(null);
    if (spouse) {
      spouseSetAside.write(enrollmentId, spouse);
      await change(
        entries.filter((entry) => entry !== spouse),
        spouse.dependent_id,
      );
    }
  };

  const remove = async (id: string) => {
    const list = entries.filter((entry) => entry.dependent_id !== id);
    // Deleting resets the spouse answer; with none left, premier mode asks again.
    if (list.length === 0) setSpouseAnswer(null);
    await change(list, id);
  };

  const panelErrors = editing ? editErrors : addErrors;
  const mainErrors = [...listItems, ...panelErrors];
  const header = tier === 'IO' ? null : TIER_HEADERS[tier];
  const panelCommon = { enrollmentId, definitions, health };
  /** The listed dependents but the one in the panel, numbered as the list shows them. */
  const othersThan = (id: string | null) =>
    entries.flatMap((entry, index) =>
      entry.dependent_id === id ? [] : [{ number: index + 1, person: entry.primary_info }],
    );

  return (
    <div>
      <h1 id="step-title">{STEP_CATALOG.dependent.title}</h1>
      {header ? <p className="step-intro">{header}</p> : null}
      {health && existingMember ? <p className="field__hint">{HEALTH_HINT}</p> : null}
      <ErrorSummary items={mainErrors} attempt={attempt + save.attempt} />
      <DependentsNotCovered
        enrollmentId={enrollmentId}
        tier={tier}
        premier={premier}
        entries={entries}
        onRemove={(kept) => change(kept, null)}
      />
      {asking ? <SpouseQuestion onAnswer={(enroll) => void answerSpouse(enroll)} /> : null}
      {premier && tier === 'IF' && !asking ? (
        <p>
          <button type="button" className="button button--link" onClick={() => setReopened(true)}>
            Enroll Spouse
          </button>
        </p>
      ) : null}
      <DependentItems
        entries={entries}
        editingId={editingId}
        onEdit={(id) => {
          setEditErrors([]);
          setFocus(null);
          setEditingId(id);
        }}
        onDelete={(id) => void remove(id)}
      />
      {problem === null && entries.length > 0 ? (
        <p className="message--ok" role="status">
          {PROCEED_MESSAGE}
        </p>
      ) : null}
      {problem === L713_MESSAGE ? (
        <p className="message--bad" role="alert">
          {L713_MESSAGE}
        </p>
      ) : null}
      {editing ? (
        <DependentPanel
          key={`edit-${editing.dependent_id}`}
          {...panelCommon}
          entry={editing}
          relationship={editing.primary_info.relationship ?? relationship}
          number={entries.indexOf(editing) + 1}
          heading={`Edit Dependent #${entries.indexOf(editing) + 1}`}
          focus={focus?.id === editing.dependent_id ? focus : null}
          others={othersThan(editing.dependent_id)}
          submitLabel="Submit"
          onServerErrors={(items) => {
            setEditErrors(items);
            if (items.length > 0) setAttempt((n) => n + 1);
          }}
          onDone={async (updated) => {
            const list = entries.map((entry) =>
              entry.dependent_id === editing.dependent_id ? updated : entry,
            );
            setEditingId(null);
            setEditErrors([]);
            await change(list, editing.dependent_id);
          }}
          onCancel={() => {
            setEditErrors([]);
            setEditingId(null);
          }}
        />
      ) : null}
      {canAdd && editing ? (
        <section className="entry-form" aria-labelledby="dependent-add-title">
          <h2 id="dependent-add-title">Dependent #{entries.length + 1}</h2>
          <button type="button" className="button" disabled title={ADD_BLOCKED}>
            {addButtonLabel(relationship)}
          </button>
        </section>
      ) : null}
      {canAdd && !editing ? (
        <DependentPanel
          key={`add-${addKey}-${relationship}`}
          {...panelCommon}
          entry={null}
          others={othersThan(null)}
          relationship={relationship}
          number={entries.length + 1}
          heading={`Dependent #${entries.length + 1}`}
          submitLabel={addButtonLabel(relationship)}
          submitTitle={ADD_TITLE}
          onServerErrors={(items) => {
            setAddErrors(items);
            if (items.length > 0) setAttempt((n) => n + 1);
          }}
          onDone={async (added) => {
            setAddErrors([]);
            setAddKey((n) => n + 1);
            await change([...entries, added], added.dependent_id);
          }}
          onCancel={() => setAddErrors([])}
        />
      ) : null}
      <form onSubmit={save.run} noValidate aria-label="Continue">
        <ListStepActions
          backTo={backTo}
          busy={save.busy}
          showNext={problem === null}
          editing={editing !== null}
        />
      </form>
    </div>
  );
}
