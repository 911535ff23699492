import type { Database } from '../schema';

/**
 * The offline routing directory's demo banks (fictional names; every number passes the ABA checksum).
 * 011000015 "First Coast Bank" is the one the API tests and the end-to-end journey type.
 */
export function demoBankRows(): Database['bank_routing'][] {
  return [
    { routing_number: '011000015', bank_name: 'First Coast Bank' },
    { routing_number: '021000021', bank_name: 'Hudson Valley Trust' },
    { routing_number: '026009593', bank_name: 'Liberty Harbor Bank' },
    { routing_number: '044000011', bank_name: 'Buckeye Savings and Loan' },
    { routing_number: '053000154', bank_name: 'Piedmont Community Bank' },
    { routing_number: '061000159', bank_name: 'Peachtree National Bank' },
    { routing_number: '071000013', bank_name: 'Lakeshore Federal Credit Union' },
    { routing_number: '091000019', bank_name: 'North Star State Bank' },
    { routing_number: '101000048', bank_name: 'Prairie Plains Bank' },
    { routing_number: '111000025', bank_name: 'Lone Star Heritage Bank' },
    { routing_number: '121000358', bank_name: 'Golden Gate Savings' },
    { routing_number: '122000661', bank_name: 'Pacific Crest Bank' },
    { routing_number: '261073012', bank_name: 'Sunshine State Credit Union' },
  ];
}

/** Each demo carrier's statement descriptor; carriers not listed use the site's. */
const CARRIER_BILLING_TEXTS: Record<number, string> = {
  1: 'HARBORLINE*BENEFITS',
  2: 'KEYSTONE*LIFE PREM',
  3: 'SUMMIT*HEALTH PLAN',
  4: 'BLUEWATER*VISION',
};

/** A carrier's row with its demo statement descriptor (null when it has none). */
export function withBillingText<C extends { id: number; name: string }>(
  carrier: C,
): C & { billing_text: string | null } {
  return { ...carrier, billing_text: CARRIER_BILLING_TEXTS[carrier.id] ?? null };
}

/** The default site's statement descriptor (`sites.settings` key `billing_text`), for carriers without one. */
export function siteBillingText(kind: string): { billing_text?: string } {
  return kind === 'default' ? { billing_text: 'BENEFIT STORE*ENROLL' } : {};
}
