import { z } from 'zod';
import { AGENCY_ENROLLMENT_NOT_FOUND } from './agencyCalls';
import { pdfFileData } from './applicationPdfCalls';
import { endpoint } from './endpoint';

/**
 * A change's confirmation as a PDF (issue 41): the change, who made it, each member's coverage before
 * and after it, the monthly price before and after and its carrier status when printed. Read from
 * the policy's spans each time it is asked.
 */

const changeId = z.string().min(1, 'Change not found').max(64, 'Change not found');

export const getChangePdf = endpoint({
  method: 'GET',
  path: 'get-change-pdf',
  summary:
    "A change to a policy in the caller's reach as a PDF file (Content-Disposition attachment): the member by their member link's enrollment_id, the signed-in rep or group administrator by their book. Outside the reach or an unknown change: 404.",
  query: z.object({
    policy_id: z.string().min(1, 'Policy not found').max(40, 'Policy not found'),
    change_id: changeId,
    /** The member link's enrollment (member home); a rep or group administrator leaves it out. */
    enrollment_id: z.string().max(64).optional(),
  }),
  data: pdfFileData,
  download: { contentType: 'application/pdf' },
});

export const getAgencyChangePdf = endpoint({
  method: 'GET',
  host: 'agency',
  path: 'enrollments/:policy_id/changes/:change_id/pdf',
  security: 'apiKey',
  summary:
    "A change to a policy in the key's scope as its confirmation PDF (attachment), as the member, rep and group administrator download it; any key may read it. Outside the scope or an unknown change: 404.",
  params: z.object({
    policy_id: z.string().min(1).max(40, AGENCY_ENROLLMENT_NOT_FOUND),
    change_id: changeId,
  }),
  data: pdfFileData,
  download: { contentType: 'application/pdf' },
});
