import { type KeyboardEvent, useId, useState } from 'react';
import { STEP_CATALOG } from '../../../contract/wizardStepCatalog';
import type { WizardStep } from '../../../domain/wizardSteps';
import type { Branding } from '../../site/branding';

/** "Step 3 of 8: Dependent Information": where the shopper is, among the steps this enrollment has. */
export function progressLine(steps: readonly WizardStep[], step: WizardStep): string {
  return `Step ${steps.indexOf(step) + 1} of ${steps.length}: ${STEP_CATALOG[step].title}`;
}

/**
 * The wizard's progress. On a desk, a pill per step; on a phone one line ("Step 3 of 8: Dependent
 * Information") whose button shows the pills as a list (styles.css, "wizard progress"). The line is
 * announced when the step changes.
 */
export function WizardProgress({
  steps,
  step,
  icons,
}: {
  steps: readonly WizardStep[];
  step: WizardStep;
  icons: Branding | null;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const index = steps.indexOf(step);
  const line = progressLine(steps, step);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) setOpen(false);
  };
  return (
    <div className="wizard-progress">
      <button
        type="button"
        className="wizard-progress__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        onKeyDown={closeOnEscape}
      >
        {line}
        <span className="wizard-progress__chevron" aria-hidden="true" />
      </button>
      <ol id={listId} className={open ? 'stepper stepper--open' : 'stepper'} aria-label="Enrollment steps">
        {steps.map((s, i) => {
          const icon = icons?.[`step_icon_${STEP_CATALOG[s].tab}`];
          return (
            <li
              key={s}
              aria-current={s === step ? 'step' : undefined}
              className={i < index ? 'done' : undefined}
            >
              {icon ? (
                <img className="stepper__icon" src={icon} alt="" width={20} height={20} />
              ) : (
                <span className="stepper__number">{i + 1}</span>
              )}{' '}
              {STEP_CATALOG[s].title}
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {line}
      </p>
    </div>
  );
}
