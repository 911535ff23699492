import { storedValue } from './storedValue';

/**
 * The spec's navto: set when a step is opened from review to edit it; the step's Next then goes
 * back to review-confirm and clears it.
 */
export const returnMarker = storedValue('navto');
