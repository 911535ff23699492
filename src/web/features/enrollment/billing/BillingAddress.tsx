import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { getEnrollmentTempInfo } from '../../../../contract/filterCalls';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { STEP_CATALOG } from '../../../../contract/wizardStepCatalog';
import { BILLING_ADDRESS_FIELDS } from '../../../../domain/formFields/billingFields';
import { callApi } from '../../../api/callApi';
import { SelectField, TextField } from '../../../ui/Field';
import { lookOf } from '../configured/fieldLooks';
import type { BillingPart } from './billingFormTypes';
import { BILLING_LABELS as L } from './billingValues';

/**
 * What 'Choose physical address' (document 3, 2.5's words) means, said beside it: the spec's label
 * alone does not say whose address it is.
 */
const PHYSICAL_ADDRESS_HINT = 'Use the home address you gave in Contact Information as the billing address.';
const PHYSICAL_ADDRESS_HINT_ID = 'field-is_physical_address-hint';

/** The contact step's saved address, which 'Choose physical address' copies (read when ticked). */
async function physicalAddress(enrollmentId: string): Promise<Record<string, unknown>> {
  const answer = await callApi(getEnrollmentTempInfo, {
    query: { enrollment_id: enrollmentId, column: STEP_CATALOG.contact.column },
  });
  return answer.result && typeof answer.result === 'object' ? (answer.result as Record<string, unknown>) : {};
}

/**
 * The billing address, its fields as the server's configuration gives them (address line 2 is
 * required only where configured). 'Choose physical address' copies the contact address into
 * read-only fields; unticking clears and unlocks them.
 */
export function BillingAddress({
  form,
  errorOf,
  definitions,
  enrollmentId,
}: BillingPart & { definitions: FieldDefinition[]; enrollmentId: string }) {
  const { register, setValue, control } = form;
  const locked = useWatch({ control, name: 'is_physical_address' }) === 'yes';
  const shown = (name: string) => definitions.find((d) => d.field_name === name);
  const [failed, setFailed] = useState(false);
  const fill = async (on: boolean) => {
    setFailed(false);
    // Ticked at once (the fields lock); the address follows when it has been read.
    setValue('is_physical_address', on ? 'yes' : 'no');
    let physical: Record<string, unknown> = {};
    if (on) {
      try {
        physical = await physicalAddress(enrollmentId);
      } catch {
        setValue('is_physical_address', 'no');
        setFailed(true);
        return;
      }
    }
    for (const field of BILLING_ADDRESS_FIELDS) {
      const value = physical[field];
      setValue(field, typeof value === 'string' ? value : '', { shouldValidate: form.formState.isSubmitted });
    }
  };
  return (
    <fieldset className="billing-address">
      <legend>Billing Address</legend>
      {shown('is_physical_address') ? (
        <div className="field field--checkbox">
          <label>
            <input
              type="checkbox"
              id="field-is_physical_address"
              checked={locked}
              aria-describedby={PHYSICAL_ADDRESS_HINT_ID}
              onChange={(event) => void fill(event.target.checked)}
            />{' '}
            {L.is_physical_address}
          </label>
          <p className="field__hint" id={PHYSICAL_ADDRESS_HINT_ID}>
            {PHYSICAL_ADDRESS_HINT}
          </p>
          {failed ? (
            <p className="field__error" role="alert">
              We could not read your contact address. Please try again.
            </p>
          ) : null}
        </div>
      ) : null}
      {BILLING_ADDRESS_FIELDS.map((name) => {
        const definition = shown(name);
        if (!definition) return null;
        const look = lookOf('billing', name);
        const common = {
          label: look.label,
          required: definition.required,
          error: errorOf(name),
          ...(definition.message ? { hint: definition.message } : {}),
          ...(look.autoComplete ? { autoComplete: look.autoComplete } : {}),
        };
        if (name === 'state' && !locked)
          return (
            <SelectField
              key={name}
              {...common}
              options={(definition.options ?? []).map((o) => ({ value: o.value, label: o.name }))}
              {...register('state')}
            />
          );
        return (
          <TextField
            key={name}
            {...common}
            readOnly={locked}
            {...(look.inputMode ? { inputMode: look.inputMode } : {})}
            {...(look.maxLength ? { maxLength: look.maxLength } : {})}
            {...register(name)}
          />
        );
      })}
    </fieldset>
  );
}
