import type { PlanBenefits } from '../../domain/benefitFacts';
import { type Category, isCategory } from '../../domain/categories';

export interface StoredBenefits {
  category: Category;
  benefits: PlanBenefits;
}

/**
 * A plan's benefit facts as stored in `plans.benefits` (checked when its catalog was applied), with the
 * category they belong to; null when the plan has none, or its row is not what a catalog writes: the
 * plan then shows no facts at all.
 */
export function storedBenefits(plan: { category: string; benefits: string | null }): StoredBenefits | null {
  if (!plan.benefits || !isCategory(plan.category)) return null;
  try {
    const benefits = JSON.parse(plan.benefits) as PlanBenefits | null;
    if (!benefits || typeof benefits.facts !== 'object' || benefits.facts === null) return null;
    return { category: plan.category, benefits };
  } catch {
    return null;
  }
}
