import type { PaymentSummary } from '../../contract/paymentSummaryCalls';
import { oneTimeFees } from '../../domain/cartTotals';
import { chargedTo } from '../../domain/chargedTo';
import { centsToDollars } from '../../domain/pricing';
import type { OwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';
import type { CartView } from '../pricing/cartView';
import { chargeSentencesOf } from './chargeTerms';
import { maskTab } from './tabSecrets';
import { readTab } from './tabStore';

/**
 * What the enrollment's first payment is and how it is taken, from the cart's own totals
 * (domain/cartTotals.ts) and the saved Billing step, read masked: only the last four digits of an
 * account or card number are ever named, and what is charged when on the day `at` (today, or the
 * submission's). Review's statement and the receipt both show this.
 */
export async function paymentSummary(
  deps: Pick<AppDeps, 'db' | 'secretBox' | 'now'>,
  owned: OwnedEnrollment,
  cart: CartView,
  at: Date = deps.now(),
): Promise<PaymentSummary> {
  const billing = await readTab(deps, owned.row.id, 'billing');
  return {
    initial_month_cost: centsToDollars(cart.totals.firstMonthCents),
    recurring_month_cost: centsToDollars(cart.totals.recurringCents),
    one_time_fees: oneTimeFees(cart.lines).map((fee) => ({
      name: fee.name,
      plan_name: fee.planName,
      amount: centsToDollars(fee.cents),
    })),
    charged_to: chargedTo(billing ? maskTab('billing', billing, deps.secretBox) : {}),
    effective_date: owned.row.effective_date ?? '',
    charge_sentences: await chargeSentencesOf(deps, owned, cart, at),
  };
}
