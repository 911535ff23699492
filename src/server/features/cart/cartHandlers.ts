import { MEMBERSHIP_STILL_NEEDED_MESSAGE, NEEDS_MEMBERSHIP_MESSAGE } from '../../../domain/association';
import { calendarDateOf } from '../../../domain/dates';
import { effectiveDateChoices } from '../../../domain/effectiveDates';
import { centsToDollars } from '../../../domain/pricing';
import { loadOpenEnrollment, loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { fieldError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { addCartLine, cartHasMembership, countCartLines } from '../../pricing/cartLines';
import { repriceCart } from '../../pricing/cartRepricing';
import { readCart } from '../../pricing/cartView';
import { requireOnMenu } from '../../pricing/groupMenu';

const EMPTY_CART = 'No items in cart.';

export function cartHandlers(
  deps: AppDeps,
): HandlersFor<
  | 'addPlanToCart'
  | 'removePlanFromCart'
  | 'getPlanCart'
  | 'getCartCount'
  | 'getCartAmount'
  | 'getCartEffectiveDates'
  | 'cartCheckout'
> {
  /** Refuses (400 at effective_date) a date the cart does not offer today. */
  const offeredDate = (date: string) => {
    if (!effectiveDateChoices(calendarDateOf(deps.now())).includes(date))
      throw fieldError('effective_date', 'Choose one of the effective dates offered');
  };
  return {
    async addPlanToCart({ body, request }) {
      const { row, filter } = await loadOpenEnrollment(deps, request, body.enrollment_id);
      const plan = await deps.db
        .selectFrom('plans')
        .select(['needs_association', 'category', 'active'])
        .where('id', '=', body.plan_id)
        .executeTakeFirst();
      // Off the group's menu is said before anything else about the plan; no longer offered (addCartLine)
      // before the membership it would need.
      if (plan) await requireOnMenu(deps.db, row.group_id, plan.category, 'plan_id');
      const isMember = row.type === 'existing-user';
      if (
        plan?.needs_association === 1 &&
        plan.active === 1 &&
        !isMember &&
        !(await cartHasMembership(deps, body.enrollment_id))
      ) {
        throw fieldError('plan_id', NEEDS_MEMBERSHIP_MESSAGE, 409);
      }
      await addCartLine(deps, body.enrollment_id, filter, {
        planId: body.plan_id,
        pricingId: body.plan_pricing_id,
        planField: 'plan_id',
        pricingField: 'plan_pricing_id',
        userId: row.user_id,
      });
      return { result: await countCartLines(deps, body.enrollment_id) };
    },

    async removePlanFromCart({ body, request }) {
      const { filter } = await loadOpenEnrollment(deps, request, body.enrollment_id);
      const line = await deps.db
        .selectFrom('cart_lines')
        .select(['removable'])
        .where('enrollment_id', '=', body.enrollment_id)
        .where('plan_id', '=', body.plan_id)
        .where('plan_pricing_id', '=', body.plan_pricing_id)
        .executeTakeFirst();
      if (!line) throw notFound('plan_id', 'This plan is not in your cart');
      if (line.removable !== 1) throw fieldError('plan_id', 'This plan cannot be removed', 409);
      const cart = await readCart(deps, body.enrollment_id, filter);
      if (!cart.lines.find((l) => l.plan_id === body.plan_id)?.removable) {
        throw fieldError('plan_id', MEMBERSHIP_STILL_NEEDED_MESSAGE, 409);
      }
      await deps.db
        .deleteFrom('cart_lines')
        .where('enrollment_id', '=', body.enrollment_id)
        .where('plan_id', '=', body.plan_id)
        .execute();
      return { result: await countCartLines(deps, body.enrollment_id) };
    },

    async getPlanCart({ query, request }) {
      const { filter } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      if (query.effective_date !== undefined) offeredDate(query.effective_date);
      const cart = await readCart(deps, query.enrollment_id, filter, query.effective_date);
      return {
        result: cart.lines,
        // The first month carries the one-time fees; every month after it, the plans' prices only.
        initial_month_cost: centsToDollars(cart.totals.firstMonthCents),
        recurring_month_cost: centsToDollars(cart.totals.recurringCents),
        first_year_cost: centsToDollars(cart.totals.firstYearCents),
      };
    },

    async getCartCount({ query, request }) {
      await loadOwnedEnrollment(deps, request, query.enrollment_id);
      return { result: await countCartLines(deps, query.enrollment_id) };
    },

    async getCartAmount({ query, request }) {
      const { filter } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const cart = await readCart(deps, query.enrollment_id, filter);
      return { result: centsToDollars(cart.totals.recurringCents) };
    },

    async getCartEffectiveDates({ query, request }) {
      await loadOwnedEnrollment(deps, request, query.enrollment_id);
      return { result: effectiveDateChoices(calendarDateOf(deps.now())) };
    },

    async cartCheckout({ body, request }) {
      const { filter } = await loadOpenEnrollment(deps, request, body.enrollment_id);
      const cart = await readCart(deps, body.enrollment_id, filter);
      if (cart.lines.length === 0) throw fieldError('enrollment_id', EMPTY_CART);
      if (cart.lines.some((line) => !line.available)) {
        throw fieldError('enrollment_id', 'Remove the plans that are no longer available for your details');
      }
      offeredDate(body.effective_date);
      await deps.db
        .updateTable('enrollments')
        .set({ effective_date: body.effective_date, updated_at: deps.now().toISOString() })
        .where('id', '=', body.enrollment_id)
        .execute();
      // Priced from now on at the rates in effect on that date (a catalog version may start between).
      await repriceCart(deps, body.enrollment_id, filter);
      return { new_enrollment: true };
    },
  };
}
