import type { Db } from '../db/database';

/** Whose landing is shown: the ids the landing sends, each optional. */
export interface FeaturedScope {
  agentId: number | null;
  portalId: number | null;
  groupId: number | null;
}

/**
 * The plans a landing features, in order (document 1, 7: get-featured-plans by portal, group and
 * rep): the group's own pick when it has one, else the portal's, else the rep's, else the
 * catalog's featured plans. The most particular store wins, so a group's people see its choice.
 */
export async function featuredPlanIds(db: Db, scope: FeaturedScope): Promise<number[]> {
  const pick = async (column: 'group_id' | 'portal_id' | 'agent_id', id: number | null) => {
    if (id === null) return [];
    const rows = await db
      .selectFrom('featured_plans')
      .innerJoin('plans', 'plans.id', 'featured_plans.plan_id')
      .select('featured_plans.plan_id')
      .where(`featured_plans.${column}`, '=', id)
      .where('plans.active', '=', 1)
      .orderBy('featured_plans.position')
      .orderBy('featured_plans.plan_id')
      .execute();
    return rows.map((row) => row.plan_id);
  };
  for (const [column, id] of [
    ['group_id', scope.groupId],
    ['portal_id', scope.portalId],
    ['agent_id', scope.agentId],
  ] as const) {
    const ids = await pick(column, id);
    if (ids.length > 0) return ids;
  }
  const rows = await db
    .selectFrom('plans')
    .select('id')
    .where('featured', '=', 1)
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
