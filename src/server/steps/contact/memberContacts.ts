import type { OwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';

/**
 * Whether the enrollment may be told that an e-mail or phone is another member's: only a current
 * member's own enrollment (made by their member link or their signed-in rep), where the spec's
 * "Email Already Exists." keeps two members apart. A new shopper is never told, so the checks cannot
 * be used to find out who is a member.
 */
function comparesWithMembers(owned: OwnedEnrollment): owned is OwnedEnrollment & {
  row: { user_id: number };
} {
  return owned.row.type === 'existing-user' && owned.row.user_id !== null;
}

/** Whether a member other than the enrollment's own member has this e-mail on file, ignoring case (current members' enrollments only). */
export async function emailHeldByAnotherMember(
  deps: Pick<AppDeps, 'db'>,
  owned: OwnedEnrollment,
  email: string,
): Promise<boolean> {
  if (!comparesWithMembers(owned)) return false;
  const found = await deps.db
    .selectFrom('members')
    .select('id')
    .where((eb) => eb(eb.fn('lower', [eb.ref('email')]), '=', email.trim().toLowerCase()))
    .where('id', '!=', owned.row.user_id)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/** Whether a member other than the enrollment's own has this phone (ten digits) on file (current members' enrollments only). */
export async function phoneHeldByAnotherMember(
  deps: Pick<AppDeps, 'db'>,
  owned: OwnedEnrollment,
  phone: string,
): Promise<boolean> {
  if (!comparesWithMembers(owned)) return false;
  const found = await deps.db
    .selectFrom('members')
    .select('id')
    .where('phone', '=', phone.trim())
    .where('id', '!=', owned.row.user_id)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}
