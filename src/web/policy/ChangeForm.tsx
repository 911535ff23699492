import { useEffect } from 'react';
import { z } from 'zod';
import {
  type ChangeKind,
  type PolicyChangeRequest,
  type PolicyView,
  policyChangeRequest,
} from '../../contract/policyCalls';
import { dependentFields } from '../../domain/formFields/dependentFields';
import { formSchema } from '../../domain/formFields/stepFields';
import { DateField } from '../forms/DateField';
import { useServerForm } from '../forms/useServerForm';
import { ErrorSummary } from '../ui/ErrorSummary';
import { RadioGroup, SelectField, TextField } from '../ui/Field';
import { AddressFields, changeFieldLabel, EndDateField, MemberField, PersonFields } from './ChangeFields';
import { type ChangeAction, type ChangeCaller, eventsFor, KINDS_ALLOWED } from './changeActions';
import { type ChangeFormValues, chosenOption, removableMembers } from './changeRequest';
import { OptionChoice, type OptionsLoader } from './OptionChoice';

/** The new dependent checked as the wizard checks a dependent; only the SSN may be left empty. */
const PERSON_CHECK = formSchema(
  dependentFields(),
  ['relationship', 'first_name', 'last_name', 'birthdate', 'gender', 'ssn'].map((name) => ({
    name,
    required: name !== 'ssn',
    readOnly: false,
  })),
);

/**
 * What the form checks before asking the server: the wire request (the server's own schema), the life
 * event when the caller must name one (what to do is asked only once it is named), a new dependent
 * as the wizard checks one, and the plan option chosen. Every message shows at once, as the wizard's
 * steps do (stepFields.ts).
 */
const changeCheck = (eventRequired: boolean) =>
  z.custom<ChangeFormValues>().transform((raw, ctx) => {
    const values = (raw ?? {}) as Partial<ChangeFormValues>;
    const noEvent = eventRequired && !values.event;
    const option = values.kind === 'change_option';
    const parsed = policyChangeRequest.safeParse(
      option ? { ...raw, ...chosenOption(values.new_option) } : raw,
    );
    const issues = parsed.success ? [] : parsed.error.issues;
    for (const issue of issues)
      if (!(noEvent && issue.path[0] === 'kind'))
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    if (noEvent) ctx.addIssue({ code: 'custom', path: ['event'], message: 'Choose the life event' });
    if (option && !values.new_option)
      ctx.addIssue({ code: 'custom', path: ['new_option'], message: 'Choose the new plan option' });
    if (values.kind === 'add_dependent') {
      const person = PERSON_CHECK.safeParse(values.person ?? {});
      for (const issue of person.success ? [] : person.error.issues)
        ctx.addIssue({ code: 'custom', path: ['person', ...issue.path], message: issue.message });
    }
    return parsed.success ? parsed.data : z.NEVER;
  });
const CHECKS = { required: changeCheck(true), other: changeCheck(false) };

const KIND_WORDS: Partial<Record<ChangeKind, string>> = {
  add_dependent: 'Add a dependent',
  remove_dependent: 'Remove a member',
  change_option: 'Change plan option',
  terminate: 'End coverage',
};

/** The event's own kinds, as the catalog's `allows` names them; a removal only when someone can be removed. */
function kindsOf(policy: PolicyView, eventId: string): ChangeKind[] {
  const allows = policy.life_events.find((event) => event.id === eventId)?.allows ?? [];
  return allows
    .map((allowed) => KINDS_ALLOWED[allowed])
    .filter((kind): kind is ChangeKind => kind !== undefined)
    .filter((kind) => kind !== 'remove_dependent' || removableMembers(policy).length > 0);
}

/**
 * A change's form: the life event (chosen, optional or fixed), its date, what to do (from what the event
 * allows, when the member reports one) and that kind's fields. "Review change" asks the server what the
 * change would do; a refusal (outside the window, a duplicate, a bad field) shows at its field.
 */
export function ChangeForm({
  policy,
  action,
  caller,
  initial,
  loadOptions,
  onReview,
  onCancel,
}: {
  policy: PolicyView;
  action: ChangeAction;
  caller: ChangeCaller;
  initial: ChangeFormValues;
  /** The plan options a change_option may choose (get-policy-options for this caller). */
  loadOptions: OptionsLoader;
  onReview: (values: PolicyChangeRequest) => Promise<void>;
  onCancel: () => void;
}) {
  const { form, submit, attempt, summary, errorOf } = useServerForm(
    CHECKS[action.event === 'required' ? 'required' : 'other'],
    {
      defaultValues: initial,
      labelOf: changeFieldLabel,
      // A refusal of the kind itself ("cancel it instead") is about the whole form when it has no choice of kind.
      formTargets:
        action.kind === null ? ['policy_id', 'enrollment_id'] : ['policy_id', 'enrollment_id', 'kind'],
      onValid: onReview,
    },
  );
  const { register, control, watch, setValue } = form;
  const kind = watch('kind') as ChangeKind | '';
  const eventId = watch('event') ?? '';
  const chooseKind = action.kind === null;
  const allowed = chooseKind && eventId ? kindsOf(policy, eventId) : [];
  // Another event may not allow what was chosen for the one before.
  useEffect(() => {
    if (chooseKind && kind && !allowed.includes(kind)) setValue('kind', '' as ChangeKind);
  }, [chooseKind, kind, allowed, setValue]);

  // A fixed kind lists the events that allow it; the member's report lists them all, then asks the kind.
  const events = chooseKind
    ? eventsFor(caller, policy)
    : eventsFor(caller, policy).filter((event) =>
        event.allows.some((allowedBy) => KINDS_ALLOWED[allowedBy] === kind),
      );
  const eventNamed = typeof action.event === 'object' || Boolean(eventId);

  return (
    <form onSubmit={submit} noValidate className="change-form">
      <ErrorSummary items={summary} attempt={attempt} />
      {typeof action.event === 'object' ? (
        <p>Life event: {action.event.name}</p>
      ) : action.event === 'none' ? null : (
        <SelectField
          label="Life event"
          placeholder={action.event === 'required' ? 'Choose the event' : 'None'}
          options={events.map((event) => ({ value: event.id, label: event.name }))}
          error={errorOf('event')}
          {...register('event')}
        />
      )}
      {eventNamed ? (
        <DateField
          control={control}
          name="event_date"
          label="Date of the event"
          error={errorOf('event_date')}
        />
      ) : null}
      {chooseKind && eventId ? (
        allowed.length > 0 ? (
          <RadioGroup
            name="kind"
            legend="What do you want to do?"
            options={allowed.map((value) => ({ value, label: KIND_WORDS[value] ?? value }))}
            error={errorOf('kind')}
            inputProps={register('kind')}
          />
        ) : (
          <p>This event allows no change to this policy.</p>
        )
      ) : null}
      {kind === 'add_dependent' ? <PersonFields form={form} errorOf={errorOf} /> : null}
      {kind === 'remove_dependent' ? <MemberField form={form} errorOf={errorOf} policy={policy} /> : null}
      {kind === 'change_address' ? <AddressFields form={form} errorOf={errorOf} /> : null}
      {kind === 'terminate' ? <EndDateField form={form} errorOf={errorOf} /> : null}
      {kind === 'change_option' ? (
        <OptionChoice form={form} errorOf={errorOf} policyId={policy.policy_id} load={loadOptions} />
      ) : null}
      {action.event !== 'required' && (kind === 'terminate' || kind === 'cancel' || kind === 'reinstate') ? (
        <TextField label="Reason" maxLength={300} error={errorOf('reason')} {...register('reason')} />
      ) : null}
      <div className="button-row">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
          Review change
        </button>
      </div>
    </form>
  );
}
