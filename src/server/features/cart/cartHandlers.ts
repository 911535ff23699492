import { calendarDateOf } from '../../../domain/dates';
import { effectiveDateChoices } from '../../../domain/effectiveDates';
import { centsToDollars } from '../../../domain/pricing';
import { DECLINE_MESSAGE } from '../../../domain/screening';
import { loadOpenEnrollment, loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { fieldError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { readCart } from '../../pricing/cartView';
import { pricePlan } from '../../pricing/priceQueries';
import { screeningStatus } from '../../pricing/screeningStatus';

export const EMPTY_CART = 'No items in cart.';
export const ANSWER_QUESTIONS_FIRST = "Please answer this plan's questions first";

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
  const countLines = async (enrollmentId: string) => {
    const row = await deps.db
      .selectFrom('cart_lines')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('enrollment_id', '=', enrollmentId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  return {
    async addPlanToCart({ body, request }) {
      const { filter } = await loadOpenEnrollment(deps, request, body.enrollment_id);
      const plan = await deps.db
        .selectFrom('plans')
        .select(['id', 'min_annual_income', 'min_working_hours', 'has_screening'])
        .where('id', '=', body.plan_id)
        .where('active', '=', 1)
        .executeTakeFirst();
      if (!plan) throw notFound('plan_id', 'Plan not found');
      if (plan.has_screening === 1) {
        const status = await screeningStatus(deps.db, body.enrollment_id, plan.id);
        if (status === 'declined') throw fieldError('plan_id', DECLINE_MESSAGE, 409);
        if (status === 'unanswered') throw fieldError('plan_id', ANSWER_QUESTIONS_FIRST, 409);
      }
      const priced = await pricePlan(deps.db, plan, filter, deps.now());
      const option = priced.ok ? priced.options.find((o) => o.id === body.plan_pricing_id) : undefined;
      if (!option) throw fieldError('plan_pricing_id', 'This price is not available for your details');
      const existing = await deps.db
        .selectFrom('cart_lines')
        .select('plan_id')
        .where('enrollment_id', '=', body.enrollment_id)
        .where('plan_id', '=', plan.id)
        .executeTakeFirst();
      if (existing) throw fieldError('plan_id', 'This plan is already in your cart', 409);
      await deps.db
        .insertInto('cart_lines')
        .values({
          enrollment_id: body.enrollment_id,
          plan_id: plan.id,
          plan_pricing_id: option.id,
          price_cents: option.priceCents,
          removable: 1,
          added_at: deps.now().toISOString(),
        })
        .execute();
      return { result: await countLines(body.enrollment_id) };
    },

    async removePlanFromCart({ body, request }) {
      await loadOpenEnrollment(deps, request, body.enrollment_id);
      const line = await deps.db
        .selectFrom('cart_lines')
        .select(['removable'])
        .where('enrollment_id', '=', body.enrollment_id)
        .where('plan_id', '=', body.plan_id)
        .where('plan_pricing_id', '=', body.plan_pricing_id)
        .executeTakeFirst();
      if (!line) throw notFound('plan_id', 'This plan is not in your cart');
      if (line.removable !== 1) throw fieldError('plan_id', 'This plan cannot be removed', 409);
      await deps.db
        .deleteFrom('cart_lines')
        .where('enrollment_id', '=', body.enrollment_id)
        .where('plan_id', '=', body.plan_id)
        .execute();
      return { result: await countLines(body.enrollment_id) };
    },

    async getPlanCart({ query, request }) {
      const { filter } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const cart = await readCart(deps, query.enrollment_id, filter);
      return {
        result: cart.lines,
        initial_month_cost: centsToDollars(cart.totalCents),
        recurring_month_cost: centsToDollars(cart.totalCents),
      };
    },

    async getCartCount({ query, request }) {
      await loadOwnedEnrollment(deps, request, query.enrollment_id);
      return { result: await countLines(query.enrollment_id) };
    },

    async getCartAmount({ query, request }) {
      const { filter } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const cart = await readCart(deps, query.enrollment_id, filter);
      return { result: centsToDollars(cart.totalCents) };
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
      if (!effectiveDateChoices(calendarDateOf(deps.now())).includes(body.effective_date)) {
        throw fieldError('effective_date', 'Choose one of the effective dates offered');
      }
      await deps.db
        .updateTable('enrollments')
        .set({ effective_date: body.effective_date, updated_at: deps.now().toISOString() })
        .where('id', '=', body.enrollment_id)
        .execute();
      return { new_enrollment: true };
    },
  };
}
