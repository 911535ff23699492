import { Link } from 'react-router';
import { SaveLaterButton } from './SaveLaterButton';
import { EDIT_FIRST } from './StepActions';

/** Next's tooltip when it may be pressed (document 2, section 4; document 3, 2.2). */
const CONTINUE_TITLE = 'Click to continue enrollment';

/**
 * A list step's actions (beneficiaries, dependents): Back and Save and Continue Later, always there
 * (also while the list is not complete); Next only once the list may be saved, disabled with its
 * reason while an entry is being edited.
 */
export function ListStepActions({
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
