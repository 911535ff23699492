import type { Db } from '../db/database';

/**
 * Who made a change, in words safe to show to anyone who may read the policy (`policy_changes.made_by`
 * is 'member', 'rep:<agent id>', 'group:<group id>', 'agency-key:<key id>' or 'system'): a rep and a
 * group by name, the agency's systems without the key's id, a renewal as the store's.
 */
export async function changeMakersInWords(db: Db, madeBy: readonly string[]): Promise<Map<string, string>> {
  const idsOf = (prefix: string) =>
    [
      ...new Set(
        madeBy.filter((who) => who.startsWith(prefix)).map((who) => Number(who.slice(prefix.length))),
      ),
    ].filter((id) => Number.isInteger(id));
  const repIds = idsOf('rep:');
  const groupIds = idsOf('group:');
  const reps = repIds.length
    ? await db
        .selectFrom('agents')
        .select(['id', 'first_name', 'last_name'])
        .where('id', 'in', repIds)
        .execute()
    : [];
  const groups = groupIds.length
    ? await db.selectFrom('groups').select(['id', 'name']).where('id', 'in', groupIds).execute()
    : [];
  const words = new Map<string, string>();
  for (const who of madeBy) {
    if (words.has(who)) continue;
    words.set(who, inWords(who, reps, groups));
  }
  return words;
}

function inWords(
  who: string,
  reps: { id: number; first_name: string; last_name: string }[],
  groups: { id: number; name: string }[],
): string {
  if (who === 'member') return 'The member';
  if (who === 'system') return 'The store (renewal)';
  if (who.startsWith('agency-key:')) return "The agency's systems";
  if (who.startsWith('rep:')) {
    const rep = reps.find((r) => `rep:${r.id}` === who);
    return rep ? `Rep ${rep.first_name} ${rep.last_name}` : 'A rep';
  }
  if (who.startsWith('group:')) {
    const group = groups.find((g) => `group:${g.id}` === who);
    return group ? `Group administrator of ${group.name}` : 'A group administrator';
  }
  return 'The store';
}
