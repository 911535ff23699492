/**
 * Payment methods (spec 2.5 and 4.5). The server's configuration gives an enrollment one method;
 * the method decides which payment types the Billing step offers and whether any card or bank
 * details are entered at all.
 */

/** Every method configuration may give: card, bank draft, bank draft by list, list bill, statement. */
export const PAYMENT_METHODS = ['cc', 'eft', 'elist', 'list', 'stmt'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The Payment Type radios' labels, as the spec words them. */
export const PAYMENT_TYPE_LABELS: Record<PaymentMethod, string> = {
  cc: 'Credit Card',
  eft: 'EFT',
  elist: 'EFT LIST',
  list: 'LIST',
  stmt: 'STMT',
};

/** Methods billed through the group or a statement: preselected and saved without card or bank entry. */
const WITHOUT_ENTRY: ReadonlySet<PaymentMethod> = new Set(['elist', 'list', 'stmt']);

/** Whether choosing this payment type saves without any card or bank details. */
export function needsNoEntry(type: PaymentMethod): boolean {
  return WITHOUT_ENTRY.has(type);
}

/** The radios the Billing step shows for the enrollment's method: cc offers Credit Card and EFT. */
export function offeredPaymentTypes(method: PaymentMethod): PaymentMethod[] {
  if (method === 'cc') return ['cc', 'eft'];
  if (needsNoEntry(method)) return [method];
  return ['eft'];
}

/** The radio selected when the step opens: the no-entry method itself, else EFT (the spec's default). */
export function preselectedPaymentType(method: PaymentMethod): PaymentMethod {
  return needsNoEntry(method) ? method : 'eft';
}

/** Narrows a configured value to a known method; a row naming anything else never applies. */
export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}
