import type { PlanDescription } from '../../../contract/compareCalls';
import { optionFacts } from '../../../domain/benefitFacts';
import { factLines } from '../../../domain/factLines';
import { COMPARE_ONE_CATEGORY_MESSAGE, faqQuestions } from '../../../domain/planComparison';
import { centsToDollars } from '../../../domain/pricing';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { fromJsonText } from '../../db/json';
import { fieldError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { cartHasMembership } from '../../pricing/cartLines';
import { requireOnMenu } from '../../pricing/groupMenu';
import { feeOnWire, planFees } from '../../pricing/planFees';
import { planStanding } from '../../pricing/planStanding';
import { statementsAnswered } from '../../pricing/screeningStatus';
import { storedBenefits } from '../../pricing/storedBenefits';

const PLAN_NOT_FOUND = 'Plan not found';

/** compare-plans: up to three plans of one category, each priced and checked as its own page would. */
export function compareHandlers(deps: AppDeps): HandlersFor<'comparePlans'> {
  return {
    async comparePlans({ query, request }) {
      const enrollment = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const ids = query.plan_ids;
      const rows = await deps.db
        .selectFrom('plans')
        .innerJoin('carriers', 'carriers.id', 'plans.carrier_id')
        .select([
          'plans.id',
          'plans.name',
          'plans.logo',
          'plans.category',
          'plans.description',
          'plans.has_screening',
          'plans.max_issue_age',
          'plans.has_supplemental_questions',
          'plans.needs_association',
          'plans.benefits',
          'carriers.name as carrier_name',
        ])
        .where('plans.id', 'in', ids)
        .where('plans.active', '=', 1)
        .execute();
      const plans = ids.map((id) => rows.find((row) => row.id === id));
      for (const plan of plans) {
        if (!plan) throw notFound('plan_ids', PLAN_NOT_FOUND);
        // The group menu rule of pricing and the cart: a plan the group does not offer is refused.
        await requireOnMenu(deps.db, enrollment.row.group_id, plan.category, 'plan_ids');
      }
      const found = plans.filter((plan) => plan !== undefined);
      if (new Set(found.map((plan) => plan.category)).size > 1)
        throw fieldError('plan_ids', COMPARE_ONE_CATEGORY_MESSAGE);

      const hasMembership = await cartHasMembership(deps, enrollment.row.id);
      const fees = await planFees(
        deps.db,
        found.map((plan) => plan.id),
      );
      const result = [];
      for (const plan of found) {
        const standing = await planStanding(deps, enrollment, plan);
        const desc = fromJsonText<PlanDescription>(plan.description);
        const stored = storedBenefits(plan);
        // Every standard fact of an option (the plan's own, then the option's overrides): the rows of the comparison.
        const factsOf = (label: string | null) =>
          stored
            ? factLines(stored.category, label ? optionFacts(stored.benefits, label) : stored.benefits.facts)
            : [];
        const needsStatements =
          plan.has_supplemental_questions === 1 &&
          !(await statementsAnswered(deps.db, enrollment.row.id, plan.id));
        const needsMembership =
          plan.needs_association === 1 && enrollment.row.type !== 'existing-user' && !hasMembership;
        result.push({
          plan_id: plan.id,
          plan_name: plan.name,
          plan_logo: plan.logo,
          plan_category: plan.category,
          carrier_name: plan.carrier_name,
          header_text: desc.header_text,
          exclusions_text_name: desc.exclusions_text_name,
          exclusions_text: desc.exclusions_text,
          example_text_name: desc.example_text_name,
          example_text: desc.example_text,
          faq_text_name: desc.faq_text_name,
          faq_titles: faqQuestions(desc.faq_text),
          options: standing.options.map((option) => ({
            plan_id: plan.id,
            plan_pricing_id: option.id,
            label: option.label,
            price: centsToDollars(option.priceCents),
            is_prudential: false,
            benefit_facts: factsOf(option.label),
          })),
          benefit_facts: factsOf(null),
          lowest_price: standing.options.length
            ? centsToDollars(Math.min(...standing.options.map((option) => option.priceCents)))
            : null,
          ...feeOnWire(fees.get(plan.id)),
          errorCode: standing.errorCode,
          message: standing.message,
          finish_on_plan_page: needsStatements || needsMembership,
        });
      }
      return { result };
    },
  };
}
