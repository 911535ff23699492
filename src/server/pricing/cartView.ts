import type { CartLine } from '../../contract/cartCalls';
import type { FilterInfo } from '../../contract/filterCalls';
import { ASSOCIATION_CATEGORY } from '../../domain/association';
import { type CartTotals, cartTotals } from '../../domain/cartTotals';
import { centsToDollars } from '../../domain/pricing';
import type { AppDeps } from '../appDeps';
import { coverageDateOf, enrollmentCoverageDate } from './coverageDate';
import { categoryOnMenu, enrollmentGroupId, menuCategories } from './groupMenu';
import { feeOnWire } from './planFees';
import { pricePlans } from './priceQueries';

export interface CartView {
  lines: CartLine[];
  /** First-month and recurring totals of the lines still available (domain/cartTotals.ts). */
  totals: CartTotals;
  categories: string[];
  anyPlanNeedsHealth: boolean;
  /** Whether an association membership is in the cart. */
  hasMembership: boolean;
  /** The names of the plans in the cart that need the association membership. */
  plansNeedingMembership: string[];
}

/**
 * The cart with each line's plan, price and whether the current filter can still buy it (a plan
 * withdrawn from the catalog, or no longer on the group's menu, cannot). Each line is priced on the
 * rates in effect on the enrollment's coverage date (pricing/coverageDate.ts), or on `chosenDate`
 * (mm/dd/yyyy, checked by the caller) when the shopper has chosen one not yet stored: the option it holds,
 * or when a newer catalog version priced that option anew, the same option by name at its new price.
 */
export async function readCart(
  deps: AppDeps,
  enrollmentId: string,
  filter: FilterInfo,
  chosenDate?: string,
): Promise<CartView> {
  const rows = await deps.db
    .selectFrom('cart_lines')
    .innerJoin('plans', 'plans.id', 'cart_lines.plan_id')
    .innerJoin('plan_prices', 'plan_prices.id', 'cart_lines.plan_pricing_id')
    .innerJoin('carriers', 'carriers.id', 'plans.carrier_id')
    .leftJoin('plan_fees', 'plan_fees.plan_id', 'cart_lines.plan_id')
    .select([
      'cart_lines.plan_id',
      'cart_lines.plan_pricing_id',
      'cart_lines.price_cents',
      'cart_lines.removable',
      'plans.name',
      'carriers.name as carrier_name',
      'plans.logo',
      'plans.category',
      'plans.needs_health',
      'plans.needs_association',
      'plans.active',
      'plan_prices.label',
      'plan_fees.label as fee_label',
      'plan_fees.amount_cents as fee_cents',
    ])
    .where('cart_lines.enrollment_id', '=', enrollmentId)
    .orderBy('cart_lines.added_at')
    .orderBy('cart_lines.plan_id')
    .execute();
  const menu = await menuCategories(deps.db, await enrollmentGroupId(deps.db, enrollmentId));
  const lines: CartLine[] = [];
  // A membership stays while a plan that needs it is in the cart.
  const membershipNeeded = rows.some((row) => row.needs_association === 1);
  // Every line's plan priced for the filter in one query, however many lines (pricePlans).
  const priced = await pricePlans(
    deps.db,
    rows.map((row) => row.plan_id),
    filter,
    deps.now(),
    chosenDate === undefined
      ? await enrollmentCoverageDate(deps.db, enrollmentId, deps.now())
      : coverageDateOf(chosenDate, deps.now()),
  );
  for (const row of rows) {
    const options = priced.get(row.plan_id);
    const current =
      options?.ok === true
        ? (options.options.find((option) => option.id === row.plan_pricing_id) ??
          options.options.find((option) => option.label === row.label))
        : undefined;
    const available = row.active === 1 && categoryOnMenu(menu, row.category) && current !== undefined;
    // A line that cannot be bought keeps what it held: the option and price it was added at.
    const priceCents = available ? current.priceCents : row.price_cents;
    lines.push({
      plan_id: row.plan_id,
      plan_pricing_id: available ? current.id : row.plan_pricing_id,
      plan_name: row.name,
      carrier_name: row.carrier_name,
      plan_logo: row.logo,
      plan_category: row.category,
      price_label: row.label,
      price: centsToDollars(priceCents),
      ...feeOnWire({ label: row.fee_label ?? '', cents: Number(row.fee_cents ?? 0) }),
      removable: row.removable === 1 && !(row.category === ASSOCIATION_CATEGORY && membershipNeeded),
      available,
    });
  }
  return {
    lines,
    totals: cartTotals(lines),
    categories: [...new Set(rows.map((row) => row.category))],
    anyPlanNeedsHealth: rows.some((row) => row.needs_health === 1),
    hasMembership: rows.some((row) => row.category === ASSOCIATION_CATEGORY),
    plansNeedingMembership: rows.filter((row) => row.needs_association === 1).map((row) => row.name),
  };
}
