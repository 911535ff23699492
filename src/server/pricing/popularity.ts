import { sql } from 'kysely';
import type { Db } from '../db/database';

const CARTED_WEIGHT = 10;
const ENROLLED_WEIGHT = 50;

/**
 * Each plan's popularity: its catalog rank plus what shoppers do with it, every cart line
 * counting and every submitted enrollment counting five times more. For a group's people only
 * that group's enrollments count (popularity follows the group); otherwise every enrollment.
 */
export async function popularityScores(db: Db, groupId: number | null = null): Promise<Map<number, number>> {
  const base = await db.selectFrom('plans').select(['id', 'popularity']).where('active', '=', 1).execute();
  let shoppers = db
    .selectFrom('cart_lines')
    .innerJoin('enrollments', 'enrollments.id', 'cart_lines.enrollment_id');
  if (groupId !== null) shoppers = shoppers.where('enrollments.group_id', '=', groupId);
  const activity = await shoppers
    .select('cart_lines.plan_id')
    .select((eb) => eb.fn.countAll<number>().as('carted'))
    .select(sql<number>`sum(case when enrollments.status = 'submitted' then 1 else 0 end)`.as('enrolled'))
    .groupBy('cart_lines.plan_id')
    .execute();
  const scores = new Map(base.map((plan) => [plan.id, plan.popularity]));
  for (const row of activity) {
    const held = scores.get(row.plan_id);
    if (held === undefined) continue;
    scores.set(
      row.plan_id,
      held + CARTED_WEIGHT * Number(row.carted) + ENROLLED_WEIGHT * Number(row.enrolled),
    );
  }
  return scores;
}
