/** What the doctor-branded wizard asks a visitor to care most about (step 6). */
export const COVERAGES = [
  'LOW_COST',
  'MINIMUM_ESSENTIAL_COVERAGE',
  'PRESCRIPTION',
  'LOW_DEDUCTIBLES',
] as const;
export type Coverage = (typeof COVERAGES)[number];

const LABELS: Record<Coverage, string> = {
  LOW_COST: 'Low cost',
  // The legal term, said in plain words beside it: a visitor need not know the Affordable Care Act's name.
  MINIMUM_ESSENTIAL_COVERAGE:
    'Minimum essential coverage (health cover that counts as insurance under the Affordable Care Act)',
  PRESCRIPTION: 'Prescription coverage',
  LOW_DEDUCTIBLES: 'Low deductibles',
};

export function coverageLabel(coverage: Coverage): string {
  return LABELS[coverage];
}
