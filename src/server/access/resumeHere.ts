import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps';
import type { EnrollmentTable } from '../db/schema';
import { ownerHash } from '../http/ownerCookie';
import { freshOwnerKey } from './ownerBinding';

/**
 * Moves an open enrollment to this browser (the one that held it can no longer open it) and spends
 * its unused resume codes; answers what the resume calls answer. Run it in a transaction (`deps.db`
 * is the transaction). Both resume by e-mailed code and Continue from the book of business use it.
 */
export async function resumeHere(
  deps: Pick<AppDeps, 'db' | 'secretBox' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  row: EnrollmentTable,
  savedTab: string,
  at: string,
) {
  // A resumed enrollment is bound to a key made now, never to one planted in the browser before.
  const key = await freshOwnerKey(deps, request, reply);
  await deps.db
    .updateTable('enrollments')
    .set({ owner_hash: ownerHash(key), updated_at: at })
    .where('id', '=', row.id)
    .execute();
  await deps.db
    .updateTable('resume_codes')
    .set({ used_at: at })
    .where('enrollment_id', '=', row.id)
    .where('used_at', 'is', null)
    .execute();
  return {
    enrollment_id: row.id,
    saved_tab: savedTab,
    others: {
      type: row.type,
      eprocess: row.eprocess,
      open_type: row.open_type,
      agent_id: row.agent_id,
      group_id: row.group_id,
      platform_group_id: row.portal_id,
    },
  };
}
