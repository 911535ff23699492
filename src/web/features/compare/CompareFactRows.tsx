import { bestAmong, bestOf } from '../../../domain/factBetter';
import { centsToDollars } from '../../../domain/pricing';
import { USE_LEVEL_LABELS, USE_LEVELS } from '../../../domain/yearCost';
import { BeatenByNote } from '../../components/BeatenByNote';
import { YearCostCell } from '../../components/YearCostCell';
import { formatDollars } from '../../ui/money';
import type { CompareColumn } from './compareColumns';
import { factRowsOf } from './compareColumns';

/** The mark of a row's best value: a word, so it is read as well as seen. */
function BestTag() {
  return <span className="best-tag">Best</span>;
}

/** The yearly premium of each column's option, the lowest marked, and whether another plan beats it. */
export function PremiumRows({ columns }: { columns: readonly CompareColumn[] }) {
  const best = bestAmong(
    'lower',
    columns.map((column) => column.premiumCents ?? undefined),
  );
  return (
    <>
      <tr>
        <th scope="row">Yearly premium</th>
        {columns.map((column, index) => (
          <td key={column.plan.plan_id}>
            {column.option && column.premiumCents !== null ? (
              <>
                <strong>{formatDollars(centsToDollars(column.premiumCents * 12))}</strong>{' '}
                {best.has(index) ? <BestTag /> : null}
                <span className="year-cost__parts">
                  {column.option.label}: {formatDollars(column.option.price)} / month × 12
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
