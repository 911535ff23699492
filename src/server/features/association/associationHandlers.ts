import {
  ASSOCIATION_CATEGORY,
  BASIC_MEMBERSHIP_PLAN_ID,
  MEMBERSHIP_LEVELS,
  membershipOfferText,
  NEEDS_MEMBERSHIP_MESSAGE,
  NOT_A_MEMBERSHIP_MESSAGE,
} from '../../../domain/association';
import { centsToDollars } from '../../../domain/pricing';
import { loadOpenEnrollment, loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { fieldError } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { addCartLine, cartHasMembership, countCartLines } from '../../pricing/cartLines';
import { rateVersionOn, todayIso } from '../../pricing/rateVersion';

export function associationHandlers(
  deps: AppDeps,
): HandlersFor<
  'addPlanToCartPrudentials' | 'checkPrudentialPlan' | 'checkPrudentialCart' | 'getMembershipFee'
> {
  return {
    async addPlanToCartPrudentials({ body, request }) {
      const { row, filter } = await loadOpenEnrollment(deps, request, body.enrollment_id);
      const isMember = row.type === 'existing-user';
      const withMembership = body.plan_id !== undefined;
      if (withMembership && body.plan_pricing_id === undefined) {
        throw fieldError('plan_pricing_id', 'Field is required');
      }
      if (!withMembership && !isMember && !(await cartHasMembership(deps, body.enrollment_id))) {
        throw fieldError('plan_id', NEEDS_MEMBERSHIP_MESSAGE, 409);
      }
      // Both lines or neither: one transaction.
      await deps.db.transaction().execute(async (trx) => {
        const inTrx = { ...deps, db: trx };
        if (withMembership) {
          const membership = await addCartLine(inTrx, body.enrollment_id, filter, {
            planId: body.plan_id ?? 0,
            pricingId: body.plan_pricing_id ?? 0,
            planField: 'plan_id',
            pricingField: 'plan_pricing_id',
            userId: row.user_id,
          });
          if (membership.category !== ASSOCIATION_CATEGORY)
            throw fieldError('plan_id', NOT_A_MEMBERSHIP_MESSAGE);
        }
        await addCartLine(inTrx, body.enrollment_id, filter, {
          planId: body.plan_id1,
          pricingId: body.plan_pricing_id1,
          planField: 'plan_id1',
          pricingField: 'plan_pricing_id1',
          userId: row.user_id,
        });
      });
      return { result: await countCartLines(deps, body.enrollment_id) };
    },

    async checkPrudentialPlan({ query, request }) {
      const { row } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const plan = await deps.db
        .selectFrom('plans')
        .select('needs_association')
        .where('id', '=', query.plan_id)
        .executeTakeFirst();
      if (plan?.needs_association !== 1 || row.type === 'existing-user') return { status: false };
      return { status: !(await cartHasMembership(deps, query.enrollment_id)) };
    },

    async checkPrudentialCart({ query, request }) {
      await loadOwnedEnrollment(deps, request, query.enrollment_id);
      return { status: await cartHasMembership(deps, query.enrollment_id) };
    },

    async getMembershipFee() {
      const version = await rateVersionOn(deps.db, todayIso(deps.now()));
      const rows = await deps.db
        .selectFrom('plans')
        .innerJoin('plan_prices', (join) =>
          join.onRef('plan_prices.plan_id', '=', 'plans.id').on('plan_prices.version_id', '=', version),
        )
        .select(['plans.id', 'plans.name'])
        .select((eb) => eb.fn.min('plan_prices.price_cents').as('cents'))
        .where('plans.category', '=', ASSOCIATION_CATEGORY)
        .where('plans.active', '=', 1)
        .groupBy(['plans.id', 'plans.name'])
        .orderBy('plans.id')
        .execute();
      const memberships = rows.map((r) => ({
        plan_id: r.id,
        plan_name: r.name,
        price: centsToDollars(Number(r.cents)),
      }));
      const fee =
        memberships.find((m) => m.plan_id === BASIC_MEMBERSHIP_PLAN_ID)?.price ??
        MEMBERSHIP_LEVELS[0].monthly;
      return { fee, text: membershipOfferText(fee), memberships };
    },
  };
}
