import { useEffect, useRef, useState } from 'react';
import type { PolicyView } from '../../contract/policyCalls';
import { proofStatusText } from '../../domain/changeWords';
import { ProofReview } from './ProofReview';
import { ProofUpload } from './ProofUpload';

/** Who reads a policy's proofs: the member by their member link's enrollment, else its rep or group administrator. */
export interface ProofAccess {
  /** The member link's enrollment (member home); absent for the rep or group administrator, who review. */
  enrollmentId?: string;
  /** A proof was sent or reviewed: the policy is read again. */
  onChanged: () => void;
}

/**
 * The proof a change's life event asks for (issue 41): what is needed, each proof sent with where its
 * review stands, "Upload proof" until one is accepted, and for the rep or group administrator each
 * proof waiting for review to open, accept or refuse.
 */
export function ChangeProofs({
  policyId,
  change,
  access,
}: {
  policyId: string;
  change: PolicyView['changes'][number];
  access: ProofAccess;
}) {
  const reviewer = access.enrollmentId === undefined;
  const [reviewed, setReviewed] = useState<string | null>(null);
  const lines = useRef(new Map<string, HTMLElement>());
  const reviewedStatus = change.proofs.find((proof) => proof.proof_id === reviewed)?.status;
  // A reviewed proof's controls go once the policy is read again: focus moves to its new status.
  useEffect(() => {
    if (reviewed && reviewedStatus && reviewedStatus !== 'submitted') {
      lines.current.get(reviewed)?.focus();
      setReviewed(null);
    }
  }, [reviewed, reviewedStatus]);

  const accepted = change.proofs.some((proof) => proof.status === 'accepted');
  return (
    <div className="change-proofs">
      {change.proof_asked ? <p>Proof needed: {change.proof_asked}</p> : null}
      {change.proofs.length > 0 ? (
        <ul className="change-proofs__list" aria-label="Proofs sent">
          {change.proofs.map((proof) => (
            <li key={proof.proof_id}>
              <p
                tabIndex={-1}
                ref={(line) => {
                  if (line) lines.current.set(proof.proof_id, line);
                  else lines.current.delete(proof.proof_id);
                }}
              >
                {proof.file_name}: {proofStatusText(proof)}
              </p>
              {reviewer && proof.status === 'submitted' ? (
                <ProofReview
                  policyId={policyId}
                  proof={proof}
                  onReviewed={() => {
                    setReviewed(proof.proof_id);
                    access.onChanged();
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {accepted ? null : (
        <ProofUpload
          policyId={policyId}
          changeId={change.change_id}
          enrollmentId={access.enrollmentId}
          onSent={access.onChanged}
        />
      )}
    </div>
  );
}
