import { LoadFailed } from '../../../ui/LoadFailed';
import { AgreementForm } from '../agreement/AgreementForm';
import { AGREEMENT_TITLE } from '../agreement/agreementWords';
import { useAgreementSetup } from '../agreement/useAgreementSetup';
import type { StepProps } from '../stepTypes';

/** Agreement and Signature: drawn once its texts, fields and kept ticks are read. */
export function AgreementStep(props: StepProps) {
  const loaded = useAgreementSetup(props.enrollmentId);
  if (loaded.status === 'error') return <LoadFailed what={AGREEMENT_TITLE} onRetry={loaded.retry} />;
  if (loaded.status === 'pending') return <p>Loading…</p>;
  return <AgreementForm {...props} setup={loaded.setup} />;
}
