import type { OwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';

/** What decides an enrollment's steps and fields: its cart's plans, carriers and categories, group and process. */
export interface EnrollmentScope {
  planIds: number[];
  carrierIds: number[];
  categories: string[];
  anyPlanNeedsHealth: boolean;
  groupId: number | null;
  eprocess: string;
}

/** One query over the cart, without pricing it: steps and fields depend on what is in it, not on prices. */
export async function scopeOf(deps: AppDeps, owned: OwnedEnrollment): Promise<EnrollmentScope> {
  const rows = await deps.db
    .selectFrom('cart_lines')
    .innerJoin('plans', 'plans.id', 'cart_lines.plan_id')
    .select(['plans.id', 'plans.carrier_id', 'plans.category', 'plans.needs_health'])
    .where('cart_lines.enrollment_id', '=', owned.row.id)
    .execute();
  return {
    planIds: rows.map((row) => row.id),
    carrierIds: [...new Set(rows.map((row) => row.carrier_id))],
    categories: [...new Set(rows.map((row) => row.category))],
    anyPlanNeedsHealth: rows.some((row) => row.needs_health === 1),
    groupId: owned.row.group_id,
    eprocess: owned.row.eprocess,
  };
}
