import type { EnrollerCodeStatus } from '../../../contract/enrollerCodeCalls';
import { ENROLLER_CODE_REQUIRED, enrollerCodeShown } from '../../../domain/enrollerCode';
import type { Db } from '../../db/database';
import type { EnrollmentTable } from '../../db/schema';
import { fieldError } from '../../http/appError';

/** Whether the enrollment's group asks its employees for an enroller code (the group's own setting). */
async function groupAsksCode(db: Db, groupId: number | null): Promise<boolean> {
  if (groupId === null) return false;
  const group = await db
    .selectFrom('groups')
    .select('asks_enroller_code')
    .where('id', '=', groupId)
    .executeTakeFirst();
  return group?.asks_enroller_code === 1;
}

/** Where this enrollment stands with its code; the button, the requirement and the save read it. */
export async function enrollerCodeStatusOf(db: Db, row: EnrollmentTable): Promise<EnrollerCodeStatus> {
  const asks = await groupAsksCode(db, row.group_id);
  return {
    show: enrollerCodeShown(row.eprocess, asks),
    required: asks,
    saved: row.enroller_code !== null,
  };
}

/**
 * Refuses Personal Information's save while the enrollment's group asks for a code and none is
 * saved (409: the enrollment is missing a step, not a field of this form).
 */
export async function requireEnrollerCode(db: Db, row: EnrollmentTable): Promise<void> {
  const status = await enrollerCodeStatusOf(db, row);
  if (status.required && !status.saved) throw fieldError('enrollerCode', ENROLLER_CODE_REQUIRED, 409);
}

/**
 * The rep whose codes an enrollment's code is checked against: a group's enrollment is its
 * group's rep (an agency's codes are its reps'), otherwise the enrollment's own rep; null when none.
 */
export async function repOfEnrollment(db: Db, row: EnrollmentTable): Promise<number | null> {
  if (row.group_id !== null) {
    const group = await db
      .selectFrom('groups')
      .select('agent_id')
      .where('id', '=', row.group_id)
      .executeTakeFirst();
    if (group) return group.agent_id;
  }
  return row.agent_id;
}

/** Whether the code is one of the rep's active codes (codes are stored upper-case). */
export async function isActiveCodeOf(db: Db, agentId: number, code: string): Promise<boolean> {
  const found = await db
    .selectFrom('enroller_codes')
    .select('code')
    .where('code', '=', code)
    .where('agent_id', '=', agentId)
    .where('active', '=', 1)
    .executeTakeFirst();
  return found !== undefined;
}
