import type { CartLine } from '../../contract/cartCalls';
import type { CartTotals } from '../../domain/cartTotals';
import type { StepSummary } from '../../domain/review/summaryTypes';

/** Everything the signed application PDF shows, read from what the enrollment stored. */
export interface ApplicationRecord {
  /** Which PDF the render pool makes of the record (renderPool.ts); absent means this one. */
  kind?: 'application';
  policyId: string;
  /** The store's name (site.json), the PDF's author. */
  storeName: string;
  submittedAt: Date;
  effectiveDate: string;
  applicantName: string;
  /** Every step's entries in human labels and values, sensitive numbers masked. */
  steps: StepSummary[];
  /** The cart's lines and totals (pricing/cartView.ts reads them). */
  cart: { lines: CartLine[]; totals: CartTotals };
  /** What is charged when, on the submission's day (domain/chargeSchedule.ts). */
  chargeSentences: string[];
  /** The agreement texts shown to this enrollment, each agreed to before it could be signed. */
  agreementTexts: { head: string; body: string }[];
  /** The drawn signature (a PNG data URL) or null; the typed name signs otherwise. */
  signature: string | null;
  signedName: string;
  signedDate: string;
}
