import type { FastifyRequest } from 'fastify';
import { ELEVATE_PLAN_LIMIT } from '../../../contract/planCalls';
import { type Category, isCategory } from '../../../domain/categories';
import { optionFactLines, planFactLines } from '../../../domain/factLines';
import { centsToDollars as toDollars } from '../../../domain/pricing';
import { PLAN_NO_LONGER_OFFERED, PLAN_NOTICES, type PlanNotice } from '../../../domain/pricingMessages';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { fromJsonText } from '../../db/json';
import { fieldError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { groupCategories, offeredCategories, withinLimit } from '../../pricing/categoryOffers';
import { coverageDateOf } from '../../pricing/coverageDate';
import { eligiblePlans } from '../../pricing/eligiblePlans';
import { factsByPlan } from '../../pricing/factsByPlan';
import { featuredPlanIds } from '../../pricing/featuredPlans';
import { groupIdOf, menuCategories, requireOnMenu } from '../../pricing/groupMenu';
import { planCard } from '../../pricing/planCards';
import { feeOnWire, planFees } from '../../pricing/planFees';
import { planStanding } from '../../pricing/planStanding';
import { pricingFilterOf } from '../../pricing/priceQueries';
import { rateVersionOn } from '../../pricing/rateVersion';
import { storedBenefits } from '../../pricing/storedBenefits';
import { filteredPlansPage } from './filteredPlansPage';

const PLAN_NOT_FOUND = 'Plan not found';
/** A plan without benefit facts shows none. */
const NO_FACTS = { facts: [], carrierFacts: [] };

export function catalogHandlers(
  deps: AppDeps,
): HandlersFor<
  | 'getCommonMenu'
  | 'getGroupMenu'
  | 'getFeaturedPlans'
  | 'getFilteredPlans'
  | 'getLeftSideFilterFields'
  | 'getMenuFilteredPlans'
  | 'getPlanDetail'
  | 'getPlanPricingDetail'
  | 'getPlanPricingDetailElevate'
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
        'plans.max_issue_age',
        'plans.benefits',
        'carriers.name as carrier_name',
      ])
      .where('plans.active', '=', 1);

  /**
   * The plan on sale that replaced a plan no longer sold (null: the plan is on sale, or unknown).
   * A plan no longer sold (withdrawn by a newer catalog, or retired) with no such successor is
   * refused at `field` with 410 and a plain message (docs/decisions.md, issue 27).
   */
  const soldInstead = async (planId: number, field: string) => {
    const retired = await deps.db
      .selectFrom('plans')
      .select('successor_plan_id')
      .where('id', '=', planId)
      .where('active', '=', 0)
      .executeTakeFirst();
    if (!retired) return null;
    const successor = retired.successor_plan_id
      ? await plansWithCarrier().where('plans.id', '=', retired.successor_plan_id).executeTakeFirst()
      : undefined;
    if (!successor) throw fieldError(field, PLAN_NO_LONGER_OFFERED, 410);
    return successor;
  };

  /**
   * The plans an enrollment's filter can buy, by category: the categories asked for (none: all),
   * kept to those its group offers.
   */
  const eligibleFor = async (request: FastifyRequest, enrollmentId: string, wanted: Category[] = []) => {
    const { row, filter } = await loadOwnedEnrollment(deps, request, enrollmentId);
    const categories = withinLimit(wanted, [...(await menuCategories(deps.db, row.group_id))]);
    const byCategory = await eligiblePlans(
      deps.db,
      pricingFilterOf(filter, deps.now()),
      categories,
      Date.now(),
      coverageDateOf(row.effective_date, deps.now()),
    );
    const version = await rateVersionOn(deps.db, coverageDateOf(row.effective_date, deps.now()));
    return { categories, byCategory, forSale: version > 0, version };
  };

  return {
    async getCommonMenu() {
      return { result: await offeredCategories(deps.db, null) };
    },

    async getGroupMenu({ query }) {
      const limit = await groupCategories(deps.db, query.group_id);
      if (limit === undefined) throw notFound('group_id', 'Unknown group');
      return { result: await offeredCategories(deps.db, limit) };
    },

    async getFeaturedPlans({ query }) {
      // A group's people see only the categories on its menu.
      const menu = await menuCategories(deps.db, groupIdOf(query.group_id));
      if (menu.length === 0) return { result: [] };
      // The group's, portal's or rep's own pick, else the catalog's (pricing/featuredPlans).
      const ids = await featuredPlanIds(deps.db, {
        groupId: groupIdOf(query.group_id),
        portalId: groupIdOf(query.portal_id),
        agentId: groupIdOf(query.agent_id),
      });
      if (ids.length === 0) return { result: [] };
      const found = await plansWithCarrier()
        .where('plans.id', 'in', ids)
        .where('plans.category', 'in', [...menu])
        .execute();
      const order = new Map(ids.map((id, index) => [id, index]));
      const plans = found.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).slice(0, 12);
      return { result: plans.map(planCard) };
    },

    async getFilteredPlans({ query, request }) {
      const wanted = (query.categories ?? '')
        .split(',')
        .map((value) => value.trim())
        .filter(isCategory);
      const { categories, byCategory, forSale, version } = await eligibleFor(
        request,
        query.enrollment_id,
        wanted,
      );
      // Made once per filter, menu and page while the eligible plans are kept (filteredPlansPage).
      const facts = await factsByPlan(deps.db, version);
      return filteredPlansPage(byCategory, categories, query.page, query.limit, forSale, facts);
    },

    async getPlanPricingDetailElevate({ query, request }) {
      const { byCategory } = await eligibleFor(request, query.enrollment_id);
      // The one-page pick adds straight to the cart: a plan still waiting on income and hours is left out.
      const plans = [...byCategory.values()]
        .flat()
        .filter((plan) => !plan.incomeDecides)
        .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
        .slice(0, ELEVATE_PLAN_LIMIT);
      return {
        result: plans.map((plan) => ({
          pid: plan.id,
          ppid: plan.cheapest.id,
          plan_name: plan.name,
          plan_category: plan.category,
          label: plan.cheapest.label,
          price: toDollars(plan.cheapest.priceCents),
          ...feeOnWire(plan.fee),
        })),
      };
    },

    async getLeftSideFilterFields({ query, request }) {
      const { categories, byCategory } = await eligibleFor(request, query.enrollment_id);
      return {
        result: { categories: categories.filter((category) => (byCategory.get(category) ?? []).length > 0) },
      };
    },

    async getMenuFilteredPlans({ query }) {
      if (!isCategory(query.category)) throw notFound('category', 'Unknown category');
      const menu = await menuCategories(deps.db, groupIdOf(query.group_id));
      if (!menu.includes(query.category)) return { result: [] };
      const plans = await plansWithCarrier()
        .where('plans.category', '=', query.category)
        .orderBy('plans.popularity', 'desc')
        .orderBy('plans.id')
        .limit(100)
        .execute();
      return { result: plans.map(planCard) };
    },

    async getPlanDetail({ params }) {
      const successor = await soldInstead(params.id, 'id');
      const plan =
        successor ?? (await plansWithCarrier().where('plans.id', '=', params.id).executeTakeFirst());
      if (!plan) throw notFound('id', PLAN_NOT_FOUND);
      const stored = storedBenefits(plan);
      const facts = stored ? planFactLines(stored.category, stored.benefits) : NO_FACTS;
      return {
        ...planCard(plan),
        plan_desc: fromJsonText(plan.description),
        requires_income: plan.min_annual_income !== null || plan.min_working_hours !== null,
        replaced_by: successor ? successor.id : null,
        benefit_facts: facts.facts,
        carrier_facts: facts.carrierFacts,
      };
    },

    async getPlanPricingDetail({ query, request }) {
      const successor = await soldInstead(query.pid, 'pid');
      if (successor) {
        // A retired plan sends the shopper to the plan that replaced it (whose page tells its own fee).
        return {
          plans: [],
          errorCode: 'changePid',
          pid: successor.id,
          message: PLAN_NOTICES.changePid,
          ...feeOnWire(undefined),
        };
      }
      const plan = await plansWithCarrier().where('plans.id', '=', query.pid).executeTakeFirst();
      if (!plan) throw notFound('pid', PLAN_NOT_FOUND);
      // The plan's one-time fee is told with every answer, before the shopper's details price it too.
      const fee = feeOnWire((await planFees(deps.db, [plan.id])).get(plan.id));
      const notice = (code: PlanNotice) => ({
        plans: [],
        errorCode: code,
        pid: plan.id,
        message: PLAN_NOTICES[code],
        ...fee,
      });
      if (!query.enrollment_id) return notice('enrollmentIdError');
      const { row, filter } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      await requireOnMenu(deps.db, row.group_id, plan.category, 'pid');
      // The same steps as the comparison's (pricing/planStanding): portal, pricing engine, screening.
      const standing = await planStanding(deps, { row, filter }, plan);
      if (standing.errorCode !== null)
        return { plans: [], errorCode: standing.errorCode, pid: plan.id, message: standing.message, ...fee };
      const stored = storedBenefits(plan);
      return {
        plans: standing.options.map((option) => ({
          plan_id: plan.id,
          plan_pricing_id: option.id,
          label: option.label,
          price: toDollars(option.priceCents),
          is_prudential: false,
          option_facts: stored ? optionFactLines(stored.category, stored.benefits, option.label) : [],
        })),
        errorCode: null,
        pid: plan.id,
        message: null,
        ...fee,
      };
    },
  };
}
