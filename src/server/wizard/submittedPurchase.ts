import type { z } from 'zod';
import { getReceipt } from '../../contract/enrollmentCalls';
import { fromJsonText, toJsonText } from '../db/json';
import type { CartView } from '../pricing/cartView';

/** What a submission bought, as the receipt tells it: every field of the receipt but who and which. */
const purchaseSchema = getReceipt.data.omit({ policy_id: true, name: true });
export type SubmittedPurchase = z.infer<typeof purchaseSchema>;

/** The plans a submission buys: those still offered in its cart (submission refuses a withdrawn one). */
export function purchasedPlans(cart: CartView): SubmittedPurchase['plans'] {
  return cart.lines
    .filter((line) => line.available)
    .map(({ plan_name, price_label, price }) => ({ plan_name, price_label, price }));
}

/** The text kept with the submission (migration 038). */
export function purchaseText(purchase: SubmittedPurchase): string {
  return toJsonText(purchaseSchema.parse(purchase));
}

/** The kept purchase, or null when the enrollment was submitted before purchases were kept. */
export function readPurchase(text: string | null): SubmittedPurchase | null {
  return text === null ? null : purchaseSchema.parse(fromJsonText(text));
}
