import { STEP_CATALOG } from '../../../../contract/wizardStepCatalog';
import { LoadFailed } from '../../../ui/LoadFailed';
import { DependentInformation } from '../dependent/DependentInformation';
import { useDependentStart } from '../dependent/useDependentStart';
import { StepLoading } from '../StepLoading';
import type { StepProps } from '../stepTypes';

/**
 * Dependent Information: drawn once its reads are in (fields, tier, premier mode, health
 * questions, the list to start from). A failed read offers a retry, never an empty list that
 * could be saved over what is stored.
 */
export function DependentStep(props: StepProps) {
  const start = useDependentStart(props.enrollmentId);
  if (start.status === 'failed')
    return <LoadFailed what={STEP_CATALOG.dependent.title} onRetry={start.retry} />;
  if (start.status === 'pending') return <StepLoading step="dependent" />;
  return <DependentInformation {...props} setup={start.setup} />;
}
