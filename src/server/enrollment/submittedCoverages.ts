import { z } from 'zod';
import type { CartLine } from '../../contract/cartCalls';
import { dollarsToCents } from '../../domain/pricing';
import type { Db } from '../db/database';
import { fromJsonText } from '../db/json';
import { optionCodes } from '../x12/coverageCodes';

/**
 * One coverage a submission bought, as its carrier's 834 is to tell it, kept with the submission (in
 * `submitted_purchase`, beside what the receipt shows): found again by plan id, never by name, so a
 * catalog that renames or reprices a plan after the submission changes nothing of what was bought.
 */
const keptCoverageSchema = z.object({
  plan_id: z.number().int(),
  carrier_id: z.number().int(),
  category: z.string(),
  /** The pricing option's name, and the tier, at submission. */
  option: z.string(),
  tier: z.string(),
  /** The monthly premium the submission priced (2300 AMT*P3). */
  premium_cents: z.number().int(),
  /** HD03, HD04 and the coverage amount (AMT*FK) as the catalog gave them at submission. */
  insurance_line: z.string().nullable(),
  coverage_code: z.string(),
  coverage_amount_cents: z.number().int().nullable(),
});
export type KeptCoverage = z.infer<typeof keptCoverageSchema>;

const keptSchema = z.object({ coverages: z.array(keptCoverageSchema).optional() });

/** The coverages kept with a submission, or null for one submitted before they were kept. */
export function readKeptCoverages(text: string | null): KeptCoverage[] | null {
  if (text === null) return null;
  return keptSchema.parse(fromJsonText(text)).coverages ?? null;
}

/**
 * The coverages a submission buys: its cart's lines still offered (those it buys, purchasedPlans), each
 * with its plan's carrier and category, the tier of the option priced, the price, and the option's 834
 * codes from the catalog in force.
 */
export async function coveragesAtSubmission(db: Db, lines: readonly CartLine[]): Promise<KeptCoverage[]> {
  const bought = lines.filter((line) => line.available);
  if (bought.length === 0) return [];
  const plans = new Map(
    (
      await db
        .selectFrom('plans')
        .select(['id', 'carrier_id', 'category', 'edi'])
        .where(
          'id',
          'in',
          bought.map((line) => line.plan_id),
        )
        .execute()
    ).map((plan) => [plan.id, plan]),
  );
  const tiers = new Map(
    (
      await db
        .selectFrom('plan_prices')
        .select(['id', 'tier'])
        .where(
          'id',
          'in',
          bought.map((line) => line.plan_pricing_id),
        )
        .execute()
    ).map((row) => [row.id, row.tier]),
  );
  return bought.map((line) => {
    const plan = plans.get(line.plan_id);
    const tier = tiers.get(line.plan_pricing_id);
    // A line still offered has its plan and the rate it was priced at: the cart was read from them.
    if (!plan || tier === undefined) throw new Error(`cart line of plan ${line.plan_id} has no plan or rate`);
    const codes = optionCodes(plan, line.price_label);
    return {
      plan_id: plan.id,
      carrier_id: plan.carrier_id,
      category: plan.category,
      option: line.price_label,
      tier,
      premium_cents: dollarsToCents(line.price),
      insurance_line: codes.insuranceLine,
      coverage_code: codes.coverageCode,
      coverage_amount_cents: codes.coverageAmountCents,
    };
  });
}
