import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { changeFilterInfo } from '../../../../contract/filterCalls';
import { relationshipFits } from '../../../../domain/dependentCounts';
import { tierCovering } from '../../../../domain/tierCovering';
import { type Tier, tierLabel } from '../../../../domain/tiers';
import { ApiError } from '../../../api/apiError';
import { callApi } from '../../../api/callApi';
import { type DependentEntry, nameOf, relationshipLabel, relationshipsOf } from './dependentEntries';

/** The listed dependents the tier does not cover (a child on Member + Spouse). */
function entriesNotCovered(tier: Tier, entries: readonly DependentEntry[]): DependentEntry[] {
  return entries.filter((entry) => !relationshipFits(tier, entry.primary_info.relationship ?? ''));
}

/**
 * When the tier changed after dependents were listed and some no longer fit it (Family → Member +
 * Spouse with two children listed): says which, and offers to remove them or to change the tier back
 * to the one that covers everyone listed. Without it the list stays with Next hidden and no word why.
 */
export function DependentsNotCovered(props: NotCoveredProps) {
  const notCovered = entriesNotCovered(props.tier, props.entries);
  return notCovered.length === 0 ? null : <NotCoveredNotice {...props} notCovered={notCovered} />;
}

interface NotCoveredProps {
  enrollmentId: string;
  tier: Tier;
  premier: boolean;
  entries: readonly DependentEntry[];
  onRemove: (kept: DependentEntry[]) => Promise<void>;
}

function NotCoveredNotice({
  enrollmentId,
  tier,
  premier,
  entries,
  onRemove,
  notCovered,
}: NotCoveredProps & { notCovered: DependentEntry[] }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const back = tierCovering(relationshipsOf(entries));
  const them = notCovered.length === 1 ? 'this dependent' : `these ${notCovered.length} dependents`;
  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailed(null);
    try {
      await action();
    } catch (error) {
      setFailed(error instanceof ApiError ? error.firstMessage : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="notice" aria-labelledby="not-covered-title">
      <h2 id="not-covered-title">Your tier is now {tierLabel(tier, premier)}</h2>
      <p>It does not cover {them}:</p>
      <ul>
        {notCovered.map((entry) => (
          <li key={entry.dependent_id}>
            {nameOf(entry)} ({relationshipLabel(entry.primary_info.relationship)})
          </li>
        ))}
      </ul>
      <p>
        Remove {notCovered.length === 1 ? 'them' : 'them all'} to go on
        {back ? `, or change the tier back to ${tierLabel(back, premier)} to keep everyone` : ''}.
      </p>
      {failed ? <p role="alert">{failed}</p> : null}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void act(() => onRemove(entries.filter((entry) => !notCovered.includes(entry))))}
        >
          {notCovered.length === 1 ? 'Remove this dependent' : `Remove these ${notCovered.length} dependents`}
        </button>
        {back ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              void act(async () => {
                await callApi(changeFilterInfo, { params: { tempId: enrollmentId }, body: { tier: back } });
                // Prices, the steps and this step's tier all follow the tier: everything is read again.
                await queryClient.invalidateQueries();
              })
            }
          >
            Change the tier back to {tierLabel(back, premier)}
          </button>
        ) : null}
      </div>
    </section>
  );
}
