import { useState } from 'react';
import { routingNumberBankLookup } from '../../../../contract/billingLookupCalls';
import { ApiError } from '../../../api/apiError';
import { callApi } from '../../../api/callApi';
import { SelectField, TextAreaField, TextField } from '../../../ui/Field';
import type { BillingPart } from './billingFormTypes';
import { BILLING_LABELS as L, TYPE_BANK_NAME_HINT } from './billingValues';

const ACCOUNT_TYPES = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
];
const HOLDER_TYPES = [
  { value: 'individual', label: 'Individual' },
  { value: 'company', label: 'Company' },
];

/**
 * A new bank account. Nine digits in the routing field look the bank up: its name is filled in
 * upper case and locked; a valid number the directory does not know (404) clears the name for the
 * person to type; any other answer shows its message under the routing field and clears the name.
 * Disabled while a saved account is chosen.
 */
export function BankFields({ form, errorOf, disabled }: BillingPart & { disabled: boolean }) {
  const { register, setValue, setError, clearErrors, getValues } = form;
  /** Where Bank Name comes from: the directory (locked), the person (no entry), or not yet known. */
  const [nameFrom, setNameFrom] = useState<'directory' | 'person' | 'open'>('open');
  const lookUp = async (routing: string) => {
    try {
      const bank = await callApi(routingNumberBankLookup, { query: { q: routing } });
      if (getValues('routing_number') !== routing) return;
      setValue('bank_name', bank.name.toUpperCase(), { shouldValidate: form.formState.isSubmitted });
      clearErrors('routing_number');
      setNameFrom('directory');
    } catch (error) {
      if (getValues('routing_number') !== routing) return;
      setValue('bank_name', '');
      if (error instanceof ApiError && error.statusCode === 404) {
        clearErrors('routing_number');
        setNameFrom('person');
        return;
      }
      setNameFrom('open');
      setError('routing_number', {
        type: 'server',
        message: error instanceof ApiError ? error.firstMessage : 'We could not check this routing number',
      });
    }
  };
  return (
    <>
      <TextField
        label={L.account_name}
        autoComplete="name"
        required
        disabled={disabled}
        error={errorOf('account_name')}
        {...register('account_name')}
      />
      <TextField
        label={L.routing_number}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        required
        disabled={disabled}
        data-sensitive=""
        error={errorOf('routing_number')}
        {...register('routing_number', {
          onChange: (event: { target: { value: string } }) => {
            if (/^\d{9}$/.test(event.target.value)) void lookUp(event.target.value);
            else if (nameFrom !== 'open') {
              // The name was the old number's (the directory's, or typed for it): a new number asks again.
              if (nameFrom === 'directory') setValue('bank_name', '');
              setNameFrom('open');
            }
          },
        })}
      />
      <TextField
        label={L.account_number}
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
        required
        disabled={disabled}
        data-sensitive=""
        error={errorOf('account_number')}
        {...register('account_number')}
      />
      {/* One line that wraps (styles.css, "one-line"): a long name from the directory reads whole on a phone. */}
      <TextAreaField
        label={L.bank_name}
        className="one-line"
        rows={1}
        maxLength={60}
        required
        disabled={disabled}
        readOnly={nameFrom === 'directory'}
        hint={nameFrom === 'person' ? TYPE_BANK_NAME_HINT : undefined}
        error={errorOf('bank_name')}
        // A bank's name is one line: Enter makes no new line.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        {...register('bank_name')}
      />
      <SelectField
        label={L.account_type}
        options={ACCOUNT_TYPES}
        required
        disabled={disabled}
        error={errorOf('account_type')}
        {...register('account_type')}
      />
      <SelectField
        label={L.account_holder_type}
        options={HOLDER_TYPES}
        required
        disabled={disabled}
        error={errorOf('account_holder_type')}
        {...register('account_holder_type')}
      />
    </>
  );
}
