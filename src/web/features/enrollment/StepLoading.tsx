import type { Params } from 'react-router';
import { stepHeading, stepOfSlug } from '../../../domain/wizardStepNames';
import type { WizardStep } from '../../../domain/wizardSteps';

/** The steps whose page is a list of people, not one form: their title sits outside a frame. */
const UNFRAMED: ReadonlySet<WizardStep> = new Set(['beneficiary', 'dependent']);

/**
 * A wizard step's name and "Loading…", while the step's chunks or its fields come in: drawn as its
 * heading will be and in the frame its form will have, so nothing moves when the form replaces it. Not
 * a heading itself: the step's heading comes with its form, so "the heading is there" still means the
 * step is ready (for a screen reader as for the tests), and the section says it is busy meanwhile.
 */
export function StepLoading({ step }: { step: WizardStep }) {
  return (
    <section className={UNFRAMED.has(step) ? undefined : 'step-loading'} aria-busy="true">
      <p className="step-loading__title">{stepHeading(step)}</p>
      <p>Loading…</p>
    </section>
  );
}

/**
 * The wizard page before its chunks and its step list are in: the room the progress line will take and
 * the step's heading, so the page says at once where the shopper is and nothing moves when the rest
 * comes. Small and free of the forms machinery: the first page carries it (routes.tsx).
 */
export function WizardPlaceholder({ params }: { params: Params }) {
  const step = stepOfSlug(params.stepSlug ?? '');
  return (
    <div className="wizard">
      <div className="wizard-progress wizard-progress--pending" aria-hidden="true" />
      {step ? <StepLoading step={step} /> : <p>Loading…</p>}
    </div>
  );
}
