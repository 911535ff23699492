import type { FilterInfo } from '../../contract/filterCalls';
import type { AppDeps } from '../appDeps';
import { categoryOnMenu, enrollmentGroupId, menuCategories } from './groupMenu';
import { pricePlan } from './priceQueries';

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
  for (const line of lines) {
    if (!categoryOnMenu(menu, line.category)) continue;
    const priced = await pricePlan(deps.db, line.plan_id, filter, deps.now());
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

/** Whether a cart line's price row is still one of its plan's options for the filter. */
export async function lineStillPriced(
  deps: AppDeps,
  plan: { id: number },
  pricingId: number,
  filter: FilterInfo,
): Promise<boolean> {
  const priced = await pricePlan(deps.db, plan.id, filter, deps.now());
  return priced.ok && priced.options.some((option) => option.id === pricingId);
}
