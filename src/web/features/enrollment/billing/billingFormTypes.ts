import type { UseFormReturn } from 'react-hook-form';
import type { BillingValues } from '../../../../domain/forms/billingForm';

/** What each part of the Billing form gets: the form and the message of a field. */
export interface BillingPart {
  form: UseFormReturn<BillingValues, unknown, BillingValues>;
  errorOf: (name: string) => string | undefined;
}
