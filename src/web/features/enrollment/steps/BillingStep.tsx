import { LoadFailed } from '../../../ui/LoadFailed';
import { BillingForm } from '../billing/BillingForm';
import { useBillingStart } from '../billing/useBillingStart';
import type { StepProps } from '../stepTypes';

/**
 * Billing Information (document 3, 2.5 and 4.5): drawn once the payment method, the bill dates,
 * the billing address fields and the saved entry are read; a failed read offers a retry, never
 * an empty form.
 */
export function BillingStep(props: StepProps) {
  const start = useBillingStart(props.enrollmentId);
  if (start.failed) return <LoadFailed what="Billing Information" onRetry={start.retry} />;
  if (start.pending || !start.data) return <p>Loading…</p>;
  return <BillingForm {...props} start={start.data} />;
}
