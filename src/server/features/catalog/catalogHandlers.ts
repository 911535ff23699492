import { CATEGORIES, type Category, categoryLabel, isCategory } from '../../../domain/categories';
import { centsToDollars as toDollars } from '../../../domain/pricing';
import { PLAN_NOTICES, type PlanNotice, PRICING_MESSAGES } from '../../../domain/pricingMessages';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { fromJsonText } from '../../db/json';
import type { PlanTable } from '../../db/schema';
import { notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { pricePlan, pricingFilterOf } from '../../pricing/priceQueries';
import { screeningStatus } from '../../pricing/screeningStatus';

const PLAN_NOT_FOUND = 'Plan not found';

type PlanCard = Pick<PlanTable, 'id' | 'name' | 'logo' | 'short_text' | 'category'> & {
  carrier_name: string;
};

function card(plan: PlanCard) {
  return {
    plan_id: plan.id,
    plan_name: plan.name,
    plan_logo: plan.logo,
    plan_short_text: plan.short_text,
    plan_category: plan.category,
    carrier_name: plan.carrier_name,
  };
}

export function catalogHandlers(
  deps: AppDeps,
): HandlersFor<
  'getCommonMenu' | 'getFeaturedPlans' | 'getFilteredPlans' | 'getPlanDetail' | 'getPlanPricingDetail'
> {
  const plansWithCarrier = () =>
    deps.db
      .selectFrom('plans')
      .innerJoin('carriers', 'carriers.id', 'plans.carrier_id')
      .select([
        'plans.id',
        'plans.name',
        'plans.logo',
        'plans.short_text',
        'plans.category',
        'plans.description',
        'plans.min_annual_income',
        'plans.min_working_hours',
        'plans.has_screening',
        'carriers.name as carrier_name',
      ])
      .where('plans.active', '=', 1);

  return {
    async getCommonMenu() {
      const rows = await deps.db
        .selectFrom('plans')
        .select('category')
        .distinct()
        .where('active', '=', 1)
        .execute();
      const offered = new Set(rows.map((row) => row.category));
      return { result: CATEGORIES.filter((category) => offered.has(category)) };
    },

    async getFeaturedPlans() {
      const plans = await plansWithCarrier()
        .where('plans.featured', '=', 1)
        .orderBy('plans.id')
        .limit(12)
        .execute();
      return { result: plans.map(card) };
    },

    async getFilteredPlans({ query, request }) {
      const { filter } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const wanted = (query.categories ?? '')
        .split(',')
        .map((value) => value.trim())
        .filter(isCategory);
      const categories: Category[] = wanted.length > 0 ? wanted : [...CATEGORIES];
      const pf = pricingFilterOf(filter, deps.now());
      // One query finds every price row that fits the filter; the cheapest per plan is its card price.
      const rows = await plansWithCarrier()
        .innerJoin('plan_prices', 'plan_prices.plan_id', 'plans.id')
        .select(['plan_prices.id as pricing_id', 'plan_prices.price_cents', 'plan_prices.label'])
        .where('plans.category', 'in', categories)
        .where('plan_prices.tier', '=', pf.tier)
        .where('plan_prices.age_min', '<=', pf.age)
        .where('plan_prices.age_max', '>=', pf.age)
        .where((eb) => eb.or([eb('plan_prices.state', 'is', null), eb('plan_prices.state', '=', pf.state)]))
        .where((eb) =>
          eb.or([eb('plan_prices.tobacco', 'is', null), eb('plan_prices.tobacco', '=', pf.smoker ? 1 : 0)]),
        )
        .orderBy('plans.id')
        .execute();
      const cheapest = new Map<number, (typeof rows)[number]>();
      for (const row of rows) {
        if (row.min_annual_income !== null && (pf.annualIncome ?? 0) < row.min_annual_income) continue;
        if (row.min_working_hours !== null && (pf.workingHours ?? 0) < row.min_working_hours) continue;
        const held = cheapest.get(row.id);
        if (!held || row.price_cents < held.price_cents) cheapest.set(row.id, row);
      }
      const result = categories
        .map((category) => ({
          category,
          category_label: categoryLabel(category),
          plans: [...cheapest.values()]
            .filter((row) => row.category === category)
            .map((row) => ({
              ...card(row),
              plan_pricing_id: row.pricing_id,
              price: toDollars(row.price_cents),
              price_label: row.label,
            })),
        }))
        .filter((group) => group.plans.length > 0);
      return { result };
    },

    async getPlanDetail({ params }) {
      const plan = await plansWithCarrier().where('plans.id', '=', params.id).executeTakeFirst();
      if (!plan) throw notFound('id', PLAN_NOT_FOUND);
      return {
        ...card(plan),
        plan_desc: fromJsonText(plan.description),
        requires_income: plan.min_annual_income !== null || plan.min_working_hours !== null,
      };
    },

    async getPlanPricingDetail({ query, request }) {
      const plan = await plansWithCarrier().where('plans.id', '=', query.pid).executeTakeFirst();
      if (!plan) throw notFound('pid', PLAN_NOT_FOUND);
      const notice = (code: PlanNotice) => ({
        plans: [],
        errorCode: code,
        pid: plan.id,
        message: PLAN_NOTICES[code],
      });
      if (!query.enrollment_id) return notice('enrollmentIdError');
      const { filter } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const priced = await pricePlan(deps.db, plan, filter, deps.now());
      if (!priced.ok) {
        return { plans: [], errorCode: priced.error, pid: plan.id, message: PRICING_MESSAGES[priced.error] };
      }
      if (plan.has_screening === 1) {
        const status = await screeningStatus(deps.db, query.enrollment_id, plan.id);
        if (status === 'unanswered') return notice('newQuestionsError');
        if (status === 'declined') return notice('declineError');
      }
      return {
        plans: priced.options.map((option) => ({
          plan_id: plan.id,
          plan_pricing_id: option.id,
          label: option.label,
          price: toDollars(option.priceCents),
          is_prudential: false,
        })),
        errorCode: null,
        pid: plan.id,
        message: null,
      };
    },
  };
}
