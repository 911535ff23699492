import type { PaymentSummary } from '../../contract/paymentSummaryCalls';
import { formatDollars } from '../ui/money';

/**
 * What is charged when and how, as the server says it (get-payment-summary, get-receipt): the charge
 * sentences of domain/chargeSchedule.ts, the same on Billing, the receipt e-mail and the PDF, then how
 * each payment is taken. A purchase kept before the sentences existed gives the amounts alone.
 */
export function ChargeLines({ summary }: { summary: PaymentSummary }) {
  if (summary.charge_sentences.length === 0)
    return (
      <p>
        Your first payment of {formatDollars(summary.initial_month_cost)} is {summary.charged_to}; after that,{' '}
        {formatDollars(summary.recurring_month_cost)} a month.
      </p>
    );
  return (
    <>
      {summary.charge_sentences.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      <p>Each payment is {summary.charged_to}.</p>
    </>
  );
}
