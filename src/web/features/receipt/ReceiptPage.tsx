import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { getApplicationPdf } from '../../../contract/applicationPdfCalls';
import { getReceipt } from '../../../contract/enrollmentCalls';
import { callUrl } from '../../api/callApi';
import { callQuery } from '../../api/callQuery';
import { useQuery } from '../../api/useQuery';
import { ChargeLines } from '../../components/ChargeLines';
import { CostTotals } from '../../components/CostTotals';
import { useEnrollContext } from '../../session/enrollContext';
import { setEnrollmentId, useEnrollmentId } from '../../session/enrollmentSession';
import { homePath } from '../../session/homePath';
import { useBranding } from '../../site/branding';
import { usePageTitle } from '../../site/usePageTitle';
import { formatDollars } from '../../ui/money';
import { receiptSentTo } from './receiptSentTo';

/**
 * The thank-you page: the confirmation number, what was bought (each plan with its option and price,
 * the effective date, the first and recurring amounts) and what happens next; the finished enrollment
 * then leaves the browser's storage.
 */
export function ReceiptPage() {
  usePageTitle('Enrollment receipt');
  const context = useEnrollContext();
  const branding = useBranding();
  // The id is kept for this page only: once the receipt is shown it leaves the browser's storage.
  const [enrollmentId] = useState(useEnrollmentId());
  const receipt = useQuery({
    ...callQuery(getReceipt, { query: { enrollment_id: enrollmentId ?? '' } }),
    enabled: Boolean(enrollmentId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const done = Boolean(receipt.data);
  useEffect(() => {
    if (done) setEnrollmentId(null);
  }, [done]);
  if (!enrollmentId) return <Navigate to="/" replace />;
  if (receipt.isError) return <p role="alert">{receipt.error.message}</p>;
  if (!receipt.data) return <p>Loading…</p>;
  const data = receipt.data;
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h1 id="receipt-title">Thank you, {data.name}!</h1>
      {branding?.thank_you_image ? (
        <img className="receipt__image" src={branding.thank_you_image} alt="" width={96} height={96} />
      ) : null}
      <p>Your enrollment is complete.</p>
      <p className="receipt__number">
        Confirmation Number: <strong>{data.policy_id}</strong>
      </p>
      <h2>What you bought</h2>
      <ul className="receipt__plans" aria-label="Your plans">
        {data.plans.map((plan) => (
          <li key={plan.plan_name}>
            <span>
              {plan.plan_name} ({plan.price_label})
            </span>{' '}
            <strong>{formatDollars(plan.price)} per month</strong>
          </li>
        ))}
      </ul>
      {data.effective_date ? <p>Coverage starts on {data.effective_date}.</p> : null}
      <CostTotals
        firstMonth={data.initial_month_cost}
        recurring={data.recurring_month_cost}
        fees={data.one_time_fees.map((fee) => ({
          name: fee.name,
          planName: fee.plan_name,
          cents: Math.round(fee.amount * 100),
        }))}
      />
      <h2>What happens next</h2>
      <ChargeLines summary={data} />
      <p>{receiptSentTo(context)}</p>
      <p>
        {/* The signed application, for this browser only (the server checks it owns the enrollment). */}
        <a href={callUrl(getApplicationPdf, { query: { enrollment_id: enrollmentId } })} download>
          Download your application (PDF)
        </a>
      </p>
      <Link to={homePath(context)} className="button button--primary">
        Return to homepage
      </Link>
    </section>
  );
}
