import { saveBillingInfo } from '../../../../contract/enrollmentCalls';
import { billDateLabel } from '../../../../domain/billDateLabel';
import { BILL_DATES, billingForm, DEFAULT_BILL_DATE } from '../../../../domain/forms/billingForm';
import { callApi } from '../../../api/callApi';
import { useServerForm } from '../../../forms/useServerForm';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { RadioGroup, SelectField, TextField } from '../../../ui/Field';
import { StepActions } from '../StepActions';
import { useStepShown } from '../saveLaterContext';
import type { StepProps } from '../stepTypes';

const PAYMENT_OPTIONS = [
  { value: 'eft', label: 'EFT' },
  { value: 'cc', label: 'Credit Card' },
];
const BILL_DATE_OPTIONS = BILL_DATES.map((value) => ({ value, label: billDateLabel(value) }));
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')).map((m) => ({
  value: m,
  label: m,
}));
const YEARS = Array.from({ length: 21 }, (_, i) => String(new Date().getFullYear() + i)).map((y) => ({
  value: y,
  label: y,
}));

/**
 * Billing: EFT from a bank account (the default) or a card. Card security codes are never stored;
 * the numbers are data-sensitive, left out of step screenshots.
 */
export function BillingStep({ enrollmentId, onSaved, backTo }: StepProps) {
  useStepShown();
  const { form, submit, attempt, summary, errorOf } = useServerForm(billingForm(), {
    defaultValues: { payment_method: 'eft', bill_date: DEFAULT_BILL_DATE } as never,
    onValid: async (values) => {
      await callApi(saveBillingInfo, { body: { enrollment_id: enrollmentId, ...values } });
      await onSaved();
    },
  });
  const { register, watch, formState } = form;
  const method = watch('payment_method');
  return (
    <form onSubmit={submit} noValidate aria-labelledby="step-title">
      <h1 id="step-title">Billing Information</h1>
      <ErrorSummary items={summary} attempt={attempt} />
      <RadioGroup
        name="payment_method"
        legend="Payment Type"
        options={PAYMENT_OPTIONS}
        error={errorOf('payment_method')}
        inputProps={register('payment_method')}
      />
      {method === 'cc' ? (
        // Keyed by method: the card and bank inputs are never the same elements, so nothing typed
        // for one (a routing number) can reappear in the other (a name on the card).
        <fieldset key="cc" className="payment-fields">
          <legend>Card details</legend>
          <TextField
            label="First Name on Card"
            autoComplete="cc-given-name"
            error={errorOf('first_name_on_cc')}
            {...register('first_name_on_cc')}
          />
          <TextField
            label="Last Name on Card"
            autoComplete="cc-family-name"
            error={errorOf('last_name_on_cc')}
            {...register('last_name_on_cc')}
          />
          <TextField
            label="Card Number"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={25}
            data-sensitive=""
            error={errorOf('card_number')}
            {...register('card_number')}
          />
          <SelectField
            label="Expiration Month"
            options={MONTHS}
            autoComplete="cc-exp-month"
            error={errorOf('expiration_month')}
            {...register('expiration_month')}
          />
          <SelectField
            label="Expiration Year"
            options={YEARS}
            autoComplete="cc-exp-year"
            error={errorOf('expiration_year')}
            {...register('expiration_year')}
          />
          <TextField
            label="Security Code"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            data-sensitive=""
            error={errorOf('security_code')}
            {...register('security_code')}
          />
        </fieldset>
      ) : (
        <fieldset key="eft" className="payment-fields">
          <legend>Bank account</legend>
          <TextField
            label="Account Holder Name"
            autoComplete="name"
            error={errorOf('account_name')}
            {...register('account_name')}
          />
          <TextField
            label="Routing Number"
            inputMode="numeric"
            maxLength={9}
            data-sensitive=""
            error={errorOf('routing_number')}
            {...register('routing_number')}
          />
          <TextField
            label="Account Number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={17}
            data-sensitive=""
            error={errorOf('account_number')}
            {...register('account_number')}
          />
          <TextField label="Bank Name" error={errorOf('bank_name')} {...register('bank_name')} />
          <SelectField
            label="Account Type"
            options={[
              { value: 'checking', label: 'Checking' },
              { value: 'savings', label: 'Savings' },
            ]}
            error={errorOf('account_type')}
            {...register('account_type')}
          />
          <SelectField
            label="Account Holder Type"
            options={[
              { value: 'individual', label: 'Individual' },
              { value: 'company', label: 'Company' },
            ]}
            error={errorOf('account_holder_type')}
            {...register('account_holder_type')}
          />
          <ul className="notes">
            <li>The initial payment is charged between enrollment and 5 days after.</li>
            <li>
              The monthly charge normally falls on the 1st to 6th for coverage effective the 15th, and on the
              21st to 26th for coverage effective the 1st of next month.
            </li>
            <li>
              An insufficient funds fee of $30 applies. A stop-payment notice needs three business days.
            </li>
          </ul>
        </fieldset>
      )}
      <RadioGroup
        name="bill_date"
        legend="Billing Date"
        options={BILL_DATE_OPTIONS}
        error={errorOf('bill_date')}
        inputProps={register('bill_date')}
      />
      <StepActions backTo={backTo} busy={formState.isSubmitting} />
    </form>
  );
}
