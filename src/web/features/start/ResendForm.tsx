import type { z } from 'zod';
import type { DataOf } from '../../../contract/endpoint';
import {
  type CorrectionValues,
  resendBookBody,
  type resendBookEnrollment,
} from '../../../contract/resendCalls';
import {
  CONTACT_CORRECTIONS,
  type CorrectionField,
  correctionFields,
  PERSONAL_CORRECTIONS,
} from '../../../domain/formFields/correctionFields';
import { DateField } from '../../forms/DateField';
import { SsnField } from '../../forms/SsnField';
import { useServerForm } from '../../forms/useServerForm';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { SelectField, TextField } from '../../ui/Field';

export type ResendAnswer = DataOf<typeof resendBookEnrollment>;
type ResendBody = z.input<typeof resendBookBody>;

const FIELDS = correctionFields();
const labelOf = (name: string) => FIELDS[name as CorrectionField]?.label;

/** A select's choices: the field's review names (gender: Male, Female, Others). */
function choicesOf(name: CorrectionField) {
  const review = FIELDS[name].review;
  const names = review && 'names' in review ? (review.names ?? {}) : {};
  return Object.entries(names).map(([value, label]) => ({ value, label }));
}

/**
 * The book's Fix and resend form (issue 38): the applicant's correctable fields, started from what
 * is on file (the SSN masked), checked by the same schema the resend call checks. Only the fields
 * changed here are sent; one left empty, or as it was, keeps what is on file.
 */
export function ResendForm({
  policyId,
  carrierId,
  carrierName,
  onFile,
  send,
  onSent,
  onCancel,
}: {
  policyId: string;
  carrierId: number;
  carrierName: string;
  onFile: CorrectionValues;
  send: (body: ResendBody) => Promise<ResendAnswer>;
  onSent: (answer: ResendAnswer) => void;
  onCancel: () => void;
}) {
  // The web build's contract calls are route descriptors only: the schema is its own export.
  const { form, submit, attempt, summary, errorOf } = useServerForm(resendBookBody, {
    defaultValues: { ...onFile, policy_id: policyId, carrier_id: carrierId },
    labelOf,
    formTargets: ['policy_id', 'carrier_id'],
    onValid: async (values) => {
      const typed = form.getValues() as Record<string, unknown>;
      // Every field named, those not changed here undefined (left out of the call: kept as on file).
      const changed = {} as Record<CorrectionField, string | undefined>;
      for (const name of Object.keys(FIELDS) as CorrectionField[])
        changed[name] = typed[name] === onFile[name] ? undefined : values[name];
      onSent(await send({ policy_id: policyId, carrier_id: carrierId, ...changed }));
    },
  });
  const { register, control } = form;

  const field = (name: CorrectionField) => {
    const { label, input } = FIELDS[name];
    const error = errorOf(name);
    if (input.kind === 'date')
      return <DateField key={name} control={control} name={name} label={label} error={error} />;
    if (input.kind === 'ssn')
      return <SsnField key={name} required={false} error={error} {...register(name)} />;
    if (input.kind === 'select')
      return (
        <SelectField
          key={name}
          label={label}
          options={choicesOf(name)}
          error={error}
          // Chosen by React as it draws the options too (react-hook-form sets it once the select is attached).
          defaultValue={onFile[name]}
          {...register(name)}
        />
      );
    return (
      <TextField
        key={name}
        label={label}
        autoComplete="off"
        maxLength={input.maxLength}
        inputMode={input.inputMode}
        error={error}
        {...register(name)}
      />
    );
  };

  return (
    <form onSubmit={submit} noValidate className="resend-form">
      <ErrorSummary items={summary} attempt={attempt} />
      <p>
        Correct what {carrierName} refused, then resend: the enrollment goes to {carrierName} again as a new
        transaction. A field left empty keeps what is on file; the Social Security Number shows its last four
        digits, type all nine to change it.
      </p>
      <fieldset>
        <legend>Personal Information</legend>
        {PERSONAL_CORRECTIONS.map(field)}
      </fieldset>
      <fieldset>
        <legend>Home Address</legend>
        {CONTACT_CORRECTIONS.map(field)}
      </fieldset>
      <div className="button-row">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
          Save and resend
        </button>
      </div>
    </form>
  );
}
