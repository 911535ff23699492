import { useState } from 'react';
import { Modal } from '../../../ui/Modal';
import { SaveLaterDialog } from '../SaveLaterButton';

const REVIEW_FAILED = 'Something went wrong. Please save your enrollment.';

/**
 * When review's save fails (document 3, 4.3): 'Something went wrong. Please save your enrollment.'
 * with its Save and Continue Later button, which opens the save-later modal.
 */
export function ReviewFailedModal({ problem, onClose }: { problem: string | null; onClose: () => void }) {
  const [saving, setSaving] = useState(false);
  return (
    <>
      {problem !== null && !saving ? (
        <Modal open title={REVIEW_FAILED} onClose={onClose}>
          {problem ? <p>{problem}</p> : null}
          <div className="button-row">
            <button type="button" className="button" onClick={onClose}>
              Close
            </button>
            <button type="button" className="button button--primary" onClick={() => setSaving(true)}>
              Save and Continue Later
            </button>
          </div>
        </Modal>
      ) : null}
      <SaveLaterDialog
        open={saving}
        onClose={() => {
          setSaving(false);
          onClose();
        }}
      />
    </>
  );
}
