import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { saveBillingInfoExisting } from '../../../../contract/billingAccountCalls';
import type { ChargeTerms } from '../../../../contract/chargeTermsCalls';
import type { CustomFieldOnWire } from '../../../../contract/customFieldWire';
import { saveBillingInfo } from '../../../../contract/enrollmentCalls';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { billingSchema, checkedSavedAccount } from '../../../../domain/forms/billingForm';
import {
  needsNoEntry,
  offeredPaymentTypes,
  PAYMENT_TYPE_LABELS,
  type PaymentMethod,
} from '../../../../domain/paymentMethods';
import { callApi } from '../../../api/callApi';
import { useServerForm } from '../../../forms/useServerForm';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { RadioGroup } from '../../../ui/Field';
import type { CustomFieldKit } from '../configured/customFieldKit';
import { StepCustomFields } from '../configured/StepCustomFields';
import { customDefaults, customLabelOf, withStepCustomFields } from '../configured/stepCustomForm';
import { settingsOf } from '../configured/useConfiguredForm';
import { StepActions } from '../StepActions';
import { useDraftSource, useStepShown } from '../saveLaterContext';
import type { StepProps } from '../stepTypes';
import { BankFields } from './BankFields';
import { BillingAddress } from './BillingAddress';
import type { BillingPart } from './billingFormTypes';
import { BILLING_LABELS, draftOf, initialBillingValues, text } from './billingValues';
import { CardFields } from './CardFields';
import { ChargeSentences } from './ChargeSentences';
import { EftNotes } from './EftNotes';
import { SavedBanks, SavedCards } from './SavedAccounts';
import { useBillingText, useSavedAccounts } from './useBillingStart';

export interface BillingStart {
  method: PaymentMethod;
  /** The cart's billing terms (get-charge-terms): the bill dates, the preset one, the charge sentences, the EFT notes. */
  charges: ChargeTerms;
  definitions: FieldDefinition[];
  /** The catalog's own questions of the step for this enrollment, with the answers on file. */
  custom: CustomFieldOnWire[];
  document: Record<string, unknown> | null;
}

/**
 * Billing Information: the payment types the configuration offers (list, EFT list and statement
 * need no entry), a saved account or a new bank account or card, the billing address, the bill
 * date and the statement text, then the catalog's own questions, whose answers stay whatever the
 * payment type. One check (billingSchema, with the custom fields' own) for the form and the server.
 */
export function BillingForm({
  enrollmentId,
  onSaved,
  backTo,
  start,
  kit,
}: StepProps & { start: BillingStart; kit: CustomFieldKit | null }) {
  const schema = useMemo(
    () => withStepCustomFields(billingSchema(settingsOf(start.definitions)), start.custom, kit),
    [start.definitions, start.custom, kit],
  );
  const { form, submit, attempt, summary, errorOf } = useServerForm(schema, {
    defaultValues: {
      ...initialBillingValues(start.method, start.document, start.charges),
      ...customDefaults(start.custom),
    },
    onValid: async (values) => {
      const saved = checkedSavedAccount(values)
        ? await callApi(saveBillingInfoExisting, {
            body: { enrollment_id: enrollmentId, ...values },
          })
        : await callApi(saveBillingInfo, { body: { enrollment_id: enrollmentId, ...values } });
      await onSaved(saved.next_tab);
    },
    labelOf: (name: string) => BILLING_LABELS[name] ?? customLabelOf(start.custom, name),
  });
  const billing = form;
  const part: BillingPart = { form: billing, errorOf };
  const method = useWatch({ control: billing.control, name: 'payment_method' }) as PaymentMethod;
  const bankId = text(useWatch({ control: billing.control, name: 'bank_id' }));
  const cardId = text(useWatch({ control: billing.control, name: 'card_id' }));
  const billDate = text(useWatch({ control: billing.control, name: 'bill_date' }));
  const saved = useSavedAccounts(enrollmentId, method === 'cc');
  const billingText = useBillingText(enrollmentId);
  useDraftSource(() => draftOf(billing.getValues()));
  useStepShown();

  const offered = offeredPaymentTypes(start.method);
  const chooseBank = (id: string) => {
    billing.setValue('bank_id', id);
    const bank = saved.banks.find((b) => b.bank_id === id);
    if (bank) {
      billing.setValue('account_type', bank.account_type);
      billing.setValue('account_holder_type', bank.account_holder_type);
    }
    billing.clearErrors();
  };
  const chooseCard = (id: string) => {
    billing.setValue('card_id', id);
    billing.clearErrors();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="step-title">
      <h1 id="step-title">Billing Information</h1>
      <ErrorSummary items={summary} attempt={attempt} />
      <RadioGroup
        name="payment_method"
        legend={BILLING_LABELS.payment_method}
        options={offered.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }))}
        error={errorOf('payment_method')}
        inputProps={billing.register('payment_method', {
          // A saved account belongs to one payment type: switching types lets go of it.
          onChange: () => {
            billing.setValue('bank_id', '');
            billing.setValue('card_id', '');
          },
        })}
      />
      {billingText.data ? (
        <p className="merchant-text">
          Charges will appear on your statement as <strong>{billingText.data}</strong>.
        </p>
      ) : null}
      {method === 'cc' ? (
        // Keyed by type: card and bank inputs are never the same elements, so nothing typed for one
        // (a routing number) can reappear in the other (a name on the card).
        <div key="cc">
          <SavedCards cards={saved.cards} chosen={cardId} onChange={chooseCard} error={errorOf('card_id')} />
          <fieldset className="payment-fields">
            <legend>Card details</legend>
            <CardFields {...part} disabled={cardId !== ''} />
          </fieldset>
        </div>
      ) : method === 'eft' ? (
        <div key="eft">
          <SavedBanks banks={saved.banks} chosen={bankId} onChange={chooseBank} error={errorOf('bank_id')} />
          <fieldset className="payment-fields">
            <legend>Bank account</legend>
            <BankFields {...part} disabled={bankId !== ''} />
          </fieldset>
          <EftNotes sets={start.charges.eft_notes} />
        </div>
      ) : needsNoEntry(method) ? (
        <p key="none">No card or bank details are needed for {PAYMENT_TYPE_LABELS[method]}.</p>
      ) : null}
      {(method === 'cc' || method === 'eft') && bankId === '' && cardId === '' ? (
        <BillingAddress {...part} definitions={start.definitions} enrollmentId={enrollmentId} />
      ) : null}
      <RadioGroup
        name="bill_date"
        legend={BILLING_LABELS.bill_date}
        options={start.charges.bill_dates.map((option) => ({ value: option.bill_date, label: option.label }))}
        error={errorOf('bill_date')}
        inputProps={billing.register('bill_date')}
      />
      <ChargeSentences charges={start.charges} billDate={billDate} />
      <StepCustomFields kit={kit} fields={start.custom} form={billing} errorOf={errorOf} />
      <StepActions backTo={backTo} busy={billing.formState.isSubmitting} />
    </form>
  );
}
