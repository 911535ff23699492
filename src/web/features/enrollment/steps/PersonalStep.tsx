import { ConfiguredStep } from '../configured/ConfiguredStep';
import type { StepProps } from '../stepTypes';

/** Personal Information: the fields the form configuration gives this enrollment. */
export function PersonalStep(props: StepProps) {
  return <ConfiguredStep {...props} step="personal" />;
}
