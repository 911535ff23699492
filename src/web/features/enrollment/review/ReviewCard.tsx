import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { STEP_CATALOG, stepPath } from '../../../../contract/wizardStepCatalog';
import type { StepSummary } from '../../../../domain/review/summaryTypes';
import { returnMarker } from '../../../session/returnMarker';
import { Modal } from '../../../ui/Modal';
import { ReviewDetails } from './ReviewDetails';

/** Edit Details: stores the return marker (navto), so the step's Next comes back to review. */
function EditDetailsLink({ summary }: { summary: StepSummary }) {
  return (
    <Link to={stepPath(summary.step)} className="button" onClick={() => returnMarker.write('review-confirm')}>
      Edit Details
    </Link>
  );
}

/**
 * One step's summary card on review: its image, title and a short summary; View Details opens the
 * step's entries in a modal (focus held there, Escape closes, focus back on the button), and Edit
 * Details goes to the step to change them.
 */
export function ReviewCard({ summary, image }: { summary: StepSummary; image: string | undefined }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <section className="review-card" aria-labelledby={titleId}>
      <div className="review-card__head">
        {image ? <img className="review-card__image" src={image} alt="" width={48} height={48} /> : null}
        <h2 id={titleId}>{summary.title}</h2>
      </div>
      <p className="review-card__brief">{summary.brief}</p>
      <div className="button-row">
        <button
          ref={opener}
          type="button"
          className="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          View Details
        </button>
        <EditDetailsLink summary={summary} />
      </div>
      {open ? (
        <Modal open title={STEP_CATALOG[summary.step].reviewTitle} onClose={() => setOpen(false)}>
          <ReviewDetails summary={summary} />
          <div className="button-row">
            <EditDetailsLink summary={summary} />
            <button type="button" className="button button--primary" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
