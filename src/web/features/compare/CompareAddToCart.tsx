import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { addPlanToCart } from '../../../contract/cartCalls';
import type { ComparedPlan } from '../../../contract/compareCalls';
import { planPath } from '../../../domain/planPath';
import { ApiError } from '../../api/apiError';
import { callApi } from '../../api/callApi';
import { queryKeys } from '../../api/queryKeys';
import { formatDollars } from '../../ui/money';

/**
 * One comparison column's cart cell: choose a price option and Add to Cart; a plan that needs its
 * carrier statements or a membership first is finished on its own page; a blocked plan links there.
 */
export function CompareAddToCart({
  plan,
  enrollmentId,
  headerId,
  selected,
  onChoose,
}: {
  plan: ComparedPlan;
  enrollmentId: string;
  headerId: string;
  /** The option chosen (the page holds it: the column's facts and costs follow it). */
  selected: number | null;
  onChoose: (pricingId: number) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (pricingId: number) =>
      callApi(addPlanToCart, {
        body: { enrollment_id: enrollmentId, plan_id: plan.plan_id, plan_pricing_id: pricingId },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.carts() });
      await navigate('/cart');
    },
    onError: (e) =>
      setError(e instanceof ApiError ? e.firstMessage : 'Something went wrong. Please try again.'),
  });
  const detailLink = (text: string) => (
    <Link to={planPath(plan.plan_id, plan.plan_name)} aria-describedby={headerId}>
      {text}
    </Link>
  );
  if (plan.options.length === 0 || selected === null) return detailLink('See plan details');
  if (plan.finish_on_plan_page) return detailLink('Continue on the plan page');
  const selectId = `compare-option-${plan.plan_id}`;
  return (
    <div className="compare-cart">
      {plan.options.length > 1 ? (
        <>
          <label htmlFor={selectId}>
            Price option <span className="visually-hidden">for {plan.plan_name}</span>
          </label>
          <select id={selectId} value={selected} onChange={(event) => onChoose(Number(event.target.value))}>
            {plan.options.map((option) => (
              <option key={option.plan_pricing_id} value={option.plan_pricing_id}>
                {option.label}: {formatDollars(option.price)} / month
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button
        type="button"
        className="button button--primary"
        aria-describedby={headerId}
        disabled={add.isPending}
        onClick={() => {
          setError(null);
          add.mutate(selected);
        }}
      >
        Add to Cart
      </button>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
