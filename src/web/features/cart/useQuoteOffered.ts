import { DOCTOR_HOST } from '../../../domain/sites';
import { tempInfoQuery } from '../../api/enrollmentQueries';
import { useQuery } from '../../api/useQuery';

/** Whether this cart offers "Send Personalized Quote": rep and group processes only, not on the doctor's site, not when turned off. */
export function useQuoteOffered(enrollmentId: string): boolean {
  const eprocess = useQuery(tempInfoQuery(enrollmentId, 'eprocess'));
  let turnedOff = false;
  try {
    turnedOff = window.localStorage.getItem('show-quotation') === 'no';
  } catch {
    // storage unavailable: the quote stays offered
  }
  const process = eprocess.data;
  return (process === 'rep' || process === 'group') && window.location.hostname !== DOCTOR_HOST && !turnedOff;
}
