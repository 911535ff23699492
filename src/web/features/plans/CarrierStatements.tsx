import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getAflacQuestions, saveAflacQuestions } from '../../../contract/supplementalCalls';
import type { Statement } from '../../../domain/supplementalStatements';
import { ApiError } from '../../api/apiError';
import { callApi } from '../../api/callApi';
import { callKey } from '../../api/callQuery';

/**
 * The supplemental carrier's statements, each Yes or No. Those that start as Yes are the
 * carrier's declarations and cannot be changed; saving them lets the plan into the cart.
 */
export function CarrierStatements({
  enrollmentId,
  planId,
  statements,
}: {
  enrollmentId: string;
  planId: number;
  statements: Statement[];
}) {
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState(() => new Map(statements.map((s) => [s.qid, s.true_condition])));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await callApi(saveAflacQuestions, {
        body: {
          enrollment_id: enrollmentId,
          plan_id: planId,
          aflac_data: statements.map((s) => ({ qid: s.qid, true_condition: answers.get(s.qid) ?? 0 })),
        },
      });
      await queryClient.invalidateQueries({
        queryKey: callKey(getAflacQuestions, { query: { plan_id: planId, enrollment_id: enrollmentId } }),
      });
    } catch (e) {
      setError(e instanceof ApiError ? e.firstMessage : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={save} noValidate aria-labelledby="statements-title" className="statements">
      <h3 id="statements-title">Please confirm</h3>
      {statements.map((statement) => {
        const locked = statement.true_condition === 1;
        return (
          <fieldset key={statement.qid} className="field radio-group">
            <legend>{statement.question}</legend>
            {([1, 0] as const).map((value) => (
              <label key={value} className="radio">
                <input
                  type="radio"
                  name={`statement-${statement.qid}`}
                  checked={answers.get(statement.qid) === value}
                  disabled={locked}
                  onChange={() => setAnswers(new Map(answers).set(statement.qid, value))}
                />
                {value === 1 ? 'Yes' : 'No'}
              </label>
            ))}
            {locked ? <p className="field__hint">Required by the carrier</p> : null}
          </fieldset>
        );
      })}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        Confirm
      </button>
    </form>
  );
}
