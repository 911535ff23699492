import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { addPlanToCart } from '../../../contract/cartCalls';
import { getPlanPricingDetail } from '../../../contract/planCalls';
import { MEMBERSHIP_FEATURES, MEMBERSHIP_LEVELS } from '../../../domain/association';
import { ApiError } from '../../api/apiError';
import { callApi } from '../../api/callApi';
import { queryKeys } from '../../api/queryKeys';
import { EligibilityForm } from '../../components/EligibilityForm';
import { useEnrollmentId } from '../../session/enrollmentSession';
import { usePageTitle } from '../../site/usePageTitle';
import { formatDollars } from '../../ui/money';
import { useToast } from '../../ui/Toast';

/** "Association Benefits": the three memberships side by side, each added to the cart on its own. */
export function AssociationPage() {
  usePageTitle('Association Benefits');
  const enrollmentId = useEnrollmentId();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: async (planId: number) => {
      const pricing = await callApi(getPlanPricingDetail, {
        query: { pid: planId, enrollment_id: enrollmentId ?? '' },
      });
      const option = pricing.plans[0];
      if (!option)
        throw new ApiError(400, [
          { target_element: 'plan_id', error_message: pricing.message ?? 'Not available' },
        ]);
      return callApi(addPlanToCart, {
        body: { enrollment_id: enrollmentId ?? '', plan_id: planId, plan_pricing_id: option.plan_pricing_id },
      });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.carts() });
      toast('success', 'Membership added to your cart.');
      await navigate('/cart');
    },
    onError: (e) =>
      setError(e instanceof ApiError ? e.firstMessage : 'Something went wrong. Please try again.'),
  });

  return (
    <div className="association-page">
      <h1>Association Benefits</h1>
      <p>
        Join the national association, with over 100,000 members, for member benefits and access to plans
        offered only to members.
      </p>
      {!enrollmentId ? (
        <>
          <p className="notice">Please fill filter for association benefit</p>
          <EligibilityForm onSaved={() => undefined} />
        </>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="plan-grid">
        {MEMBERSHIP_LEVELS.map((level) => (
          <li key={level.planId}>
            <article className="plan-card" aria-labelledby={`membership-${level.planId}`}>
              <h2 id={`membership-${level.planId}`}>{level.name}</h2>
              <p className="plan-card__price">
                <strong>{formatDollars(level.monthly)}</strong> per month
              </p>
              <button
                type="button"
                className="button button--primary"
                disabled={!enrollmentId || add.isPending}
                aria-label={`Add Cart: ${level.name} membership`}
                onClick={() => {
                  setError(null);
                  add.mutate(level.planId);
                }}
              >
                Add Cart
              </button>
            </article>
          </li>
        ))}
      </ul>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <section className="table-scroll" aria-label="Compare memberships" tabIndex={0}>
        <table className="comparison">
          <caption>Compare memberships</caption>
          <thead>
            <tr>
              <th scope="col">Benefit</th>
              {MEMBERSHIP_LEVELS.map((level) => (
                <th scope="col" key={level.planId}>
                  {level.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {MEMBERSHIP_FEATURES.map((feature) => (
              <tr key={feature}>
                <th scope="row">{feature}</th>
                {MEMBERSHIP_LEVELS.map((level) => (
                  <td key={level.planId}>Included</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">Term life</th>
              {MEMBERSHIP_LEVELS.map((level) => (
                <td key={level.planId}>{level.termLife}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Medical bill negotiation</th>
              {MEMBERSHIP_LEVELS.map((level) => (
                <td key={level.planId}>{level.billNegotiation ? 'Included' : 'Not included'}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </section>
    </div>
  );
}
