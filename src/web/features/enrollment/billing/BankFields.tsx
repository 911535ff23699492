import { routingNumberBankLookup } from '../../../../contract/billingLookupCalls';
import { ApiError } from '../../../api/apiError';
import { callApi } from '../../../api/callApi';
import { SelectField, TextField } from '../../../ui/Field';
import type { BillingPart } from './billingFormTypes';
import { BILLING_LABELS as L } from './billingValues';

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
 * upper case, or the server's message shows under the routing field and the name is cleared.
 * Disabled while a saved account is chosen.
 */
export function BankFields({ form, errorOf, disabled }: BillingPart & { disabled: boolean }) {
  const { register, setValue, setError, clearErrors, getValues } = form;
  const lookUp = async (routing: string) => {
    try {
      const bank = await callApi(routingNumberBankLookup, { query: { q: routing } });
      if (getValues('routing_number') !== routing) return;
      setValue('bank_name', bank.name.toUpperCase(), { shouldValidate: form.formState.isSubmitted });
      clearErrors('routing_number');
    } catch (error) {
      if (getValues('routing_number') !== routing) return;
      setValue('bank_name', '');
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
      <TextField
        label={L.bank_name}
        required
        disabled={disabled}
        error={errorOf('bank_name')}
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
