import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { planPath } from '../../../domain/planPath';
import { ApiError } from '../../api/apiError';
import { planDetailQuery, planIdOf } from '../../api/planQueries';
import { useQuery } from '../../api/useQuery';
import { CompareToggle } from '../../components/CompareToggle';
import { FilterPlaceholder } from '../../components/FilterPlaceholder';
import { ShopBreadcrumbs } from '../../components/ShopBreadcrumbs';
import { useEnrollmentId } from '../../session/enrollmentSession';
import { usePageTitle } from '../../site/usePageTitle';
import { usePaintedOnce } from '../../ui/usePaintedOnce';
import { BenefitFactsTable } from './BenefitFactsTable';

// The plan's description is the page's largest paint. The shopper's details, the pricing and the
// related plans (with their calls and a dozen small chunks) come right after it is painted.
const FilterPanel = lazy(async () => ({
  default: (await import('../../components/FilterPanel')).FilterPanel,
}));
const PricingSection = lazy(async () => ({ default: (await import('./PricingSection')).PricingSection }));
const RelatedPlans = lazy(async () => ({ default: (await import('./RelatedPlans')).RelatedPlans }));

function Collapsible({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <details className="plan-section">
      <summary>{title}</summary>
      <p>{text}</p>
    </details>
  );
}

export function PlanDetailPage() {
  const planId = planIdOf(useParams().planId);
  const enrollmentId = useEnrollmentId();
  const [editingFilter, setEditingFilter] = useState(false);
  const plan = useQuery({ ...planDetailQuery(planId ?? 0), enabled: planId !== null });
  const shown = useDeferredValue(plan.data);
  const painted = usePaintedOnce(shown !== undefined);
  usePageTitle(plan.isError || planId === null ? 'Plan not found' : (shown?.plan_name ?? 'Plan details'));

  if (plan.isError || planId === null) {
    // 410: the plan was sold once and the catalog no longer offers it (the server's words).
    const gone = plan.error instanceof ApiError && plan.error.statusCode === 410 ? plan.error : null;
    return (
      <div>
        <h1>{gone ? gone.firstMessage : 'Plan not found'}</h1>
        {gone ? <p>Please choose another plan from the list.</p> : null}
        <Link to="/plans">Back to plans</Link>
      </div>
    );
  }
  // The page appears in a render React may pause to let the browser answer (a deferred value): the
  // answer's own render only keeps "Loading…" up, so it never holds a slow phone for the whole page.
  if (!shown) return <p>Loading…</p>;
  const p = shown;
  if (p.replaced_by !== null) return <Navigate to={planPath(p.replaced_by, p.plan_name)} replace />;
  const d = p.plan_desc;

  return (
    <article className="plan-detail">
      <ShopBreadcrumbs items={[{ label: 'Plans', to: '/plans' }, { label: 'Plan Details' }]} />
      <h1>{p.plan_name}</h1>
      <p className="plan-detail__carrier">{p.carrier_name}</p>
      {enrollmentId ? (
        <CompareToggle planId={planId} planName={p.plan_name} category={p.plan_category} />
      ) : null}
      {enrollmentId ? (
        <Suspense fallback={<FilterPlaceholder />}>
          {painted ? (
            <FilterPanel
              enrollmentId={enrollmentId}
              withIncome={p.requires_income}
              planId={planId}
              editing={editingFilter}
              onEditing={setEditingFilter}
            />
          ) : (
            <FilterPlaceholder />
          )}
        </Suspense>
      ) : null}
      {d.header_text ? <p className="plan-detail__header">{d.header_text}</p> : null}
      {d.blueBarText ? <p className="blue-bar">{d.blueBarText}</p> : null}
      <p>{d.body_text}</p>
      {d.association_text ? <p className="association-text">{d.association_text}</p> : null}
      <BenefitFactsTable planName={p.plan_name} facts={p.benefit_facts} carrierFacts={p.carrier_facts} />
      <Collapsible title={d.exclusions_text_name || 'Exclusions'} text={d.exclusions_text} />
      <Collapsible title={d.example_text_name || 'Example'} text={d.example_text} />
      <Collapsible title={d.faq_text_name || 'FAQ'} text={d.faq_text} />
      {painted ? (
        <Suspense fallback={<p>Loading…</p>}>
          {/* Keyed by plan (a key of its own among siblings): a related plan starts with no screening result and no chosen option. */}
          <PricingSection
            key={`pricing-${planId}`}
            planId={planId}
            enrollmentId={enrollmentId}
            onEditFilter={() => setEditingFilter(true)}
            category={p.plan_category}
            facts={p.benefit_facts}
          />
          {enrollmentId ? <RelatedPlans key={planId} enrollmentId={enrollmentId} planId={planId} /> : null}
        </Suspense>
      ) : (
        <p>Loading…</p>
      )}
    </article>
  );
}
