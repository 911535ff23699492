import { useEffect, useRef, useState } from 'react';
import {
  type ChangeProofWire,
  getChangeProofFile,
  proofReviewBody,
  reviewChangeProof,
} from '../../contract/changeProofCalls';
import { ApiError } from '../api/apiError';
import { callApi } from '../api/callApi';
import { ErrorSummary } from '../ui/ErrorSummary';
import { fieldId, TextAreaField } from '../ui/Field';
import { proofBlob, saveProofFile } from './proofFile';

const failureText = (failure: unknown) =>
  failure instanceof ApiError ? failure.firstMessage : 'Something went wrong. Please try again.';

/**
 * The rep's or group administrator's review of one proof waiting for it: open its file (saved from a
 * blob: URL), accept it, or refuse it with the reason the member reads (required, checked by the
 * server's own schema).
 */
export function ProofReview({
  policyId,
  proof,
  onReviewed,
}: {
  policyId: string;
  proof: ChangeProofWire;
  onReviewed: () => void;
}) {
  const [refusing, setRefusing] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const refuseRef = useRef<HTMLButtonElement>(null);
  const wasRefusing = useRef(false);
  // The reason's field takes focus as it opens; back from it, focus returns to "Refuse proof".
  useEffect(() => {
    if (refusing) noteRef.current?.focus();
    else if (wasRefusing.current) refuseRef.current?.focus();
    wasRefusing.current = refusing;
  }, [refusing]);

  const noteName = `proof-note-${proof.proof_id}`;
  const actionsName = `proof-review-${proof.proof_id}`;
  const fail = (message: string) => {
    setError(message);
    setAttempt((n) => n + 1);
  };

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (failure) {
      fail(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const open = () =>
    run(async () => {
      const file = await callApi(getChangeProofFile, {
        query: { policy_id: policyId, proof_id: proof.proof_id },
      });
      saveProofFile(proofBlob(file.content, file.content_type), file.file_name);
    });

  const review = (decision: 'accepted' | 'refused') => {
    const body = { policy_id: policyId, proof_id: proof.proof_id, decision, note: note.trim() || undefined };
    const checked = proofReviewBody.safeParse(body);
    if (!checked.success) return fail(checked.error.issues[0]?.message ?? 'Say why the proof is refused');
    return run(async () => {
      await callApi(reviewChangeProof, { body });
      onReviewed();
    });
  };

  const summary = error ? [{ name: refusing ? noteName : actionsName, message: error }] : [];
  if (refusing)
    return (
      <form
        className="proof-review"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void review('refused');
        }}
      >
        <ErrorSummary items={summary} attempt={attempt} />
        <TextAreaField
          name={noteName}
          label={`Why is ${proof.file_name} refused?`}
          hint="The member reads this"
          required
          maxLength={300}
          rows={2}
          value={note}
          error={error ?? undefined}
          ref={noteRef}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="button-row">
          <button type="button" className="button" onClick={() => setRefusing(false)}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            Refuse proof
          </button>
        </div>
      </form>
    );
  return (
    <div className="proof-review">
      <ErrorSummary items={summary} attempt={attempt} />
      <div className="button-row" id={fieldId(actionsName)} tabIndex={-1}>
        <button type="button" className="button" disabled={busy} onClick={() => void open()}>
          Open proof<span className="visually-hidden"> {proof.file_name}</span>
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void review('accepted')}>
          Accept proof<span className="visually-hidden"> {proof.file_name}</span>
        </button>
        <button
          type="button"
          className="button"
          ref={refuseRef}
          onClick={() => {
            setError(null);
            setRefusing(true);
          }}
        >
          Refuse proof<span className="visually-hidden"> {proof.file_name}</span>
        </button>
      </div>
    </div>
  );
}
