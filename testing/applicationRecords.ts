import type { ApplicationRecord } from '../src/server/pdfRender/applicationRecord';

/**
 * An application as readApplication gives it (one step, a text agreed to, a signature or none),
 * for rendering without a database: the render pool's test and the render bench.
 */
export const sampleApplication = (signature: string | null): ApplicationRecord => ({
  policyId: 'BS1234567890',
  storeName: 'Example Benefits Agency',
  submittedAt: new Date('2026-11-22T12:00:00Z'),
  effectiveDate: '12/01/2026',
  applicantName: 'Maria Lopez',
  steps: [
    {
      step: 'personal',
      title: 'Personal Information',
      completed: true,
      sections: [{ title: '', rows: [{ label: 'First Name', value: 'Maria' }] }],
    },
  ] as ApplicationRecord['steps'],
  cart: {
    lines: [],
    totals: { recurringCents: 2500, feeCents: 0, firstMonthCents: 2500, firstYearCents: 30000 },
  },
  chargeSentences: [
    'Your first payment of $25.00 is charged between 11/22/2026 and 11/27/2026; after that $25.00 is charged on the 28th of each month, next on 01/28/2027.',
  ],
  agreementTexts: [{ head: 'Authorization', body: 'I agree.' }],
  signature,
  signedName: 'Maria Lopez',
  signedDate: '11/22/2026',
});
