import { BILLING_ADDRESS_FIELDS, billingAddressFields } from '../../../../domain/formFields/billingFields';
import { ENTRY_FIELDS, EXPIRY_YEARS_AHEAD } from '../../../../domain/forms/billingForm';
import { PAYMENT_LABELS } from '../../../../domain/forms/billingLabels';
import {
  offeredPaymentTypes,
  type PaymentMethod,
  preselectedPaymentType,
} from '../../../../domain/paymentMethods';
import { customAnswersOf } from '../configured/stepCustomForm';

/** The Billing form's values: text for every input, a saved account's id when one is chosen. */
export type BillingFormValues = Record<string, string>;

/** Shown under Bank Name when the routing number is valid but no directory knows it: the person types it. */
export const TYPE_BANK_NAME_HINT =
  'No bank found for this routing number. Please type the name of your bank.';

/** Labels of the Billing step's inputs, for the fields and the error summary alike. */
export const BILLING_LABELS: Record<string, string> = {
  ...PAYMENT_LABELS,
  ...Object.fromEntries(
    Object.entries(billingAddressFields().fields).map(([name, field]) => [name, field.label]),
  ),
};

/** Expiry months 01 to 12, and years from this year through 20 years ahead. */
export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')).map(
  (m) => ({
    value: m,
    label: m,
  }),
);
export function expiryYears(now: Date = new Date()) {
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => String(now.getFullYear() + i)).map((y) => ({
    value: y,
    label: y,
  }));
}

/** A form value as the text its input holds ('' for none). */
export const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * Where the form starts: the draft, else what was saved (numbers masked), else the defaults; the
 * payment type one the configuration offers. A saved account chosen before is chosen again, its
 * numbers not copied into the new-entry inputs. The security code always starts empty.
 */
export function initialBillingValues(
  method: PaymentMethod,
  document: Record<string, unknown> | null,
  billDates: { bill_dates: readonly { bill_date: string }[]; default_bill_date: string },
): BillingFormValues {
  const doc = document ?? {};
  const offeredDay = billDates.bill_dates.some((option) => option.bill_date === text(doc.bill_date));
  const chosen = text(doc.payment_method) as PaymentMethod;
  const paymentMethod = offeredPaymentTypes(method).includes(chosen)
    ? chosen
    : preselectedPaymentType(method);
  const savedAccount = text(doc.bank_id) !== '' || text(doc.card_id) !== '';
  const values: BillingFormValues = {
    payment_method: paymentMethod,
    // The saved day while the cart's terms still offer it, else their preset one.
    bill_date: offeredDay ? text(doc.bill_date) : billDates.default_bill_date,
    is_physical_address: text(doc.is_physical_address) === 'yes' ? 'yes' : 'no',
    bank_id: paymentMethod === 'eft' ? text(doc.bank_id) : '',
    card_id: paymentMethod === 'cc' ? text(doc.card_id) : '',
  };
  for (const field of [...ENTRY_FIELDS.eft, ...ENTRY_FIELDS.cc])
    values[field] =
      savedAccount && field !== 'account_type' && field !== 'account_holder_type' ? '' : text(doc[field]);
  for (const field of BILLING_ADDRESS_FIELDS) values[field] = text(doc[field]);
  values.security_code = '';
  return values;
}

/**
 * What Save and Continue Later keeps: the chosen type's entry and the address, empty values left
 * out, never the security code; the catalog's questions' answers whatever the type.
 */
export function draftOf(values: Record<string, unknown>): Record<string, unknown> {
  const method = values.payment_method ?? '';
  const fields = [
    'payment_method',
    'bill_date',
    ...(method === 'eft' || method === 'cc' ? ENTRY_FIELDS[method] : []),
    ...(method === 'eft' || method === 'cc' ? [...BILLING_ADDRESS_FIELDS, 'is_physical_address'] : []),
  ].filter((field) => field !== 'security_code');
  return {
    ...Object.fromEntries(
      fields.map((field) => [field, values[field] ?? '']).filter(([, value]) => value !== ''),
    ),
    ...customAnswersOf(values),
  };
}
