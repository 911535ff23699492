import { getDefaultInfo } from '../../contract/siteCalls';
import { callQuery } from '../api/callQuery';
import { useQuery } from '../api/useQuery';
import { locationConsent, rememberedState } from '../session/locationConsent';
import { storedValue } from '../session/storedValue';

const knownDevice = storedValue('deviceId');

/**
 * Asks whether the visitor's state may be kept to recommend plans: a short strip in the page's flow
 * under the header (styles.css, "location banner"), so it never lies over a field. Shown when the
 * server says so, until the visitor answers (or already has a device id). It is shown while the
 * server's answer is on its way (the usual answer is yes), so it never pushes the page down late.
 */
export function LocationBanner() {
  const info = useQuery({
    ...callQuery(getDefaultInfo),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const consent = locationConsent.useValue();
  const device = knownDevice.useValue();
  // Shown from the first paint until the server says otherwise, so the page below never moves down.
  if (info.data?.show_location_banner === false || info.isError || consent !== null || device !== null)
    return null;
  return (
    <section className="location-banner" aria-label="Your location">
      <p>May we remember your state to suggest plans?</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => locationConsent.write('yes')}>
          Allow
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            locationConsent.write('no');
            rememberedState.write(null);
          }}
        >
          No thanks
        </button>
      </div>
    </section>
  );
}
