import { LoadFailed } from '../../../ui/LoadFailed';
import { BillingForm } from '../billing/BillingForm';
import { useBillingStart } from '../billing/useBillingStart';
import { useCustomFieldKit } from '../configured/useCustomFieldKit';
import { StepLoading } from '../StepLoading';
import type { StepProps } from '../stepTypes';

/**
 * Billing Information (document 3, 2.5 and 4.5): drawn once the payment method, the bill dates,
 * the billing address fields, the catalog's questions and the saved entry are read; a failed read offers a retry, never
 * an empty form.
 */
export function BillingStep(props: StepProps) {
  const start = useBillingStart(props.enrollmentId);
  // The catalog's own questions for this step, when it has some: their inputs and checks load first.
  const customs = useCustomFieldKit((start.data?.custom.length ?? 0) > 0);
  if (start.failed) return <LoadFailed what="Billing Information" onRetry={start.retry} />;
  if (customs.failed) return <LoadFailed what="Billing Information" onRetry={customs.retry} />;
  if (start.pending || !start.data || (start.data.custom.length > 0 && !customs.kit))
    return <StepLoading step="billing" />;
  return <BillingForm {...props} start={start.data} kit={customs.kit} />;
}
