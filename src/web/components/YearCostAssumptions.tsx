import { USE_LEVEL_LABELS, USE_LEVELS, yearCostAssumptions } from '../../domain/yearCost';

/**
 * What the year's cost estimate assumes, in plain words (domain/yearCost): the care of each use
 * profile, then the rules. Nothing for a category without an estimate.
 */
export function YearCostAssumptions({ category, id }: { category: string; id: string }) {
  const assumptions = yearCostAssumptions(category);
  if (!assumptions) return null;
  return (
    <div className="year-cost__assumptions" id={id}>
      <p>
        <strong>How the estimate is made</strong>
      </p>
      <dl>
        {USE_LEVELS.map((level) => (
          <div key={level}>
            <dt>{USE_LEVEL_LABELS[level]}</dt>
            <dd>{assumptions.profiles[level]}</dd>
          </div>
        ))}
      </dl>
      <ul>
        {assumptions.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}
