import type { RecommendedPlan } from '../../../contract/recommendationCalls';
import { ASSOCIATION_CATEGORY } from '../../../domain/association';
import { centsToDollars } from '../../../domain/pricing';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import type { HandlersFor } from '../../http/registerEndpoints';
import { readCart } from '../../pricing/cartView';
import { type EligiblePlan, eligiblePlans } from '../../pricing/eligiblePlans';
import { categoryOnMenu, groupIdOf, menuCategories } from '../../pricing/groupMenu';
import { popularityScores } from '../../pricing/popularity';
import { pricingFilterOf } from '../../pricing/priceQueries';
import { rateVersionOn, todayIso } from '../../pricing/rateVersion';

const LIMIT = 10;

function fromEligible(plan: EligiblePlan): RecommendedPlan {
  return {
    plan_id: plan.id,
    plan_name: plan.name,
    plan_logo: plan.logo,
    plan_price: centsToDollars(plan.cheapest.priceCents),
    plan_category: plan.category,
    plan_short_text: plan.short_text,
  };
}

export function recommendationHandlers(
  deps: AppDeps,
): HandlersFor<'recommendPopular' | 'recommendForFilter' | 'recommendForCart' | 'recommendedPlanDetails'> {
  /** Plan cards with their lowest price for anyone ("from"), for ids or for a state. */
  const cardsFrom = async (filter: {
    ids?: number[];
    state?: string | undefined;
  }): Promise<RecommendedPlan[]> => {
    const version = await rateVersionOn(deps.db, todayIso(deps.now()));
    let query = deps.db
      .selectFrom('plans')
      .innerJoin('plan_prices', (join) =>
        join.onRef('plan_prices.plan_id', '=', 'plans.id').on('plan_prices.version_id', '=', version),
      )
      .select(['plans.id', 'plans.name', 'plans.logo', 'plans.category', 'plans.short_text'])
      .select((eb) => eb.fn.min('plan_prices.price_cents').as('cents'))
      .where('plans.active', '=', 1)
      .where('plans.category', '!=', ASSOCIATION_CATEGORY)
      .groupBy(['plans.id', 'plans.name', 'plans.logo', 'plans.category', 'plans.short_text']);
    if (filter.ids) query = query.where('plans.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
    const state = filter.state;
    if (state)
      query = query.where((eb) =>
        eb.or([eb('plan_prices.state', 'is', null), eb('plan_prices.state', '=', state)]),
      );
    const rows = await query.execute();
    return rows.map((row) => ({
      plan_id: row.id,
      plan_name: row.name,
      plan_logo: row.logo,
      plan_price: centsToDollars(Number(row.cents)),
      plan_category: row.category,
      plan_short_text: row.short_text,
    }));
  };
  const byScore = async <T extends { plan_id: number }>(plans: T[], groupId: number | null): Promise<T[]> => {
    const scores = await popularityScores(deps.db, groupId);
    return [...plans].sort(
      (a, b) => (scores.get(b.plan_id) ?? 0) - (scores.get(a.plan_id) ?? 0) || a.plan_id - b.plan_id,
    );
  };

  return {
    async recommendPopular({ query }) {
      const menu = await menuCategories(deps.db, groupIdOf(query.groupID));
      const cards = (await cardsFrom({ state: query.state })).filter((card) =>
        categoryOnMenu(menu, card.plan_category),
      );
      return { result: (await byScore(cards, groupIdOf(query.groupID))).slice(0, LIMIT) };
    },

    async recommendForFilter({ query }) {
      const filter = {
        tier: query.tier,
        age: query.age,
        state: query.state,
        smoker: false,
        annualIncome: null,
        workingHours: null,
      };
      const menu = await menuCategories(deps.db, groupIdOf(query.groupID));
      const eligible = [...(await eligiblePlans(deps.db, filter, menu, Date.now())).values()].flat();
      return {
        result: (await byScore(eligible.map(fromEligible), groupIdOf(query.groupID))).slice(0, LIMIT),
      };
    },

    async recommendForCart({ query, request }) {
      const { row, filter } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const menu = await menuCategories(deps.db, row.group_id);
      const cart = await readCart(deps, query.enrollment_id, filter);
      const inCart = new Set(cart.lines.map((line) => line.plan_id));
      const hasMembership = cart.categories.includes(ASSOCIATION_CATEGORY);
      const needing = await deps.db
        .selectFrom('plans')
        .select('id')
        .where('needs_association', '=', 1)
        .execute();
      const needingIds = new Set(needing.map((p) => p.id));
      const cartNeedsMembership = cart.lines.some((line) => needingIds.has(line.plan_id));
      const eligible = [
        ...(await eligiblePlans(deps.db, pricingFilterOf(filter, deps.now()), menu, Date.now())).values(),
      ]
        .flat()
        .filter((plan) => !inCart.has(plan.id));
      const suggestions: RecommendedPlan[] = [];
      if (cartNeedsMembership && !hasMembership && menu.length > 0) {
        const version = await rateVersionOn(deps.db, todayIso(deps.now()));
        const memberships = await deps.db
          .selectFrom('plans')
          .innerJoin('plan_prices', (join) =>
            join.onRef('plan_prices.plan_id', '=', 'plans.id').on('plan_prices.version_id', '=', version),
          )
          .select(['plans.id', 'plans.name', 'plans.logo', 'plans.category', 'plans.short_text'])
          .select((eb) => eb.fn.min('plan_prices.price_cents').as('cents'))
          .where('plans.category', '=', ASSOCIATION_CATEGORY)
          .where('plans.active', '=', 1)
          .groupBy(['plans.id', 'plans.name', 'plans.logo', 'plans.category', 'plans.short_text'])
          .orderBy('plans.id')
          .execute();
        suggestions.push(
          ...memberships.map((m) => ({
            plan_id: m.id,
            plan_name: m.name,
            plan_logo: m.logo,
            plan_price: centsToDollars(Number(m.cents)),
            plan_category: m.category,
            plan_short_text: m.short_text,
          })),
        );
      }
      if (hasMembership)
        suggestions.push(
          ...(await byScore(eligible.filter((p) => needingIds.has(p.id)).map(fromEligible), row.group_id)),
        );
      const coveredCategories = new Set(cart.categories);
      const others = await byScore(
        eligible.filter((p) => !coveredCategories.has(p.category)).map(fromEligible),
        row.group_id,
      );
      const seen = new Set<number>();
      const result = [...suggestions, ...others].filter((p) => !seen.has(p.plan_id) && seen.add(p.plan_id));
      return { result: result.slice(0, LIMIT) };
    },

    async recommendedPlanDetails({ query }) {
      const ids = [...new Set(query.plan_list.split(',').map(Number))].slice(0, 50);
      const cards = await cardsFrom({ ids });
      return { result: ids.flatMap((id) => cards.filter((card) => card.plan_id === id)) };
    },
  };
}
