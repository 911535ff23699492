import { removeStoredValues } from './storedValue';

/**
 * What survives a fresh start: the device's own identity and its location answer, which say
 * nothing about the store visited (docs/decisions.md, "Clearing stored state").
 */
const DEVICE_KEYS: ReadonlySet<string> = new Set(['deviceId', 'location_consent', 'state']);

/**
 * A landing slug, continue-enrollment, direct-continue and "Not my site" start from nothing
 * stored (document 1, 4): every stored key of the store goes, the enrollment, the context, the
 * review marker, the wizard's tracks, the quote switch and whatever else was kept. Runs before
 * the page renders (a route loader), so no call is made with what was there.
 */
export function clearStoredState(): null {
  removeStoredValues(DEVICE_KEYS);
  try {
    window.sessionStorage.clear();
  } catch {
    // storage unavailable: nothing kept there
  }
  return null;
}
