import type { EnrollContext } from '../../session/enrollContext';

/**
 * Who the 'Enrollment Receipt' e-mail goes to, said to who reads the receipt page: it goes to the
 * applicant's contact e-mail and to the enrollment's rep (server: receiptMailFor). A rep reads that it
 * went to the applicant and to them; a shopper, to their e-mail (and to their agent when one enrolls
 * them, as a rep's landing page or referral link does).
 */
export function receiptSentTo(context: EnrollContext | null): string {
  const subject = "A receipt with the subject 'Enrollment Receipt' is sent";
  if (context?.eprocess === 'rep') return `${subject} to the applicant's e-mail address and to you.`;
  if (context?.agent_id !== undefined) return `${subject} to your e-mail address and to your agent.`;
  return `${subject} to your e-mail address.`;
}
