import { z } from 'zod';
import { enrollerCodeField } from '../domain/enrollerCode';
import { endpoint } from './endpoint';
import { enrollmentId, enrollmentQuery } from './wireFields';

/**
 * Where an enrollment stands with its enroller code: whether Personal Information offers the
 * button, whether the enrollment's group needs a code, and whether one is saved (a saved code
 * clears the requirement).
 */
const enrollerCodeStatus = z.object({ show: z.boolean(), required: z.boolean(), saved: z.boolean() });
export type EnrollerCodeStatus = z.infer<typeof enrollerCodeStatus>;

export const saveEnrollerCode = endpoint({
  method: 'POST',
  path: 'save-enroller-code',
  summary:
    "Checks an enroller code against the enrollment's rep's active codes and keeps it; answers the new status.",
  body: z.object({ enrollment_id: enrollmentId, enrollerCode: enrollerCodeField }),
  data: enrollerCodeStatus,
});

export const getEnrollerCodeStatus = endpoint({
  method: 'GET',
  path: 'get-enroller-code-status',
  summary:
    'Whether Personal Information shows Enter Enroller Code, whether a code is required, and whether one is saved.',
  query: enrollmentQuery,
  data: enrollerCodeStatus,
});
