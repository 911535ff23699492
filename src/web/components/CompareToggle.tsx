import { useId, useState } from 'react';
import { Link } from 'react-router';
import { COMPARE_LIMIT } from '../../domain/planComparison';
import { pickForCompare, unpickForCompare, useComparePicks } from '../session/comparePicks';

/**
 * The "Compare" toggle (a pressed button) of a plan card or plan page. A fourth plan or one of another category is
 * refused with the reason beside the box; once plans are picked it links to the comparison.
 */
export function CompareToggle({
  planId,
  planName,
  category,
}: {
  planId: number;
  planName: string;
  category: string;
}) {
  const picks = useComparePicks();
  const [refusal, setRefusal] = useState<string | null>(null);
  const messageId = useId();
  const picked = picks.some((pick) => pick.plan_id === planId);
  return (
    <div className="compare-toggle">
      <button
        type="button"
        className="button compare-toggle__button"
        aria-pressed={picked}
        aria-describedby={refusal ? messageId : undefined}
        onClick={() => {
          if (!picked) setRefusal(pickForCompare({ plan_id: planId, category }));
          else {
            unpickForCompare(planId);
            setRefusal(null);
          }
        }}
      >
        Compare <span className="visually-hidden">{planName}</span>
      </button>
      <p id={messageId} className="compare-toggle__message" role="status">
        {refusal ? <span className="field__error">{refusal}</span> : null}
        {picked ? (
          <Link to="/compare">
            Compare plans ({picks.length} of {COMPARE_LIMIT})
          </Link>
        ) : null}
      </p>
    </div>
  );
}
