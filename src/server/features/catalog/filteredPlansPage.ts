import { optionFacts } from '../../../domain/benefitFacts';
import { type Category, categoryLabel } from '../../../domain/categories';
import type { FactLine } from '../../../domain/factLines';
import { beatenBy, type WeighedPlan } from '../../../domain/planDominance';
import { withSerializedEnvelope } from '../../http/serializedAnswers';
import { type EligibleByCategory, type EligiblePlan, pricedCard } from '../../pricing/eligiblePlans';
import type { FactsByPlan } from '../../pricing/factsByPlan';

/** How many pages of one filter's plan list are kept made (the first pages are asked most). */
const PAGES_KEPT = 16;

/** The plan that beats a listed one: costs less and covers at least as much (domain/planDominance). */
interface BeatenBy {
  plan_id: number;
  plan_name: string;
}

/**
 * One page of get-filtered-plans: each category's count and its plans on the page, with their key
 * facts and the plan that beats each, if one does.
 */
export type FilteredPlansPage = {
  result: {
    category: string;
    category_label: string;
    total: number;
    page: number;
    plans: (ReturnType<typeof pricedCard> & { key_facts: FactLine[]; beaten_by: BeatenBy | null })[];
  }[];
  for_sale: boolean;
};

/**
 * Pages made per eligible-plans result: the result is kept a minute per filter and menu by
 * pricing/eligiblePlans, so a page made from it (and its JSON) lives exactly as long as the
 * plans it shows, and a changed filter or menu is a new result with no pages yet.
 */
const pagesByResult = new WeakMap<EligibleByCategory, Map<string, FilteredPlansPage>>();

/**
 * A page of the filter's plans, made (and serialized) once per result, page and size: on the
 * 10,000-plan catalog the same first page is asked over and over, and building its cards and
 * JSON was most of the call's time.
 */
export function filteredPlansPage(
  plans: EligibleByCategory,
  categories: readonly Category[],
  page: number,
  limit: number,
  forSale: boolean,
  facts: FactsByPlan,
): FilteredPlansPage {
  const pages = pagesByResult.get(plans) ?? new Map<string, FilteredPlansPage>();
  pagesByResult.set(plans, pages);
  const key = `${categories.join(',')}|${page}|${limit}|${forSale}`;
  const held = pages.get(key);
  if (held) return held;
  const start = (page - 1) * limit;
  const result = categories
    .map((category) => {
      const inCategory = plans.get(category) ?? [];
      const onPage = inCategory.slice(start, start + limit);
      const beaten = beatenOnPage(onPage, inCategory, facts);
      return {
        category,
        category_label: categoryLabel(category),
        total: inCategory.length,
        page,
        plans: onPage.map((plan) => ({
          ...pricedCard(plan),
          key_facts: facts.get(plan.id)?.keyFacts ?? [],
          beaten_by: beaten.get(plan.id) ?? null,
        })),
      };
    })
    .filter((group) => group.total > 0);
  const made = withSerializedEnvelope({ result, for_sale: forSale });
  pages.set(key, made);
  if (pages.size > PAGES_KEPT) pages.delete(pages.keys().next().value as string);
  return made;
}

/** A category's plans as the dominance rule weighs them, made once per eligible-plans result. */
const weighedByCategory = new WeakMap<readonly EligiblePlan[], WeighedPlan[]>();

/**
 * Each plan weighed at its listed option (the cheapest), with that option's facts; plans without
 * facts are not weighed.
 */
function weighedCategory(inCategory: readonly EligiblePlan[], facts: FactsByPlan): WeighedPlan[] {
  const held = weighedByCategory.get(inCategory);
  if (held) return held;
  const weighed = inCategory.flatMap((plan) => {
    const benefits = facts.get(plan.id)?.benefits;
    return benefits
      ? [
          {
            id: plan.id,
            premiumCents: plan.cheapest.priceCents,
            facts: optionFacts(benefits, plan.cheapest.label),
          },
        ]
      : [];
  });
  weighedByCategory.set(inCategory, weighed);
  return weighed;
}

/**
 * Which of a page's plans another plan of the category beats, over every plan the filter can buy in
 * the category (not only the page): a page's plans against the category, so a page costs its size
 * times the category's, never the category's square.
 */
function beatenOnPage(
  onPage: readonly EligiblePlan[],
  inCategory: readonly EligiblePlan[],
  facts: FactsByPlan,
): Map<number, BeatenBy> {
  const among = weighedCategory(inCategory, facts);
  const pageIds = new Set(onPage.map((plan) => plan.id));
  const asked = among.filter((plan) => pageIds.has(plan.id));
  const beaten = new Map<number, BeatenBy>();
  for (const [id, by] of beatenBy(asked, among)) {
    const name = inCategory.find((plan) => plan.id === by)?.name ?? '';
    beaten.set(id, { plan_id: by, plan_name: name });
  }
  return beaten;
}
