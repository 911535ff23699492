import { LoadFailed } from '../../../ui/LoadFailed';
import { AgreementForm } from '../agreement/AgreementForm';
import { AGREEMENT_TITLE } from '../agreement/agreementWords';
import { useAgreementSetup } from '../agreement/useAgreementSetup';
import { useCustomFieldKit } from '../configured/useCustomFieldKit';
import { StepLoading } from '../StepLoading';
import type { StepProps } from '../stepTypes';

/** Agreement and Signature: drawn once its texts, fields, the catalog's questions and kept ticks are read. */
export function AgreementStep(props: StepProps) {
  const loaded = useAgreementSetup(props.enrollmentId);
  // The catalog's own questions for this step, when it has some: their inputs and checks load first.
  const asked = loaded.status === 'ready' ? loaded.setup.custom.length : 0;
  const customs = useCustomFieldKit(asked > 0);
  if (loaded.status === 'error') return <LoadFailed what={AGREEMENT_TITLE} onRetry={loaded.retry} />;
  if (customs.failed) return <LoadFailed what={AGREEMENT_TITLE} onRetry={customs.retry} />;
  if (loaded.status === 'pending' || (asked > 0 && !customs.kit)) return <StepLoading step="agreement" />;
  return <AgreementForm {...props} setup={loaded.setup} kit={customs.kit} />;
}
