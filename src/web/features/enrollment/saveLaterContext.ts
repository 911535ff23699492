import { createContext, useContext, useEffect } from 'react';
import { STEP_CATALOG } from '../../../contract/wizardStepCatalog';
import type { WizardStep } from '../../../domain/wizardSteps';
import { sendStepScreenshot, settleStepScreenshot } from '../../capture/stepScreenshot';

/** Reads the current step's unsaved entries (or a promise of them), for Save and Continue Later to keep as a draft. */
export type DraftSource = { current: (() => unknown) | null };

/**
 * The wizard page tells each step's buttons which enrollment and step Save and Continue Later saves,
 * and each step whether the store pictures its pages (`pictures`).
 */
export const SaveLaterContext = createContext<{
  enrollmentId: string;
  step: WizardStep;
  draft: DraftSource;
  /**
   * Whether each step's page is pictured and kept with the application: on unless the store turned it
   * off (site.json `step_pictures: false`); null while the site's settings are not read, so nothing is
   * pictured before the store has said it may be.
   */
  pictures: boolean | null;
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

/**
 * A step calls this once its form is on screen (its data loaded): the page's picture is then
 * sent to the server, fire and forget, sensitive inputs left out; none when the store turned step
 * pictures off (site.json `step_pictures: false`).
 */
export function useStepShown(): void {
  const context = useSaveLater();
  const pictures = context?.pictures;
  const enrollmentId = context?.enrollmentId;
  const step = context?.step;
  useEffect(() => {
    if (enrollmentId && step && pictures) sendStepScreenshot(enrollmentId, STEP_CATALOG[step].column);
  }, [enrollmentId, step, pictures]);
}

/**
 * Before the shown step is left or submitted: its picture is taken now if it is still waiting for
 * the browser to be idle (see `settleStepScreenshot`).
 */
export function settleShownStep(enrollmentId: string, step: WizardStep): Promise<void> {
  return settleStepScreenshot(enrollmentId, STEP_CATALOG[step].column);
}
