import { useId } from 'react';
import type { Facts } from '../../../domain/benefitFacts';
import { dollarsToCents } from '../../../domain/pricing';
import { USE_LEVEL_LABELS, USE_LEVELS, yearCost } from '../../../domain/yearCost';
import { YearCostAssumptions } from '../../components/YearCostAssumptions';
import { YearCostCell } from '../../components/YearCostCell';

export interface CostedOption {
  id: number;
  label: string;
  /** The monthly premium in dollars, as the wire gives it. */
  price: number;
  facts: Facts;
}

/**
 * The plan page's estimate of a year (domain/yearCost): a row per use level, a column per price
 * option, with the assumptions under it. Nothing for a category or plan without an estimate.
 */
export function YearCostTable({
  category,
  options,
  feeCents,
}: {
  category: string;
  options: readonly CostedOption[];
  /** The plan's one-time fee, counted once in the year. */
  feeCents: number;
}) {
  const titleId = useId();
  const assumptionsId = useId();
  const columns = options.flatMap((option) => {
    const costs = yearCost(category, option.facts, dollarsToCents(option.price), feeCents);
    return costs ? [{ ...option, costs }] : [];
  });
  if (columns.length === 0) return null;
  return (
    <section className="year-cost" aria-labelledby={titleId}>
      <h3 id={titleId}>What a year costs</h3>
      <table className="facts-table year-cost__table" aria-describedby={assumptionsId}>
        <caption>
          Estimated cost of a year, premiums, one-time fees and care, by how much care you use
        </caption>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {USE_LEVELS.map((level) => (
            <tr key={level}>
              <th scope="row">{USE_LEVEL_LABELS[level]}</th>
              {columns.map((column) => (
                <td key={column.id}>
                  <YearCostCell cost={column.costs.find((cost) => cost.level === level)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <YearCostAssumptions category={category} id={assumptionsId} />
    </section>
  );
}
