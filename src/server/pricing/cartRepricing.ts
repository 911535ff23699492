import type { FilterInfo } from '../../contract/filterCalls';
import type { AppDeps } from '../appDeps';
import { enrollmentCoverageDate } from './coverageDate';
import { categoryOnMenu, enrollmentGroupId, menuCategories } from './groupMenu';
import { pricePlans } from './priceQueries';

/**
 * After a filter change, moves each cart line to the same option at the new filter's price.
 * A line the new filter cannot buy, or whose plan is off the group's menu, keeps its row; the cart
 * shows it as no longer available.
 */
export async function repriceCart(deps: AppDeps, enrollmentId: string, filter: FilterInfo): Promise<void> {
  const lines = await deps.db
    .selectFrom('cart_lines')
    .innerJoin('plan_prices', 'plan_prices.id', 'cart_lines.plan_pricing_id')
    .innerJoin('plans', 'plans.id', 'cart_lines.plan_id')
    .select(['cart_lines.plan_id', 'cart_lines.plan_pricing_id', 'plan_prices.label', 'plans.category'])
    .where('cart_lines.enrollment_id', '=', enrollmentId)
    .execute();
  const menu = await menuCategories(deps.db, await enrollmentGroupId(deps.db, enrollmentId));
  // Every line's plan priced in one query (pricePlans), not one query per line.
  const pricedByPlan = await pricePlans(
    deps.db,
    lines.map((line) => line.plan_id),
    filter,
    deps.now(),
    await enrollmentCoverageDate(deps.db, enrollmentId, deps.now()),
  );
  for (const line of lines) {
    if (!categoryOnMenu(menu, line.category)) continue;
    const priced = pricedByPlan.get(line.plan_id) ?? { ok: false as const, error: 'tierError' as const };
    const same = priced.ok ? priced.options.find((option) => option.label === line.label) : undefined;
    if (!same) continue;
    await deps.db
      .updateTable('cart_lines')
      .set({ plan_pricing_id: same.id, price_cents: same.priceCents })
      .where('enrollment_id', '=', enrollmentId)
      .where('plan_id', '=', line.plan_id)
      .execute();
  }
}
