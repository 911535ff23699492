import { z } from 'zod';
import { endpoint } from './endpoint';
import { beneficiaryEntry } from './enrollmentCalls';
import { optionItem } from './formFieldCalls';
import { enrollmentId, enrollmentQuery, listResult } from './wireFields';

/** What get-beneficiaries-existing-user-enrollment says of an enrollment that is not a current member's. */
export const NO_BENEFICIARIES_ON_FILE = 'No beneficiaries on file: this is not a current member’s enrollment';

export const getBeneficiaryRelationships = endpoint({
  method: 'GET',
  path: 'get-beneficiary-relationships',
  summary:
    "The relationships a beneficiary may have to the applicant (option list 'beneficiary_relationship').",
  data: listResult(optionItem),
});

/**
 * One beneficiary on its own, checked as the save checks each entry. The answer's id is the one
 * sent, or a new one for a new entry, so the browser's list carries server ids from the start.
 */
export const validateSingleBeneficiary = endpoint({
  method: 'POST',
  path: 'validate-single-beneficiary',
  summary:
    "Checks one beneficiary against this enrollment's field list (a masked SSN only for the entry with the same id); stores nothing and answers the entry's id.",
  body: beneficiaryEntry.extend({ enrollment_id: enrollmentId }),
  data: z.object({ beneficiary_id: z.string() }),
});

/** A beneficiary a current member has on file, SSN masked, with its id. */
const beneficiaryOnFile = z.object({
  beneficiary_id: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  birthdate: z.string(),
  ssn: z.string(),
  relationship: z.string(),
  beneficiary_percentage: z.string(),
});
export type BeneficiaryOnFile = z.infer<typeof beneficiaryOnFile>;

export const getBeneficiariesExistingUserEnrollment = endpoint({
  method: 'GET',
  path: 'get-beneficiaries-existing-user-enrollment',
  summary:
    "A current member's beneficiaries on file (SSNs masked), for their enrollment's first visit to the step; 404 for any other enrollment.",
  query: enrollmentQuery,
  data: listResult(beneficiaryOnFile),
});
