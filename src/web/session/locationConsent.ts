import { storedValue } from './storedValue';

/** The visitor's answer to the location banner: "yes", "no", or unset (not asked yet). */
export const locationConsent = storedValue('location_consent');
/** With consent, the state of the visitor's zip (the spec's "state" key), for recommendations. */
export const rememberedState = storedValue('state');
