import type { z } from 'zod';
import { getReceipt } from '../../contract/enrollmentCalls';
import type { OwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';
import { fromJsonText, toJsonText } from '../db/json';
import { type CartView, readCart } from '../pricing/cartView';
import { paymentSummary } from './paymentSummary';
import type { KeptCoverage } from './submittedCoverages';

/** What a submission bought, as the receipt tells it: every field of the receipt but who and which. */
const purchaseSchema = getReceipt.data.omit({ policy_id: true, name: true });
export type SubmittedPurchase = z.infer<typeof purchaseSchema>;

/** The plans a submission buys: those still offered in its cart (submission refuses a withdrawn one). */
export function purchasedPlans(cart: CartView): SubmittedPurchase['plans'] {
  return cart.lines
    .filter((line) => line.available)
    .map(({ plan_name, price_label, price }) => ({ plan_name, price_label, price }));
}

/**
 * The text kept with the submission (migration 038): what the receipt shows, and the coverages as the
 * carriers' 834 tells them (submittedCoverages.ts), which the receipt's reader leaves aside.
 */
export function purchaseText(purchase: SubmittedPurchase, coverages: readonly KeptCoverage[]): string {
  return toJsonText({ ...purchaseSchema.parse(purchase), coverages });
}

/** The kept purchase, or null when the enrollment was submitted before purchases were kept. */
export function readPurchase(text: string | null): SubmittedPurchase | null {
  return text === null ? null : purchaseSchema.parse(fromJsonText(text));
}

/**
 * What a submitted enrollment bought: the kept purchase, or for one submitted before purchases were
 * kept, priced from its cart (the receipt and the agency API both read it so).
 */
export async function purchaseOfSubmitted(deps: AppDeps, owned: OwnedEnrollment): Promise<SubmittedPurchase> {
  const kept = readPurchase(owned.row.submitted_purchase);
  if (kept) return kept;
  const cart = await readCart(deps, owned.row.id, owned.filter);
  return { plans: purchasedPlans(cart), ...(await paymentSummary(deps, owned, cart)) };
}
