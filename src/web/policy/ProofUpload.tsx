import { useId, useRef, useState } from 'react';
import { uploadChangeProof } from '../../contract/changeProofCalls';
import { ApiError } from '../api/apiError';
import { callApi } from '../api/callApi';
import { ErrorSummary } from '../ui/ErrorSummary';
import { fieldId } from '../ui/Field';
import { PROOF_ACCEPT, proofDataUrl, proofFileProblem } from './proofFile';

/**
 * "Upload proof" for one change: a file input taking a PDF, JPEG or PNG of at most 5 MB, checked here
 * in the server's words before it is read (FileReader, into a data URL held only in memory) and sent.
 * A refusal, here or by the server, shows at the field and in an error summary that takes focus.
 */
export function ProofUpload({
  policyId,
  changeId,
  enrollmentId,
  onSent,
}: {
  policyId: string;
  changeId: string;
  /** The member link's enrollment (member home); a rep or group administrator sends none. */
  enrollmentId: string | undefined;
  onSent: () => void;
}) {
  const name = `proof-${changeId}`;
  const id = fieldId(name);
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const refuse = (message: string) => {
    setError(message);
    setAttempt((n) => n + 1);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSent(null);
    const file = input.current?.files?.[0];
    if (!file) return refuse('Choose the file of the proof');
    const problem = proofFileProblem(file);
    if (problem) return refuse(problem);
    setBusy(true);
    try {
      const content = await proofDataUrl(file);
      await callApi(uploadChangeProof, {
        body: {
          policy_id: policyId,
          enrollment_id: enrollmentId,
          change_id: changeId,
          file_name: file.name,
          content,
        },
      });
      if (input.current) input.current.value = '';
      setError(null);
      setSent(file.name);
      onSent();
    } catch (failure) {
      refuse(failure instanceof ApiError ? failure.firstMessage : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const described = [hintId, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <form className="proof-upload" onSubmit={(event) => void submit(event)} noValidate>
      <ErrorSummary
        items={error ? [{ name, message: error, label: 'Upload proof' }] : []}
        attempt={attempt}
      />
      <div className={`field${error ? ' field--error' : ''}`}>
        <label htmlFor={id}>Upload proof</label>
        <p className="field__hint" id={hintId}>
          A PDF, JPEG or PNG file of at most 5 MB
        </p>
        <input
          type="file"
          id={id}
          name={name}
          ref={input}
          accept={PROOF_ACCEPT}
          aria-invalid={Boolean(error)}
          aria-describedby={described}
          onChange={() => setSent(null)}
        />
        {error ? (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          Send proof
        </button>
      </div>
      <p role="status">{sent ? `Proof sent: ${sent}` : ''}</p>
    </form>
  );
}
