import type { Database } from '../schema';

/**
 * The demo's one-time fees: a few plans carry an application fee, so the first month's total
 * differs from the recurring one (Harborline Dental Essentials, Keystone Term Life 10, Summit
 * Health Bronze); every other plan has none.
 */
export function planFeeRows(): Database['plan_fees'][] {
  return [
    { plan_id: 101, label: 'Application fee', amount_cents: 2500 },
    { plan_id: 141, label: 'Application fee', amount_cents: 1500 },
    { plan_id: 121, label: 'Application fee', amount_cents: 5000 },
  ];
}
