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
  MINIMUM_ESSENTIAL_COVERAGE: 'Minimum essential coverage',
  PRESCRIPTION: 'Prescription coverage',
  LOW_DEDUCTIBLES: 'Low deductibles',
};

export function coverageLabel(coverage: Coverage): string {
  return LABELS[coverage];
}
