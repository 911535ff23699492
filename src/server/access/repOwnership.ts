import type { Db } from '../db/database';

/** The rep a group belongs to, or null. */
export async function repOfGroup(db: Db, groupId: number | null): Promise<number | null> {
  if (groupId === null) return null;
  const group = await db.selectFrom('groups').select('agent_id').where('id', '=', groupId).executeTakeFirst();
  return group?.agent_id ?? null;
}

/** The rep an enrollment portal belongs to, or null. */
export async function repOfPortal(db: Db, portalId: number): Promise<number | null> {
  const portal = await db
    .selectFrom('portals')
    .select('agent_id')
    .where('id', '=', portalId)
    .executeTakeFirst();
  return portal?.agent_id ?? null;
}
