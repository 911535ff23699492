import type { ChargeTerms } from '../../../../contract/chargeTermsCalls';

/**
 * What is charged when for the bill date chosen, as the server says it for each day offered
 * (domain/chargeSchedule.ts: the sentence Review, the receipt, its e-mail and the PDF say); it follows
 * the Billing Date choice and is announced politely.
 */
export function ChargeSentences({ charges, billDate }: { charges: ChargeTerms; billDate: string }) {
  const chosen = charges.sentences.find((option) => option.bill_date === billDate);
  return (
    <section className="charge-sentences" aria-label="What is charged when" aria-live="polite">
      {(chosen?.sentences ?? []).map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </section>
  );
}
