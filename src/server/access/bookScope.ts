import type { Db } from '../db/database';
import type { AccountTable, EnrollmentTable } from '../db/schema';

/**
 * The enrollments in a signed-in account's book: a rep's, those with the rep's agent id; a group
 * administrator's, the group's. Submitted ones all; in-progress ones only those the rep or the group
 * administrator started (a shopper's unsubmitted cart on the rep's site stays the shopper's). The book
 * of business lists them; its resend and a policy's changes (issue 41) reach one by its policy id.
 */
export function inBook(db: Db, account: AccountTable) {
  const rep = account.kind === 'agent';
  const ownerId = (rep ? account.agent_id : account.group_id) ?? -1;
  return db
    .selectFrom('enrollments')
    .where(rep ? 'enrollments.agent_id' : 'enrollments.group_id', '=', ownerId)
    .where((eb) =>
      eb.or([
        eb('enrollments.policy_id', 'is not', null),
        eb.and([
          eb('enrollments.status', '=', 'open'),
          eb('enrollments.eprocess', '=', rep ? 'rep' : 'group'),
        ]),
      ]),
    );
}

/** The submitted enrollment with this policy id in the signed-in account's book; else undefined (answered as unknown). */
export function findSubmittedInBook(
  db: Db,
  account: AccountTable,
  policyId: string,
): Promise<EnrollmentTable | undefined> {
  return inBook(db, account)
    .selectAll('enrollments')
    .where('enrollments.policy_id', '=', policyId)
    .executeTakeFirst();
}
