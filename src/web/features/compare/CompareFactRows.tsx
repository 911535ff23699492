import { bestAmong, bestOf } from '../../../domain/factBetter';
import { centsToDollars } from '../../../domain/pricing';
import { USE_LEVEL_LABELS, USE_LEVELS } from '../../../domain/yearCost';
import { BeatenByNote } from '../../components/BeatenByNote';
import { feeName } from '../../components/FirstMonthNote';
import { YearCostCell } from '../../components/YearCostCell';
import { formatDollars } from '../../ui/money';
import type { CompareColumn } from './compareColumns';
import { factRowsOf } from './compareColumns';

/** The mark of a row's best value: a word, so it is read as well as seen. */
function BestTag() {
  return <span className="best-tag">Best</span>;
}

/** "Application fee $25.00", the plan's one-time fee as the comparison names it; '' for none. */
function feePart(column: CompareColumn): string {
  const plan = column.plan;
  return plan.application_fee > 0 ? `${feeName(plan)} ${formatDollars(plan.application_fee)}` : '';
}

/**
 * Each column's first month beside its monthly premium, and its first year (twelve premiums and the
 * one-time fee, as the cart counts them: domain/cartTotals.ts), the lowest year marked; then whether
 * another plan beats it.
 */
export function PremiumRows({ columns }: { columns: readonly CompareColumn[] }) {
  const best = bestAmong(
    'lower',
    columns.map((column) => column.firstYearCents ?? undefined),
  );
  const dollars = (cents: number) => formatDollars(centsToDollars(cents));
  return (
    <>
      <tr>
        <th scope="row">First month, then monthly</th>
        {columns.map((column) => (
          <td key={column.plan.plan_id}>
            {column.option && column.firstMonthCents !== null ? (
              <>
                <strong>{dollars(column.firstMonthCents)}</strong>, then {formatDollars(column.option.price)}{' '}
                / month
                <span className="year-cost__parts">
                  {feePart(column) ? `With the one-time ${feePart(column)}` : 'No one-time fees'}
                </span>
              </>
            ) : (
              'Not available'
            )}
          </td>
        ))}
      </tr>
      <tr>
        <th scope="row">First year, with one-time fees</th>
        {columns.map((column, index) => (
          <td key={column.plan.plan_id}>
            {column.option && column.firstYearCents !== null ? (
              <>
                <strong>{dollars(column.firstYearCents)}</strong> {best.has(index) ? <BestTag /> : null}
                <span className="year-cost__parts">
                  {column.option.label}: {formatDollars(column.option.price)} / month × 12
                  {feePart(column) ? ` + ${feePart(column)}` : ''}
                </span>
              </>
            ) : (
              'Not available'
            )}
          </td>
        ))}
      </tr>
      <tr className="compare-row--text">
        <th scope="row">Value</th>
        {columns.map((column) => (
          <td key={column.plan.plan_id} data-plan={column.plan.plan_name}>
            {column.beatenBy ? (
              <BeatenByNote by={column.beatenBy} as="span" className="compare-beaten" />
            ) : (
              'No plan here costs less and covers as much.'
            )}
          </td>
        ))}
      </tr>
    </>
  );
}

/** A row per standard fact any column gives, its best value marked (domain/factBetter). */
export function FactRows({ columns }: { columns: readonly CompareColumn[] }) {
  return (
    <>
      {factRowsOf(columns).map((row) => {
        const best = bestOf(
          row.key,
          columns.map((column) => column.facts[row.key]),
        );
        return (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {columns.map((column, index) => {
              const line = column.lines.find((held) => held.key === row.key);
              return (
                <td key={column.plan.plan_id}>
                  {line ? line.text : 'Not stated'} {best.has(index) ? <BestTag /> : null}
                </td>
              );
            })}
          </tr>
        );
      })}
    </>
  );
}

/** The year's cost at each use level (domain/yearCost), the lowest marked; none without an estimate. */
export function YearCostRows({ columns }: { columns: readonly CompareColumn[] }) {
  if (!columns.some((column) => column.costs)) return null;
  return (
    <>
      {USE_LEVELS.map((level) => {
        const costs = columns.map((column) => column.costs?.find((cost) => cost.level === level));
        const best = bestAmong(
          'lower',
          costs.map((cost) => cost?.totalCents),
        );
        return (
          <tr key={level}>
            <th scope="row">Year’s cost: {USE_LEVEL_LABELS[level]}</th>
            {columns.map((column, index) => (
              <td key={column.plan.plan_id}>
                <YearCostCell cost={costs[index]} /> {best.has(index) ? <BestTag /> : null}
              </td>
            ))}
          </tr>
        );
      })}
    </>
  );
}
