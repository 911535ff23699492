import { Link } from 'react-router';

/** Back and Next under a step's form. */
export function StepActions({
  backTo,
  busy,
  nextLabel = 'Next',
}: {
  backTo: string;
  busy: boolean;
  nextLabel?: string;
}) {
  return (
    <div className="button-row step-actions">
      <Link to={backTo} className="button">
        Back
      </Link>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Saving…' : nextLabel}
      </button>
    </div>
  );
}
