import { SelectField, TextField } from '../../../ui/Field';
import type { BillingPart } from './billingFormTypes';
import { EXPIRY_MONTHS, expiryYears, BILLING_LABELS as L } from './billingValues';

/** A new card; the security code is sent with the save and never kept. Disabled while a saved card is chosen. */
export function CardFields({ form, errorOf, disabled }: BillingPart & { disabled: boolean }) {
  const { register } = form;
  return (
    <>
      <TextField
        label={L.first_name_on_cc}
        autoComplete="cc-given-name"
        required
        disabled={disabled}
        error={errorOf('first_name_on_cc')}
        {...register('first_name_on_cc')}
      />
      <TextField
        label={L.last_name_on_cc}
        autoComplete="cc-family-name"
        required
        disabled={disabled}
        error={errorOf('last_name_on_cc')}
        {...register('last_name_on_cc')}
      />
      <TextField
        label={L.card_number}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={25}
        required
        disabled={disabled}
        data-sensitive=""
        error={errorOf('card_number')}
        {...register('card_number')}
      />
      <SelectField
        label={L.expiration_month}
        options={EXPIRY_MONTHS}
        autoComplete="cc-exp-month"
        required
        disabled={disabled}
        error={errorOf('expiration_month')}
        {...register('expiration_month')}
      />
      <SelectField
        label={L.expiration_year}
        options={expiryYears()}
        autoComplete="cc-exp-year"
        required
        disabled={disabled}
        error={errorOf('expiration_year')}
        {...register('expiration_year')}
      />
      <TextField
        label={L.security_code}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        required
        disabled={disabled}
        data-sensitive=""
        error={errorOf('security_code')}
        {...register('security_code')}
      />
    </>
  );
}
