import type { PaymentMethodTable } from '../schema';

/** The Direct Enrollment portal of Marcus Reed (agent 3), billed by EFT list. */
export const ELIST_PORTAL_ID = 5;

/**
 * Payment methods: EFT by default, a card for Crescent Supplemental (carrier 5), EFT list for one
 * portal, list bill for Lakeside Schools and a statement for Redwood Logistics.
 */
export function paymentMethodRows(): PaymentMethodTable[] {
  return [
    { id: 1, method: 'eft', group_id: null, portal_id: null, carrier_id: null },
    { id: 2, method: 'list', group_id: 3002, portal_id: null, carrier_id: null },
    { id: 3, method: 'stmt', group_id: 2556, portal_id: null, carrier_id: null },
    { id: 4, method: 'elist', group_id: null, portal_id: ELIST_PORTAL_ID, carrier_id: null },
    { id: 5, method: 'cc', group_id: null, portal_id: null, carrier_id: 5 },
  ];
}
