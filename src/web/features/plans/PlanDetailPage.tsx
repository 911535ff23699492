import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { addPlanToCart } from '../../../contract/cartCalls';
import { getPlanDetail, getPlanPricingDetail } from '../../../contract/planCalls';
import { ApiError } from '../../api/apiError';
import { callApi } from '../../api/callApi';
import { queryKeys } from '../../api/queryKeys';
import { useEnrollmentId } from '../../session/enrollmentSession';
import { formatDollars } from '../../ui/money';

function Collapsible({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <details className="plan-section">
      <summary>{title}</summary>
      <p>{text}</p>
    </details>
  );
}

export function PlanDetailPage() {
  const planId = Number(useParams().planId);
  const enrollmentId = useEnrollmentId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const plan = useQuery({
    queryKey: queryKeys.plan(planId),
    queryFn: () => callApi(getPlanDetail, { params: { id: planId } }),
    enabled: Number.isInteger(planId) && planId > 0,
    retry: false,
  });
  const pricing = useQuery({
    queryKey: queryKeys.pricing(enrollmentId ?? '', planId),
    queryFn: () =>
      callApi(getPlanPricingDetail, { query: { pid: planId, enrollment_id: enrollmentId ?? '' } }),
    enabled: Boolean(enrollmentId) && plan.isSuccess,
  });
  const add = useMutation({
    mutationFn: (pricingId: number) =>
      callApi(addPlanToCart, {
        body: { enrollment_id: enrollmentId ?? '', plan_id: planId, plan_pricing_id: pricingId },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      await navigate('/cart');
    },
    onError: (e) =>
      setError(e instanceof ApiError ? e.firstMessage : 'Something went wrong. Please try again.'),
  });

  if (plan.isError) {
    return (
      <div>
        <h1>Plan not found</h1>
        <Link to="/plans">Back to plans</Link>
      </div>
    );
  }
  if (!plan.data) return <p>Loading…</p>;
  const p = plan.data;
  const d = p.plan_desc;
  const options = pricing.data?.plans ?? [];
  const selected = choice ?? options[0]?.plan_pricing_id ?? null;

  return (
    <article className="plan-detail">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/plans">Plans</Link>
          </li>
          <li aria-current="page">Plan Details</li>
        </ol>
      </nav>
      <h1>{p.plan_name}</h1>
      <p className="plan-detail__carrier">{p.carrier_name}</p>
      {d.header_text ? <p className="plan-detail__header">{d.header_text}</p> : null}
      {d.blueBarText ? <p className="blue-bar">{d.blueBarText}</p> : null}
      <p>{d.body_text}</p>
      {d.association_text ? <p className="association-text">{d.association_text}</p> : null}
      <Collapsible title={d.exclusions_text_name || 'Exclusions'} text={d.exclusions_text} />
      <Collapsible title={d.example_text_name || 'Example'} text={d.example_text} />
      <Collapsible title={d.faq_text_name || 'FAQ'} text={d.faq_text} />

      <section aria-labelledby="pricing-title" className="pricing">
        <h2 id="pricing-title">Pricing</h2>
        {!enrollmentId ? (
          <p>
            <Link to="/">Enter your details</Link> to see your price.
          </p>
        ) : null}
        {pricing.data?.errorCode ? (
          <p className="notice" role="status">
            {pricing.data.message} <Link to="/">Edit your details</Link>
          </p>
        ) : null}
        {options.length > 0 ? (
          <fieldset className="radio-group">
            <legend>Choose a price option</legend>
            {options.map((option) => (
              <label key={option.plan_pricing_id} className="radio">
                <input
                  type="radio"
                  name="pricing"
                  value={option.plan_pricing_id}
                  checked={selected === option.plan_pricing_id}
                  onChange={() => setChoice(option.plan_pricing_id)}
                />
                {option.label}: {formatDollars(option.price)} / month
              </label>
            ))}
          </fieldset>
        ) : null}
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        {options.length > 0 && selected !== null ? (
          <button
            type="button"
            className="button button--primary"
            disabled={add.isPending}
            onClick={() => {
              setError(null);
              add.mutate(selected);
            }}
          >
            Add to Cart
          </button>
        ) : null}
      </section>
    </article>
  );
}
