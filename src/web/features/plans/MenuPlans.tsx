import { getMenuFilteredPlans } from '../../../contract/planCalls';
import { type Category, categoryLabel } from '../../../domain/categories';
import { callQuery } from '../../api/callQuery';
import { useQuery } from '../../api/useQuery';
import { LazyEligibilityForm } from '../../components/LazyEligibilityForm';
import { PlanGrid } from '../../components/PlanGrid';
import { ShopBreadcrumbs } from '../../components/ShopBreadcrumbs';
import { useEnrollContext } from '../../session/enrollContext';

/** A stored id as the menu call's query takes it, or nothing. */
function idParam(id: number | undefined): string | undefined {
  return id === undefined ? undefined : String(id);
}

/** One menu category's plans, without prices, for the store the visitor came through. */
function CategoryPlans({ category }: { category: Category }) {
  const context = useEnrollContext();
  const plans = useQuery({
    ...callQuery(getMenuFilteredPlans, {
      query: {
        category,
        group_id: idParam(context?.group_id),
        agent_id: idParam(context?.agent_id),
        portal_id: idParam(context?.platform_group_id),
        eprocess: context?.eprocess,
        open_type: context?.open_type,
      },
    }),
  });
  const label = categoryLabel(category);
  return (
    <section aria-labelledby={`menu-${category}`} className="plan-category">
      <h2 id={`menu-${category}`}>{label}</h2>
      {plans.isPending ? <p>Loading plans…</p> : null}
      {plans.isError ? <p role="alert">{plans.error.message}</p> : null}
      {plans.isSuccess && plans.data.result.length === 0 ? (
        <p>No Plans are available for your selection</p>
      ) : null}
      <PlanGrid plans={plans.data?.result ?? []} />
    </section>
  );
}

/**
 * /plans?type= before any details are given (document 1, 4): the menu category's plans through
 * get-menu-filtered-plans, and the details form above them; once it is saved the page shows the
 * same categories priced for the visitor.
 */
export function MenuPlans({ categories }: { categories: Category[] }) {
  return (
    <div className="plans-page">
      <ShopBreadcrumbs items={[{ label: 'Plans' }]} />
      <h1>Plans</h1>
      <p>Tell us a little about yourself to see your prices.</p>
      <LazyEligibilityForm onSaved={() => {}} />
      {categories.map((category) => (
        <CategoryPlans key={category} category={category} />
      ))}
    </div>
  );
}
