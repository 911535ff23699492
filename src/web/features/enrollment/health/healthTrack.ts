import { storedValue } from '../../../session/storedValue';

/**
 * The spec's health_track: the enrollment whose current member's answers on file were already
 * carried into its health step, so they are loaded and saved once, not on every visit.
 */
export const healthTrack = storedValue('health_track');
