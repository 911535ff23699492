import type { Db } from '../db/database';
import { fromJsonText } from '../db/json';

/**
 * A group's name, phone and address as its landing information holds them; null where not on
 * file. The keys are Employer Information's field names, so the prefill takes them as they are.
 */
export interface GroupDetails {
  name: string;
  phone: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/**
 * The one read of a group's details: Employer Information's prefill and get-group-info both use
 * it, so the two always agree. Null when there is no such group.
 */
export async function readGroupDetails(db: Db, groupId: number): Promise<GroupDetails | null> {
  const group = await db
    .selectFrom('groups')
    .select(['name', 'landing_info'])
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (!group) return null;
  const info = fromJsonText<Record<string, unknown>>(group.landing_info);
  const text = (key: string) => (typeof info[key] === 'string' && info[key] !== '' ? info[key] : null);
  return {
    name: group.name,
    phone: text('group_phone'),
    address1: text('address1'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
  };
}
