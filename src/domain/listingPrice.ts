import { type PlanRules, type PriceRow, type PricingFilter, priceOptions } from './pricing';

/** A plan's price as a listing shows it, and whether details the shopper has not given decide it. */
export type ListingPrice = { ok: true; options: PriceRow[]; incomeDecides: boolean } | { ok: false };

/**
 * The one rule for listing a plan before the shopper has said everything: unknown tobacco use
 * lists a tobacco-rated plan from its non-tobacco price, and unknown annual income or working
 * hours list an income-rated plan as if it met its minimums (flagged `incomeDecides`, so the card
 * says so). Details the shopper has given are applied as they are: falling short drops the plan.
 */
export function listingPrice(
  rows: readonly PriceRow[],
  rules: PlanRules,
  filter: PricingFilter,
): ListingPrice {
  const incomeUnknown = rules.minAnnualIncome !== null && filter.annualIncome === null;
  const hoursUnknown = rules.minWorkingHours !== null && filter.workingHours === null;
  const priced = priceOptions(rows, rules, {
    ...filter,
    smoker: filter.smoker ?? false,
    annualIncome: incomeUnknown ? rules.minAnnualIncome : filter.annualIncome,
    workingHours: hoursUnknown ? rules.minWorkingHours : filter.workingHours,
  });
  if (!priced.ok) return { ok: false };
  return { ok: true, options: priced.options, incomeDecides: incomeUnknown || hoursUnknown };
}

/** Whether a plan's income or hours verdict is only for lack of the shopper's answer. */
export function incomeUnknownFor(
  error: string,
  filter: Pick<PricingFilter, 'annualIncome' | 'workingHours'>,
): boolean {
  return (
    (error === 'salaryError' && filter.annualIncome === null) ||
    (error === 'hourError' && filter.workingHours === null)
  );
}
