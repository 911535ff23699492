import { isPaymentMethod } from './paymentMethods';

/** The saved billing entry as far as saying where the first payment goes (numbers masked or plain). */
export interface BillingEntry {
  payment_method?: unknown;
  account_number?: unknown;
  card_number?: unknown;
}

/** The last four digits of a number, masked or not ('••••••••6789' gives '6789'). */
function lastFour(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\D/g, '').slice(-4) : '';
}

/**
 * How the first payment is taken, in words that finish "Your first payment of $X is …": "charged to
 * the bank account ending 6789", "charged to the card ending 1111", "billed to your group" or "billed
 * on your statement". Only the last four digits are ever named.
 */
export function chargedTo(billing: BillingEntry): string {
  const method = typeof billing.payment_method === 'string' ? billing.payment_method : '';
  if (!isPaymentMethod(method)) return 'charged to the payment method you chose';
  if (method === 'eft') {
    const four = lastFour(billing.account_number);
    return four ? `charged to the bank account ending ${four}` : 'charged to your bank account';
  }
  if (method === 'cc') {
    const four = lastFour(billing.card_number);
    return four ? `charged to the card ending ${four}` : 'charged to your card';
  }
  if (method === 'stmt') return 'billed on your statement';
  return 'billed to your group';
}
