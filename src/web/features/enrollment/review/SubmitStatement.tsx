import { getPaymentSummary } from '../../../../contract/paymentSummaryCalls';
import { callQuery } from '../../../api/callQuery';
import { queryKeys } from '../../../api/queryKeys';
import { useQuery } from '../../../api/useQuery';
import { formatDollars } from '../../../ui/money';

/** The statement's id, for the submitting button's description. */
export const SUBMIT_STATEMENT_ID = 'submit-statement';

/** "(including the one-time Application fee of $25.00)", or nothing when there is no fee. */
function feesPart(fees: readonly { name: string; amount: number }[]): string {
  const [only] = fees;
  if (!only) return '';
  if (fees.length === 1) return ` (including the one-time ${only.name} of ${formatDollars(only.amount)})`;
  const sum = fees.reduce((cents, fee) => cents + Math.round(fee.amount * 100), 0) / 100;
  return ` (including one-time fees of ${formatDollars(sum)})`;
}

/**
 * Beside Review's submitting button, what it does: the application is submitted and the first payment
 * (with its fees) is taken on the method chosen, on or after the effective date. The amounts are the
 * server's (get-payment-summary, the cart's own totals); until they are read it says so, never $0.00.
 */
export function SubmitStatement({ enrollmentId }: { enrollmentId: string }) {
  const summary = useQuery({
    ...callQuery(getPaymentSummary, { query: { enrollment_id: enrollmentId } }, queryKeys.cart(enrollmentId)),
    staleTime: 0,
  });
  const data = summary.data;
  return (
    <section className="review__statement" aria-label="What Submit application does">
      {data ? (
        <div id={SUBMIT_STATEMENT_ID}>
          <p>
            <strong>Submit application sends your application.</strong> Your first payment of{' '}
            <strong>{formatDollars(data.initial_month_cost)}</strong>
            {feesPart(data.one_time_fees)} is {data.charged_to}
            {data.effective_date
              ? ` on or after your effective date, ${data.effective_date}.`
              : ' on or after your effective date.'}
          </p>
          <p>After that, {formatDollars(data.recurring_month_cost)} a month.</p>
        </div>
      ) : summary.isError ? (
        <p role="alert">
          We could not read what you will pay. Submit application still sends your application and charges
          your first payment.
        </p>
      ) : (
        <p role="status">Reading what you will pay…</p>
      )}
    </section>
  );
}
