import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { getLeftSideFilterFields } from '../../../contract/planCalls';
import { type Category, categoryLabel, isCategory } from '../../../domain/categories';
import { orderPlans, ordersFor, type PlanOrder } from '../../../domain/planOrder';
import { callQuery } from '../../api/callQuery';
import { getFilterInfoQuery } from '../../api/enrollmentQueries';
import { PLAN_LIST_PAGE_SIZE as PAGE_SIZE, planListQuery } from '../../api/planListQuery';
import { useQuery } from '../../api/useQuery';
import { CompareToggle } from '../../components/CompareToggle';
import { FilterPanel } from '../../components/FilterPanel';
import { FoldingFilter } from '../../components/FoldingFilter';
import { PlanGrid } from '../../components/PlanGrid';
import { ShopBreadcrumbs } from '../../components/ShopBreadcrumbs';
import { useEnrollmentId } from '../../session/enrollmentSession';
import { useBranding } from '../../site/branding';
import { usePageTitle } from '../../site/usePageTitle';
import { LoadFailed } from '../../ui/LoadFailed';
import { MenuPlans } from './MenuPlans';
import { ALL_CARRIERS, PlanListControls } from './PlanListControls';

/** A store with no catalog yet (docs/decisions.md, issue 27). */
const NOTHING_FOR_SALE =
  'Nothing is for sale yet: this store has not loaded its plans. Please come back soon.';

const NO_GROUPS: PlanGroups = [];

/** The page's heading names the categories chosen: "Dental plans for you", "Dental and Vision plans for you". */
/** The categories shown, named: "Dental plans", "Dental and Vision plans", or "Plans" for all. */
function plansNamed(chosen: readonly Category[]): string {
  const labels = chosen.map(categoryLabel);
  if (labels.length === 0) return 'Plans';
  const named = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
  return `${named} plans`;
}

function headingOf(chosen: readonly Category[]): string {
  return `${plansNamed(chosen)} for you`;
}

type PlanGroups = Awaited<ReturnType<ReturnType<typeof planListQuery>['queryFn']>>['result'];

/**
 * The listed plans in the shopper's order and of the carrier chosen, sorted and filtered in the
 * browser (no call); a category the carrier choice empties is left out. A choice the listed plans no
 * longer offer (another category chosen) falls back to price and every carrier.
 */
function useOrderedPlans(groups: PlanGroups) {
  const [wantedOrder, setOrder] = useState<PlanOrder>('price');
  const [wantedCarrier, setCarrier] = useState(ALL_CARRIERS);
  return useMemo(() => {
    const plans = groups.flatMap((group) => group.plans);
    const orders = ordersFor(plans);
    const carriers = [...new Set(plans.map((plan) => plan.carrier_name))].sort((a, b) => a.localeCompare(b));
    const order = orders.includes(wantedOrder) ? wantedOrder : 'price';
    const carrier = carriers.includes(wantedCarrier) ? wantedCarrier : ALL_CARRIERS;
    const shown = groups
      .map((group) => ({
        ...group,
        plans: orderPlans(
          group.plans.filter((plan) => carrier === ALL_CARRIERS || plan.carrier_name === carrier),
          order,
        ),
      }))
      .filter((group) => group.plans.length > 0);
    return { orders, order, setOrder, carriers, carrier, setCarrier, shown };
  }, [groups, wantedOrder, wantedCarrier]);
}

/** The categories chosen in the URL (?type=dental,vision); none means all. */
function useChosenCategories(): [Category[], (next: Category[]) => void] {
  const [search, setSearch] = useSearchParams();
  const type = search.get('type') ?? '';
  // The boxes follow a click at once; the URL (a router transition) catches up right after.
  const [pending, setPending] = useState<{ target: string; chosen: Category[] } | null>(null);
  useEffect(() => {
    if (pending && pending.target === type) setPending(null);
  }, [pending, type]);
  const chosen = pending ? pending.chosen : type.split(',').filter(isCategory);
  const choose = (next: Category[]) => {
    setPending({ target: next.join(','), chosen: next });
    setSearch(next.length > 0 ? { type: next.join(',') } : {}, { replace: true });
  };
  return [chosen, choose];
}

/** The categories that have plans for the shopper's details (get-left-side-filter-fields). */
function CategoryChooser({
  enrollmentId,
  chosen,
  onChange,
}: {
  enrollmentId: string;
  chosen: Category[];
  onChange: (next: Category[]) => void;
}) {
  const fields = useQuery({
    ...callQuery(getLeftSideFilterFields, { query: { enrollment_id: enrollmentId } }),
  });
  const offered = (fields.data?.result.categories ?? []).filter(isCategory);
  return (
    <fieldset className="category-chooser">
      <legend>Categories</legend>
      {offered.map((category) => (
        <label key={category} className="checkbox">
          <input
            type="checkbox"
            checked={chosen.includes(category)}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, category] : chosen.filter((c) => c !== category))
            }
          />
          {categoryLabel(category)}
        </label>
      ))}
    </fieldset>
  );
}

export function PlansPage() {
  const [chosen, choose] = useChosenCategories();
  usePageTitle(plansNamed(chosen));
  const branding = useBranding();
  const enrollmentId = useEnrollmentId();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const categories = chosen.join(',');
  const single = chosen.length === 1;
  // The details panel sits above the plans; the plans wait for it so nothing moves under the pointer.
  const filter = useQuery({ ...getFilterInfoQuery(enrollmentId ?? ''), enabled: Boolean(enrollmentId) });
  const plans = useQuery({
    ...planListQuery(enrollmentId ?? '', categories, single ? page : 1),
    enabled: Boolean(enrollmentId),
  });
  // The list appears in a render React may pause to let the browser answer (a deferred value), so a
  // long list never holds a slow phone in one piece; until then the answer's render says it is loading.
  // It waits for the details too, so whichever answer comes last, the list is drawn in that render.
  const answer = filter.isSuccess ? plans.data : undefined;
  const listed = useDeferredValue(answer);
  const groups = plans.data?.result ?? NO_GROUPS;
  const listing = answer !== undefined && listed !== answer;
  // Never the list of an earlier answer (another category or page) while the new one is on its way.
  const ordered = useOrderedPlans(answer !== undefined && listed === answer ? groups : NO_GROUPS);
  if (!enrollmentId) {
    // Browsing before any details are given: a menu category's plans, prices once details come.
    return chosen.length > 0 ? <MenuPlans categories={chosen} /> : <Navigate to="/" replace />;
  }
  const shown = ordered.shown;
  return (
    <div className="plans-page">
      <ShopBreadcrumbs items={[{ label: 'Plans' }]} />
      <h1>{headingOf(chosen)}</h1>
      {/* Income and hours join the details once a listed plan waits on them or the shopper gave them. */}
      <FilterPanel
        enrollmentId={enrollmentId}
        withIncome={
          groups.some((group) => group.plans.some((plan) => plan.income_decides)) ||
          filter.data?.annual_incode != null ||
          filter.data?.working_hours != null
        }
      />
      <div className="plans-layout">
        <FoldingFilter>
          <CategoryChooser enrollmentId={enrollmentId} chosen={chosen} onChange={choose} />
        </FoldingFilter>
        <div>
          {plans.isPending || filter.isPending || listing ? <p>Loading plans…</p> : null}
          {/* A failed call says so (never an empty list that reads as "no plans") and offers Retry. */}
          {plans.isError || filter.isError ? (
            <LoadFailed
              what="the plans"
              onRetry={() => {
                if (filter.isError) void filter.refetch();
                void plans.refetch();
              }}
            />
          ) : null}
          {plans.isSuccess && plans.data.for_sale === false ? (
            <div className="empty" role="status">
              <p>{NOTHING_FOR_SALE}</p>
            </div>
          ) : null}
          {plans.isSuccess && plans.data.for_sale && filter.isSuccess && !listing && groups.length === 0 ? (
            <div className="empty">
              {branding?.no_plan_icon ? (
                <img src={branding.no_plan_icon} alt="" width={80} height={80} />
              ) : null}
              <p>No Plans are available for your selection</p>
            </div>
          ) : null}
          {shown.length > 0 ? (
            <PlanListControls
              orders={ordered.orders}
              order={ordered.order}
              onOrder={ordered.setOrder}
              carriers={ordered.carriers}
              carrier={ordered.carrier}
              onCarrier={ordered.setCarrier}
              shownCount={shown.reduce((count, group) => count + group.plans.length, 0)}
            />
          ) : null}
          {shown.map((group) => (
            <section
              key={group.category}
              aria-labelledby={`category-${group.category}`}
              className="plan-category"
            >
              <h2 id={`category-${group.category}`}>{group.category_label}</h2>
              <PlanGrid
                plans={group.plans}
                foot={(plan) => (
                  <CompareToggle
                    planId={plan.plan_id}
                    planName={plan.plan_name}
                    category={plan.plan_category}
                  />
                )}
              />
              {!single && group.total > group.plans.length ? (
                <Link to={`/plans?type=${group.category}`}>
                  See all {group.total} {group.category_label} plans
                </Link>
              ) : null}
              {single && group.total > PAGE_SIZE ? (
                <nav aria-label={`${group.category_label} pages`} className="pager">
                  <p>
                    Page {page} of {Math.ceil(group.total / PAGE_SIZE)}
                  </p>
                  {page > 1 ? (
                    <button
                      type="button"
                      className="button"
                      onClick={() => setSearch({ type: group.category, page: String(page - 1) })}
                    >
                      Previous
                    </button>
                  ) : null}
                  {page * PAGE_SIZE < group.total ? (
                    <button
                      type="button"
                      className="button"
                      onClick={() => setSearch({ type: group.category, page: String(page + 1) })}
                    >
                      Next
                    </button>
                  ) : null}
                </nav>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
