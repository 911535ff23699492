/**
 * How many days after coverage ended (a termination or a cancellation) it may still be reinstated
 * (changeDates.ts, reinstatementStart). One store-wide number for now; a carrier's own allowance in the
 * catalog may replace it.
 */
export const REINSTATE_WITHIN_DAYS = 30;
