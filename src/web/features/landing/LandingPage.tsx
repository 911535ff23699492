import { useQuery } from '@tanstack/react-query';
import { getFeaturedPlans } from '../../../contract/planCalls';
import { callApi } from '../../api/callApi';
import { getFilterInfoQuery } from '../../api/enrollmentQueries';
import { queryKeys } from '../../api/queryKeys';
import { EligibilityForm } from '../../components/EligibilityForm';
import { PlanCard } from '../../components/PlanCard';
import { useStoreOwner } from '../../components/useStoreOwner';
import { useEnrollmentId } from '../../session/enrollmentSession';

export function LandingPage() {
  const enrollmentId = useEnrollmentId();
  const owner = useStoreOwner();
  const featured = useQuery({ queryKey: queryKeys.featured(), queryFn: () => callApi(getFeaturedPlans, {}) });
  const filter = useQuery({ ...getFilterInfoQuery(enrollmentId ?? ''), enabled: Boolean(enrollmentId) });
  const ready = !enrollmentId || filter.isFetched;
  const initial = filter.data
    ? { zip: filter.data.zip, gender: filter.data.gender, tier: filter.data.tier, dob: filter.data.dob }
    : undefined;
  return (
    <div className="landing">
      <section className="hero">
        {owner ? <p className="hero__owner">{owner.displayName}</p> : null}
        <h1>Benefit and insurance plans, priced for you</h1>
        {owner?.tagline ? <p className="hero__tagline">{owner.tagline}</p> : null}
        <p>
          Dental, vision, medical, life and supplemental coverage. Tell us a little about yourself to see your
          prices.
        </p>
      </section>
      {ready ? <EligibilityForm initial={initial} /> : <p>Loading…</p>}
      <section aria-labelledby="featured-title" className="featured">
        <h2 id="featured-title">Featured plans</h2>
        <ul className="plan-grid">
          {(featured.data?.result ?? []).map((plan) => (
            <li key={plan.plan_id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
