import type { ComparedPlan } from '../../../contract/compareCalls';
import type { Facts } from '../../../domain/benefitFacts';
import { planCost } from '../../../domain/cartTotals';
import { factsOfLines } from '../../../domain/factsOfLines';
import { beatenBy } from '../../../domain/planDominance';
import { dollarsToCents } from '../../../domain/pricing';
import { type YearCost, yearCost } from '../../../domain/yearCost';

/** One plan's column as the comparison weighs it: at the price option chosen in it. */
export interface CompareColumn {
  plan: ComparedPlan;
  option: ComparedPlan['options'][number] | null;
  /** The standard facts of the option (the plan's own when no option is priced), as lines and by key. */
  lines: ComparedPlan['benefit_facts'];
  facts: Facts;
  /** The option's monthly premium in cents; null when the plan is not priced for the shopper. */
  premiumCents: number | null;
  /** The first payment: the monthly premium and the plan's one-time fee (domain/cartTotals); null unpriced. */
  firstMonthCents: number | null;
  /** The first year: twelve premiums and the one-time fee, as the cart counts it; null unpriced. */
  firstYearCents: number | null;
  /** The year at low, medium and high use (domain/yearCost); null without an estimate. */
  costs: YearCost[] | null;
  /** Another compared plan that costs less and covers at least as much (domain/planDominance). */
  beatenBy: ComparedPlan | null;
}

/** The comparison's columns at the options chosen (`choices`: pricing id by plan id, else the first option). */
export function compareColumns(
  category: string,
  plans: readonly ComparedPlan[],
  choices: Readonly<Record<number, number>>,
): CompareColumn[] {
  const columns = plans.map((plan) => {
    const option =
      plan.options.find((held) => held.plan_pricing_id === choices[plan.plan_id]) ?? plan.options[0] ?? null;
    const lines = option?.benefit_facts ?? plan.benefit_facts;
    const facts = factsOfLines(lines);
    const premiumCents = option ? dollarsToCents(option.price) : null;
    const cost = option ? planCost(option.price, plan.application_fee) : null;
    const costs =
      premiumCents === null
        ? null
        : yearCost(category, facts, premiumCents, dollarsToCents(plan.application_fee));
    return {
      plan,
      option,
      lines,
      facts,
      premiumCents,
      firstMonthCents: cost?.firstMonthCents ?? null,
      firstYearCents: cost?.firstYearCents ?? null,
      costs,
      beatenBy: null as ComparedPlan | null,
    };
  });
  const beaten = beatenBy(
    columns.flatMap((column) =>
      column.premiumCents === null || column.lines.length === 0
        ? []
        : [{ id: column.plan.plan_id, premiumCents: column.premiumCents, facts: column.facts }],
    ),
  );
  for (const column of columns) {
    const by = beaten.get(column.plan.plan_id);
    column.beatenBy = plans.find((plan) => plan.plan_id === by) ?? null;
  }
  return columns;
}

/** The fact rows of the comparison: every key a column gives, in the category's reading order, with its label. */
export function factRowsOf(columns: readonly CompareColumn[]): { key: string; label: string }[] {
  // Each column's lines are in the category's reading order; a key one column lacks is placed after
  // the key before it in the column that has it.
  const rows: { key: string; label: string }[] = [];
  for (const column of columns) {
    let after = -1;
    for (const line of column.lines) {
      const at = rows.findIndex((row) => row.key === line.key);
      if (at >= 0) {
        after = at;
        continue;
      }
      rows.splice(after + 1, 0, { key: line.key, label: line.label });
      after += 1;
    }
  }
  return rows;
}
