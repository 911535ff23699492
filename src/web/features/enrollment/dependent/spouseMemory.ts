import { storedValue } from '../../../session/storedValue';
import type { DependentEntry } from './dependentEntries';

/**
 * The spouse set aside when the member answers No to 'Will you be Enrolling your spouse ?'
 * (the spec's tempDepData). Kept in this page's memory only, never in browser storage: it holds
 * an SSN. A Yes restores it; a reload forgets it (the draft on the server does not hold it).
 */
const setAside = new Map<string, DependentEntry>();

export const spouseSetAside = {
  read: (enrollmentId: string) => setAside.get(enrollmentId) ?? null,
  write: (enrollmentId: string, entry: DependentEntry | null) => {
    if (entry) setAside.set(enrollmentId, entry);
    else setAside.delete(enrollmentId);
  },
};

/**
 * The spec's isSpouseEnrollAccept: the enrollment whose member accepted enrolling a spouse in
 * premier mode, so a current member is not asked again. An id only, nothing personal.
 */
export const spouseEnrollAccept = storedValue('isSpouseEnrollAccept');
