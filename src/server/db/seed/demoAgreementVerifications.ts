import type { AgreementVerificationTable } from '../schema';

/** The question a broker answers for every rep enrollment (Broker Verification). */
export const BROKER_QUESTION_ID = 1;
export const BROKER_QUESTION = "How did you verify the applicant's identity?";
/** Redwood Logistics' own employees sign their applications with a signature only (sigapplicant). */
export const SIGNATURE_ONLY_GROUP_ID = 2556;

/**
 * The Agreement step's verification: a rep answers the broker question and does not sign (the
 * applicant is not at the broker's screen; the signed-in rep attests); a group attests with its
 * name and code; an applicant signs (the default with no row), Redwood's with a signature only.
 */
export function agreementVerificationRows(): AgreementVerificationTable[] {
  return [
    {
      id: 1,
      eprocess: 'rep',
      group_id: null,
      carrier_id: null,
      question_id: BROKER_QUESTION_ID,
      question: BROKER_QUESTION,
      signature_required: 0,
      signature_only: 0,
    },
    {
      id: 2,
      eprocess: 'applicant',
      group_id: SIGNATURE_ONLY_GROUP_ID,
      carrier_id: null,
      question_id: null,
      question: null,
      signature_required: 1,
      signature_only: 1,
    },
  ];
}
