import { CATEGORIES } from '../../../domain/categories';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { cartHasPremier } from '../../enrollment/premierCart';
import { notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { coverageDateOf } from '../../pricing/coverageDate';
import { eligiblePlans, pricedCard } from '../../pricing/eligiblePlans';
import { menuCategories } from '../../pricing/groupMenu';
import { pricingFilterOf } from '../../pricing/priceQueries';

const RELATED = 4;

export function planChecksHandlers(
  deps: AppDeps,
): HandlersFor<'getRelatedPlans' | 'getMoreRequirement' | 'checkAlreadyInCart' | 'checkDisabilityPlan'> {
  const planRow = async (planId: number) => {
    const plan = await deps.db
      .selectFrom('plans')
      .select(['id', 'category', 'premier', 'min_annual_income', 'min_working_hours'])
      .where('id', '=', planId)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!plan) throw notFound('plan_id', 'Plan not found');
    return plan;
  };

  return {
    async getRelatedPlans({ query, request }) {
      const { row, filter } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const plan = await planRow(query.plan_id);
      const byCategory = await eligiblePlans(
        deps.db,
        pricingFilterOf(filter, deps.now()),
        await menuCategories(deps.db, row.group_id),
        Date.now(),
        coverageDateOf(row.effective_date, deps.now()),
      );
      const sameCategory = byCategory.get(plan.category) ?? [];
      const others = CATEGORIES.filter((c) => c !== plan.category).flatMap((c) =>
        (byCategory.get(c) ?? []).slice(0, 1),
      );
      const related = [...sameCategory, ...others.sort((a, b) => b.popularity - a.popularity)]
        .filter((candidate) => candidate.id !== plan.id)
        .slice(0, RELATED);
      return { result: related.map(pricedCard) };
    },

    async getMoreRequirement({ query, request }) {
      if (query.plan_id !== undefined) return { result: (await planRow(query.plan_id)).premier === 1 };
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id ?? '');
      return { result: await cartHasPremier(deps.db, owned.row.id) };
    },

    async checkAlreadyInCart({ body, request }) {
      await loadOwnedEnrollment(deps, request, body.enrollment_id);
      const line = await deps.db
        .selectFrom('cart_lines')
        .select('plan_id')
        .where('enrollment_id', '=', body.enrollment_id)
        .where('plan_id', '=', body.plan_id)
        .executeTakeFirst();
      return { status: Boolean(line) };
    },

    async checkDisabilityPlan({ query, request }) {
      const { filter } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const plan = await planRow(query.plan_id);
      const status = plan.min_annual_income !== null || plan.min_working_hours !== null;
      const missing = status && (filter.annual_incode === null || filter.working_hours === null);
      return { status, missing_details: missing };
    },
  };
}
