import { z } from 'zod';
import { endpoint } from './endpoint';
import { enrollmentId } from './wireFields';

/** Spelled so on the wire ("IO"): Member Only keeps no dependents. */
export const deleteDependentInIo = endpoint({
  method: 'POST',
  path: 'delete-dependent-in-IO',
  summary:
    'Removes the saved dependents (and their draft) of a Member Only enrollment; refused for a tier that covers dependents.',
  body: z.object({ enrollment_id: enrollmentId }),
  data: z.object({ deleted: z.boolean() }),
});
