import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { addPlanToCart } from '../../../contract/cartCalls';
import { getPlanPricingDetailElevate } from '../../../contract/planCalls';
import { categoryLabel, isCategory } from '../../../domain/categories';
import { planPath } from '../../../domain/planPath';
import { ApiError } from '../../api/apiError';
import { callApi } from '../../api/callApi';
import { callQuery } from '../../api/callQuery';
import { useQuery } from '../../api/useQuery';
import { FirstMonthNote } from '../../components/FirstMonthNote';
import { LoadFailed } from '../../ui/LoadFailed';
import { formatDollars } from '../../ui/money';

/**
 * The Elevate site's one page: every plan the shopper can buy from the group, at its lowest
 * price (get-plan-pricing-detail-elevate), each with Add to Cart and its plan page.
 */
export function ElevatePicks({ enrollmentId }: { enrollmentId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<{ pid: number; message: string } | null>(null);
  const picks = useQuery({
    ...callQuery(getPlanPricingDetailElevate, { query: { enrollment_id: enrollmentId } }),
  });
  const add = useMutation({
    mutationFn: (pick: { pid: number; ppid: number }) =>
      callApi(addPlanToCart, {
        body: { enrollment_id: enrollmentId, plan_id: pick.pid, plan_pricing_id: pick.ppid },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      await navigate('/cart');
    },
    onError: (error, pick) =>
      setFailure({
        pid: pick.pid,
        message:
          error instanceof ApiError ? error.firstMessage : 'This plan could not be added. Please try again.',
      }),
  });

  if (picks.isError) return <LoadFailed what="the plans" onRetry={() => void picks.refetch()} />;
  if (!picks.data) return <p>Loading…</p>;
  if (picks.data.result.length === 0) return <p>No Plans are available for your selection</p>;
  return (
    <ul className="elevate-picks" aria-label="Plans for you">
      {picks.data.result.map((pick) => (
        <li key={pick.pid} className="elevate-pick">
          <h2 className="elevate-pick__name">{pick.plan_name}</h2>
          <p>
            {isCategory(pick.plan_category) ? categoryLabel(pick.plan_category) : pick.plan_category} ·{' '}
            {pick.label}: {formatDollars(pick.price)} per month
          </p>
          {/* Add to Cart is on this page: the first month with a one-time fee is said before it. */}
          <FirstMonthNote monthly={pick.price} plan={pick} />
          {failure?.pid === pick.pid ? (
            <p role="alert" className="field-error">
              {failure.message}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            disabled={add.isPending}
            aria-label={`Add to Cart: ${pick.plan_name}`}
            onClick={() => {
              setFailure(null);
              add.mutate(pick);
            }}
          >
            Add to Cart
          </button>{' '}
          <Link to={planPath(pick.pid, pick.plan_name)} aria-label={`More Info: ${pick.plan_name}`}>
            More Info
          </Link>
        </li>
      ))}
    </ul>
  );
}
