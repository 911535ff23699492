import { CATEGORIES, type Category, isCategory } from '../../domain/categories';
import type { Db } from '../db/database';

/**
 * The categories a group offers its people, in menu order, or null when the group offers every
 * category (or there is no group). An unknown group is undefined.
 */
export async function groupCategories(
  db: Db,
  groupId: number | null,
): Promise<Category[] | null | undefined> {
  if (groupId === null) return null;
  const group = await db
    .selectFrom('groups')
    .select('menu_categories')
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (!group) return undefined;
  if (group.menu_categories === null) return null;
  const chosen = new Set(group.menu_categories.split(','));
  return CATEGORIES.filter((category) => chosen.has(category));
}

/** The categories that have active plans, limited to the given ones when there is a limit. */
export async function offeredCategories(db: Db, limit: Category[] | null): Promise<Category[]> {
  const rows = await db.selectFrom('plans').select('category').distinct().where('active', '=', 1).execute();
  const offered = new Set(rows.map((row) => row.category).filter(isCategory));
  return (limit ?? CATEGORIES).filter((category) => offered.has(category));
}

/** The categories asked for, kept to the group's limit; none asked for means all the group has. */
export function withinLimit(wanted: Category[], limit: Category[] | null): Category[] {
  const all = limit ?? [...CATEGORIES];
  if (wanted.length === 0) return all;
  return wanted.filter((category) => all.includes(category));
}
