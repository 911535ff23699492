import { DEFAULT_BILLING_TERMS } from '../../src/domain/billingTerms';
import { chargeSentences } from '../../src/domain/chargeSchedule';
import { eftNotes } from '../../src/domain/eftNotes';

/** One Harborline line on the store's terms, 28 preset, as get-charge-terms answers it (checked out 11/29/2026 for 12/01/2026). */
const LINES = [
  {
    plan_name: 'Harborline Dental Essentials',
    price: 29.19,
    application_fee: 25,
    application_fee_label: 'Application fee',
    available: true,
    payer: 'Harborline Mutual',
    terms: DEFAULT_BILLING_TERMS,
  },
];

/** get-charge-terms' answer for that line, offering the 1st and the 28th: what the Billing form tests draw. */
export const HARBORLINE_CHARGE_TERMS = {
  bill_dates: [
    { bill_date: '1', label: '1st of month' },
    { bill_date: '28', label: '28th of month' },
  ],
  default_bill_date: '28',
  sentences: ['1', '28'].map((day) => ({
    bill_date: day,
    sentences: chargeSentences({
      lines: LINES,
      enrolledOn: { year: 2026, month: 11, day: 29 },
      effectiveDate: { year: 2026, month: 12, day: 1 },
      billDate: Number(day),
    }),
  })),
  eft_notes: eftNotes(LINES),
};
