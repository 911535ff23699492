import type { Db } from '../db/database';

/**
 * Whether the enrollment's cart holds a premier (L713) plan: get-more-requirement answers it and
 * the dependent rules read it, so the screen and the server agree on premier mode.
 */
export async function cartHasPremier(db: Db, enrollmentId: string): Promise<boolean> {
  const premier = await db
    .selectFrom('cart_lines')
    .innerJoin('plans', 'plans.id', 'cart_lines.plan_id')
    .select('plans.id')
    .where('cart_lines.enrollment_id', '=', enrollmentId)
    .where('plans.premier', '=', 1)
    .executeTakeFirst();
  return Boolean(premier);
}
