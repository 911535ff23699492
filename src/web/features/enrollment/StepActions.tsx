import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SaveLaterButton } from './SaveLaterButton';

/** Why Next waits while an entry of a list step is being edited. */
export const EDIT_FIRST = 'Please submit the edited form first to continue';

/** Back, Save and Continue Later (after the first step) and Next under a step's form. */
export function StepActions({
  backTo,
  busy,
  nextLabel = 'Next',
  blockedReason,
  extra,
  nextDescribedBy,
}: {
  backTo: string;
  busy: boolean;
  nextLabel?: string;
  /** When set, Next is disabled and says why on hover. */
  blockedReason?: string;
  /** A step's own button, between Back and Next. */
  extra?: ReactNode;
  /** The id of what says what Next does (Review's statement of the submission and payment). */
  nextDescribedBy?: string;
}) {
  return (
    <div className="button-row step-actions">
      <Link to={backTo} className="button">
        Back
      </Link>
      <SaveLaterButton />
      {extra}
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || Boolean(blockedReason)}
        title={blockedReason}
        aria-describedby={nextDescribedBy}
      >
        {busy ? 'Saving…' : nextLabel}
      </button>
    </div>
  );
}
