import { Link } from 'react-router';
import { SaveLaterButton } from '../SaveLaterButton';
import { EDIT_FIRST } from '../StepActions';

/** Next's tooltip when it may be pressed (document 3, 2.2). */
export const CONTINUE_TITLE = 'Click to continue enrollment';

/**
 * Back and Save and Continue Later always; Next only once the list fits the tier, disabled with
 * its reason while a dependent is being edited.
 */
export function DependentActions({
  backTo,
  busy,
  showNext,
  editing,
}: {
  backTo: string;
  busy: boolean;
  showNext: boolean;
  editing: boolean;
}) {
  return (
    <div className="button-row step-actions">
      <Link to={backTo} className="button">
        Back
      </Link>
      <SaveLaterButton />
      {showNext ? (
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || editing}
          title={editing ? EDIT_FIRST : CONTINUE_TITLE}
        >
          {busy ? 'Saving…' : 'Next'}
        </button>
      ) : null}
    </div>
  );
}
