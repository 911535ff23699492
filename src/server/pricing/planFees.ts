import { centsToDollars } from '../../domain/pricing';
import type { Db } from '../db/database';

/** A plan's one-time fee (migration 021: at most one a plan), as stored. */
export interface PlanFee {
  label: string;
  cents: number;
}

/** A plan without a fee. */
export const NO_FEE: PlanFee = { label: '', cents: 0 };

/** The one-time fees of the plans asked for, by plan id; a plan without one is not in the map. */
export async function planFees(db: Db, planIds: readonly number[]): Promise<Map<number, PlanFee>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('plan_fees')
    .select(['plan_id', 'label', 'amount_cents'])
    .where('plan_id', 'in', [...planIds])
    .execute();
  return new Map(rows.map((row) => [row.plan_id, { label: row.label, cents: Number(row.amount_cents) }]));
}

/**
 * A fee as the wire carries it (contract `oneTimeFeeFields`): dollars, and its name only when there is
 * a fee to name. The cart's lines, the plan list, the plan page and the comparison all say it so.
 */
export function feeOnWire(fee: PlanFee | undefined): {
  application_fee: number;
  application_fee_label: string;
} {
  const cents = fee?.cents ?? 0;
  return {
    application_fee: centsToDollars(cents),
    application_fee_label: cents > 0 ? (fee?.label ?? '') : '',
  };
}
