import { type ReactNode, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { type ComparedPlan, comparePlans } from '../../../contract/compareCalls';
import { categoryLabel, isCategory } from '../../../domain/categories';
import { COMPARE_LIMIT } from '../../../domain/planComparison';
import { planPath } from '../../../domain/planPath';
import { yearCostAssumptions } from '../../../domain/yearCost';
import { ApiError } from '../../api/apiError';
import { callQuery } from '../../api/callQuery';
import { useQuery } from '../../api/useQuery';
import { ShopBreadcrumbs } from '../../components/ShopBreadcrumbs';
import { YearCostAssumptions } from '../../components/YearCostAssumptions';
import { clearComparePicks, unpickForCompare, useComparePicks } from '../../session/comparePicks';
import { useEnrollmentId } from '../../session/enrollmentSession';
import { usePageTitle } from '../../site/usePageTitle';
import { formatDollars } from '../../ui/money';
import { CompareAddToCart } from './CompareAddToCart';
import { FactRows, PremiumRows, YearCostRows } from './CompareFactRows';
import { type CompareColumn, compareColumns } from './compareColumns';

const headerId = (plan: ComparedPlan) => `compare-plan-${plan.plan_id}`;

/** The rows of the comparison before its facts: a row header and each plan's cell. */
const ROWS: { label: string; cell: (plan: ComparedPlan) => ReactNode }[] = [
  { label: 'Carrier', cell: (plan) => plan.carrier_name },
  {
    label: 'Your price',
    cell: (plan) =>
      plan.lowest_price === null ? (
        'Not available'
      ) : (
        <>
          From <strong>{formatDollars(plan.lowest_price)}</strong> / month
          {plan.options.length > 1 ? (
            <ul className="compare-list">
              {plan.options.map((option) => (
                <li key={option.plan_pricing_id}>
                  {option.label}: {formatDollars(option.price)}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ),
  },
];

/** The rows after the facts and the year's cost. */
const TEXT_ROWS: { label: string; cell: (plan: ComparedPlan) => ReactNode }[] = [
  {
    label: 'What stops it',
    cell: (plan) =>
      plan.message ? (
        <span className="compare-blocked">{plan.message}</span>
      ) : plan.finish_on_plan_page ? (
        'A few more steps on the plan page'
      ) : (
        'Nothing: you can add this plan'
      ),
  },
  { label: 'Overview', cell: (plan) => plan.header_text },
  {
    label: 'Exclusions',
    cell: (plan) => (
      <>
        {plan.exclusions_text_name ? <strong>{plan.exclusions_text_name}</strong> : null}
        <p>{plan.exclusions_text}</p>
      </>
    ),
  },
  {
    label: 'Example',
    cell: (plan) => (
      <>
        {plan.example_text_name ? <strong>{plan.example_text_name}</strong> : null}
        <p>{plan.example_text}</p>
      </>
    ),
  },
  {
    label: 'FAQ',
    cell: (plan) =>
      plan.faq_titles.length > 0 ? (
        <ul className="compare-list">
          {plan.faq_titles.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ul>
      ) : (
        'None'
      ),
  },
];

/** Up to three plans of one category side by side, from the shopper's picks, with Add to Cart. */
export function ComparePage() {
  usePageTitle('Compare Plans');
  const enrollmentId = useEnrollmentId();
  const picks = useComparePicks();
  // The price option chosen in each column (its Add to Cart's): the facts, premium and estimates follow it.
  const [choices, setChoices] = useState<Record<number, number>>({});
  const ids = picks.map((pick) => pick.plan_id).join(',');
  const compared = useQuery({
    ...callQuery(comparePlans, { query: { enrollment_id: enrollmentId ?? '', plan_ids: ids } }),
    enabled: Boolean(enrollmentId) && picks.length > 0,
    retry: false,
  });
  if (!enrollmentId) return <Navigate to="/" replace />;
  const plans = compared.data?.result ?? [];
  const category = picks[0]?.category ?? '';
  const categoryName = isCategory(category) ? categoryLabel(category) : '';
  const columns: CompareColumn[] = compareColumns(category, plans, choices);
  const estimated = columns.some((column) => column.costs !== null);
  return (
    <div className="compare-page">
      <ShopBreadcrumbs items={[{ label: 'Plans', to: '/plans' }, { label: 'Compare Plans' }]} />
      <h1>Compare Plans</h1>
      {picks.length === 0 ? (
        <p>
          Choose up to {COMPARE_LIMIT} plans of one category with their Compare box to see them side by side.{' '}
          <Link to="/plans">Back to plans</Link>
        </p>
      ) : null}
      {compared.isPending && picks.length > 0 ? <p>Loading plans…</p> : null}
      {compared.isError ? (
        <div role="alert">
          <p className="field__error">
            {compared.error instanceof ApiError
              ? compared.error.firstMessage
              : 'Something went wrong. Please try again.'}
          </p>
          <button type="button" className="button" onClick={clearComparePicks}>
            Clear the comparison
          </button>
        </div>
      ) : null}
      {plans.length > 0 ? (
        <>
          <p>
            <Link to={category ? `/plans?type=${category}` : '/plans'}>Add another {categoryName} plan</Link>
          </p>
          <p className="compare-note">
            “Best” marks the best value of a row; a row where the plans are equal has no mark.
          </p>
          {/* Never wider than the screen (styles.css, "Plan comparison"): on a phone each plan is a column
              under its sticky name, and a row of prose gives each plan the full width, under its name. */}
          <div className="compare-box">
            <table className="compare-table" data-plans={plans.length}>
              <caption>
                {categoryName} plans compared for your details ({plans.length} of {COMPARE_LIMIT})
              </caption>
              <thead>
                <tr>
                  <td />
                  {plans.map((plan) => (
                    <th key={plan.plan_id} scope="col" id={headerId(plan)}>
                      <Link to={planPath(plan.plan_id, plan.plan_name)}>{plan.plan_name}</Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    {plans.map((plan) => (
                      <td key={plan.plan_id}>{row.cell(plan)}</td>
                    ))}
                  </tr>
                ))}
                <PremiumRows columns={columns} />
                <FactRows columns={columns} />
                <YearCostRows columns={columns} />
                {TEXT_ROWS.map((row) => (
                  <tr key={row.label} className="compare-row--text">
                    <th scope="row">{row.label}</th>
                    {plans.map((plan) => (
                      <td key={plan.plan_id} data-plan={plan.plan_name}>
                        {row.cell(plan)}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr className="compare-row--text">
                  <th scope="row">Add to Cart</th>
                  {plans.map((plan) => (
                    <td key={plan.plan_id} data-plan={plan.plan_name}>
                      <CompareAddToCart
                        plan={plan}
                        enrollmentId={enrollmentId}
                        headerId={headerId(plan)}
                        selected={choices[plan.plan_id] ?? plan.options[0]?.plan_pricing_id ?? null}
                        onChoose={(pricingId) =>
                          setChoices((held) => ({ ...held, [plan.plan_id]: pricingId }))
                        }
                      />
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">Comparison</th>
                  {plans.map((plan) => (
                    <td key={plan.plan_id}>
                      <button
                        type="button"
                        className="button button--link"
                        aria-describedby={headerId(plan)}
                        onClick={() => unpickForCompare(plan.plan_id)}
                      >
                        Remove
                      </button>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
          {estimated && yearCostAssumptions(category) ? (
            <section aria-labelledby="year-cost-title" className="year-cost">
              <h2 id="year-cost-title">What a year costs</h2>
              <p>
                The rows Low use, Medium use and High use estimate a year of each plan: twelve premiums of the
                option chosen, the plan’s one-time fees and what you would pay for care.
              </p>
              <YearCostAssumptions category={category} id="year-cost-assumptions" />
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
