import { lazy, Suspense } from 'react';
import { recommendPopular } from '../../../contract/recommendationCalls';
import { callQuery } from '../../api/callQuery';
import { useQuery } from '../../api/useQuery';
import { useEnrollContext } from '../../session/enrollContext';
import { locationConsent, rememberedState } from '../../session/locationConsent';

// The cards and carousel load with the plans (the call starts with the page).
const PopularCarousel = lazy(async () => ({ default: (await import('./PopularCarousel')).PopularCarousel }));

/** With the visitor's consent and a remembered state: the most popular plans sold there. */
export function PopularInState() {
  const consent = locationConsent.useValue();
  const state = rememberedState.useValue();
  // A group's people are shown only what its menu offers.
  const groupId = useEnrollContext()?.group_id;
  const popular = useQuery({
    ...callQuery(recommendPopular, {
      query: { state: state ?? '', ...(groupId === undefined ? {} : { groupID: String(groupId) }) },
    }),
    enabled: consent === 'yes' && state !== null && /^[A-Z]{2}$/.test(state),
  });
  const plans = popular.data?.result ?? [];
  if (consent !== 'yes' || !state || plans.length === 0) return null;
  return (
    <section aria-labelledby="popular-title" className="featured">
      <h2 id="popular-title">Popular in {state}</h2>
      <Suspense fallback={null}>
        <PopularCarousel state={state} plans={plans} />
      </Suspense>
    </section>
  );
}
