import type { OwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';

/** Whether a member other than the enrollment's own (enrollments.user_id) has this e-mail on file, ignoring case. */
export async function emailHeldByAnotherMember(
  deps: Pick<AppDeps, 'db'>,
  owned: OwnedEnrollment,
  email: string,
): Promise<boolean> {
  let query = deps.db
    .selectFrom('members')
    .select('id')
    .where((eb) => eb(eb.fn('lower', [eb.ref('email')]), '=', email.trim().toLowerCase()));
  if (owned.row.user_id !== null) query = query.where('id', '!=', owned.row.user_id);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Whether a member other than the enrollment's own has this phone (ten digits) on file. */
export async function phoneHeldByAnotherMember(
  deps: Pick<AppDeps, 'db'>,
  owned: OwnedEnrollment,
  phone: string,
): Promise<boolean> {
  let query = deps.db.selectFrom('members').select('id').where('phone', '=', phone.trim());
  if (owned.row.user_id !== null) query = query.where('id', '!=', owned.row.user_id);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
