import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { getFilteredPlans } from '../../../contract/planCalls';
import { genderLabel } from '../../../domain/gender';
import { tierLabel } from '../../../domain/tiers';
import { callApi } from '../../api/callApi';
import { getFilterInfoQuery } from '../../api/enrollmentQueries';
import { queryKeys } from '../../api/queryKeys';
import { PlanCard } from '../../components/PlanCard';
import { useEnrollmentId } from '../../session/enrollmentSession';

function FilterSummary({ enrollmentId }: { enrollmentId: string }) {
  const filter = useQuery(getFilterInfoQuery(enrollmentId));
  if (!filter.data) return null;
  const f = filter.data;
  return (
    <section className="filter-summary" aria-label="Your details">
      <dl>
        <div>
          <dt>Zip</dt>
          <dd>{f.zip}</dd>
        </div>
        <div>
          <dt>Gender</dt>
          <dd>{genderLabel(f.gender)}</dd>
        </div>
        <div>
          <dt>Tier</dt>
          <dd>{tierLabel(f.tier)}</dd>
        </div>
        <div>
          <dt>Date of Birth</dt>
          <dd>{f.dob}</dd>
        </div>
      </dl>
      <Link to="/">Edit</Link>
    </section>
  );
}

export function PlansPage() {
  const enrollmentId = useEnrollmentId();
  const [search] = useSearchParams();
  const categories = search.get('type') ?? '';
  const plans = useQuery({
    queryKey: queryKeys.plans(enrollmentId ?? '', categories),
    queryFn: () =>
      callApi(getFilteredPlans, {
        query: { enrollment_id: enrollmentId ?? '', categories: categories || undefined },
      }),
    enabled: Boolean(enrollmentId),
  });
  if (!enrollmentId) return <Navigate to="/" replace />;
  const groups = plans.data?.result ?? [];
  return (
    <div className="plans-page">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">Plans</li>
        </ol>
      </nav>
      <h1>Plans for you</h1>
      <FilterSummary enrollmentId={enrollmentId} />
      {plans.isPending ? <p>Loading plans…</p> : null}
      {plans.isSuccess && groups.length === 0 ? (
        <p className="empty">No Plans are available for your selection</p>
      ) : null}
      {groups.map((group) => (
        <section
          key={group.category}
          aria-labelledby={`category-${group.category}`}
          className="plan-category"
        >
          <h2 id={`category-${group.category}`}>{group.category_label}</h2>
          <ul className="plan-grid">
            {group.plans.map((plan) => (
              <li key={plan.plan_id}>
                <PlanCard plan={plan} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
