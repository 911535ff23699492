import { isPaymentMethod, type PaymentMethod } from '../../domain/paymentMethods';
import type { Db } from '../db/database';
import type { PaymentMethodTable } from '../db/schema';
import type { EnrollmentScope } from './enrollmentScope';

/** With no row at all the spec's default applies: billing by EFT. */
const FALLBACK: PaymentMethod = 'eft';

/** How specific a row is: a group outranks a portal, a portal a carrier, a carrier the default. */
const specificity = (row: PaymentMethodTable) =>
  (row.group_id === null ? 0 : 4) + (row.portal_id === null ? 0 : 2) + (row.carrier_id === null ? 0 : 1);

/**
 * The payment method configured for an enrollment: of the rows whose set columns all match (its
 * group, its portal, a carrier of its cart), the most specific; equal ones go by the lowest id.
 * Save-billing can check a chosen payment type against the same answer.
 */
export async function paymentMethodFor(
  db: Db,
  scope: EnrollmentScope,
  portalId: number | null,
): Promise<PaymentMethod> {
  const rows = await db.selectFrom('payment_methods').selectAll().orderBy('id').execute();
  const applies = (row: PaymentMethodTable) =>
    isPaymentMethod(row.method) &&
    (row.group_id === null || row.group_id === scope.groupId) &&
    (row.portal_id === null || row.portal_id === portalId) &&
    (row.carrier_id === null || scope.carrierIds.includes(row.carrier_id));
  let best: PaymentMethodTable | undefined;
  for (const row of rows.filter(applies)) {
    if (!best || specificity(row) > specificity(best)) best = row;
  }
  return best && isPaymentMethod(best.method) ? best.method : FALLBACK;
}
