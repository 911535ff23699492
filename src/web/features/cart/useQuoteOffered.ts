import { tempInfoQuery } from '../../api/enrollmentQueries';
import { useQuery } from '../../api/useQuery';
import { useIsDoctorSite } from '../../site/doctorSite';

/** Whether this cart offers "Send Personalized Quote": rep and group processes only, not on the doctor's site, not when turned off. */
export function useQuoteOffered(enrollmentId: string): boolean {
  const eprocess = useQuery(tempInfoQuery(enrollmentId, 'eprocess'));
  const doctor = useIsDoctorSite();
  let turnedOff = false;
  try {
    turnedOff = window.localStorage.getItem('show-quotation') === 'no';
  } catch {
    // storage unavailable: the quote stays offered
  }
  const process = eprocess.data;
  return (process === 'rep' || process === 'group') && !doctor && !turnedOff;
}
