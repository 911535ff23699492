import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getDynamicTabs } from '../../../../contract/enrollmentCalls';
import { STEP_CATALOG, stepOfTab, stepPath } from '../../../../contract/wizardStepCatalog';
import type { WizardStep } from '../../../../domain/wizardSteps';
import { callApi } from '../../../api/callApi';
import { queryKeys } from '../../../api/queryKeys';
import { returnMarker } from '../../../session/returnMarker';
import { useStepDocument } from '../useStepDocument';

const HIDDEN_KEYS = new Set([
  'signature',
  'acknowledgements',
  'answers',
  'medication_question',
  'beneficiary_id',
]);

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return `${value.length} entered`;
  // A set of flags (the holiday policies): the ones ticked.
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([, on]) => Number(on) === 1)
      .map(([name]) => name.replace(/_/g, ' '))
      .join(', ');
  if (value === null || value === undefined) return '';
  return String(value);
}

function ReviewCard({ enrollmentId, step }: { enrollmentId: string; step: WizardStep }) {
  const documents = useStepDocument(enrollmentId, step);
  const saved = (documents.data?.saved ?? null) as Record<string, unknown> | null;
  const entries = Object.entries(saved ?? {}).filter(
    ([key, value]) => !HIDDEN_KEYS.has(key) && describeValue(value) !== '',
  );
  return (
    <section className="review-card" aria-labelledby={`review-${step}`}>
      <h2 id={`review-${step}`}>{STEP_CATALOG[step].title}</h2>
      {saved ? (
        <dl>
          {entries.map(([key, value]) => (
            <div key={key}>
              <dt>{key.replace(/_/g, ' ')}</dt>
              <dd>{describeValue(value)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>Not completed yet.</p>
      )}
      <Link
        to={stepPath(step)}
        aria-label={`Edit Details of ${STEP_CATALOG[step].title}`}
        onClick={() => returnMarker.write('review-confirm')}
      >
        Edit Details
      </Link>
    </section>
  );
}

/** One summary card for every saved step this enrollment needs, each with a link back to edit it. */
export function ReviewCards({ enrollmentId }: { enrollmentId: string }) {
  const tabs = useQuery({
    queryKey: queryKeys.tabs(enrollmentId),
    queryFn: () => callApi(getDynamicTabs, { query: { enrollment_id: enrollmentId } }),
  });
  const steps = (tabs.data?.result ?? [])
    .filter((tab) => tab.required)
    .map((tab) => stepOfTab(tab.tab_name))
    .filter((step): step is WizardStep => step !== null && step !== 'review');
  return (
    <div className="review-cards">
      {steps.map((step) => (
        <ReviewCard key={step} enrollmentId={enrollmentId} step={step} />
      ))}
    </div>
  );
}
