import type { UseFormReturn } from 'react-hook-form';
import type { BillingFormValues } from './billingValues';

/** What each part of the Billing form gets: the form and the message of a field. */
export interface BillingPart {
  form: UseFormReturn<BillingFormValues, unknown, BillingFormValues>;
  errorOf: (name: string) => string | undefined;
}
