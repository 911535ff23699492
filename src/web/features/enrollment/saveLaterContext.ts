import { createContext, useContext, useEffect } from 'react';
import type { WizardStep } from '../../../domain/wizardSteps';

/** Reads the current step's unsaved entries, for Save and Continue Later to keep as a draft. */
export type DraftSource = { current: (() => unknown) | null };

/** The wizard page tells each step's buttons which enrollment and step Save and Continue Later saves. */
export const SaveLaterContext = createContext<{
  enrollmentId: string;
  step: WizardStep;
  draft: DraftSource;
} | null>(null);

export function useSaveLater() {
  return useContext(SaveLaterContext);
}

/** A step offers its unsaved entries to Save and Continue Later while it is shown. */
export function useDraftSource(read: () => unknown): void {
  const context = useSaveLater();
  useEffect(() => {
    if (!context) return;
    context.draft.current = read;
    return () => {
      if (context.draft.current === read) context.draft.current = null;
    };
  });
}
