import { createContext, useContext } from 'react';
import type { WizardStep } from '../../../domain/wizardSteps';

/** The wizard page tells each step's buttons which enrollment and step Save and Continue Later saves. */
export const SaveLaterContext = createContext<{ enrollmentId: string; step: WizardStep } | null>(null);

export function useSaveLater() {
  return useContext(SaveLaterContext);
}
