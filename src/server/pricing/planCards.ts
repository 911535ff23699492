import type { PlanTable } from '../db/schema';

export type PlanCardRow = Pick<PlanTable, 'id' | 'name' | 'logo' | 'short_text' | 'category'> & {
  carrier_name: string;
};

/** A plan as a card on the wire (plan lists, featured plans, plan detail). */
export function planCard(plan: PlanCardRow) {
  return {
    plan_id: plan.id,
    plan_name: plan.name,
    plan_logo: plan.logo,
    plan_short_text: plan.short_text,
    plan_category: plan.category,
    carrier_name: plan.carrier_name,
  };
}
