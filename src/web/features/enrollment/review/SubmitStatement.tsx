import { getPaymentSummary } from '../../../../contract/paymentSummaryCalls';
import { callQuery } from '../../../api/callQuery';
import { queryKeys } from '../../../api/queryKeys';
import { useQuery } from '../../../api/useQuery';
import { ChargeLines } from '../../../components/ChargeLines';

/** The statement's id, for the submitting button's description. */
export const SUBMIT_STATEMENT_ID = 'submit-statement';

/**
 * Beside Review's submitting button, what it does: the application is submitted, and what is charged
 * when and how (the sentence Billing, the receipt, its e-mail and the PDF say). The amounts are the
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
            <strong>Submit application sends your application.</strong>
          </p>
          <ChargeLines summary={data} />
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
