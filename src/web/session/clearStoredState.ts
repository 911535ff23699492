import { setEnrollContext } from './enrollContext';
import { setEnrollmentId } from './enrollmentSession';
import { returnMarker } from './returnMarker';

/**
 * Continue-enrollment, direct-continue and "Not my site" start from nothing stored: run before
 * the page renders (a route loader), so no call is made with the enrollment that was there.
 */
export function clearStoredState(): null {
  setEnrollmentId(null);
  setEnrollContext(null);
  returnMarker.write(null);
  return null;
}
