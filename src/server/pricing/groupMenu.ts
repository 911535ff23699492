import { ASSOCIATION_CATEGORY } from '../../domain/association';
import { CATEGORIES, type Category } from '../../domain/categories';
import type { Db } from '../db/database';
import { fieldError } from '../http/appError';
import { groupCategories } from './categoryOffers';

/** Said when a group's employee asks to price or buy a plan of a category the group does not offer. */
export const NOT_IN_GROUP_MENU = 'Your group does not offer this plan';

/**
 * The one rule of what a shopper may list, price and buy: the categories of the enrollment's group
 * menu, or every category when there is no group or the group offers all. An unknown group offers
 * nothing, so a stale id never opens the whole store.
 */
export async function menuCategories(db: Db, groupId: number | null): Promise<readonly Category[]> {
  const limit = await groupCategories(db, groupId);
  if (limit === undefined) return [];
  return limit ?? CATEGORIES;
}

/**
 * Whether a plan's category is on the menu. Association memberships are no menu category: they are
 * bought only alongside a plan that needs one, and that plan is held to the menu.
 */
export function categoryOnMenu(menu: readonly string[], category: string): boolean {
  return category === ASSOCIATION_CATEGORY || menu.includes(category);
}

/** Refuses (403 at `field`) a plan whose category the enrollment's group does not offer. */
export async function requireOnMenu(
  db: Db,
  groupId: number | null,
  category: string,
  field: string,
): Promise<void> {
  if (!categoryOnMenu(await menuCategories(db, groupId), category)) {
    throw fieldError(field, NOT_IN_GROUP_MENU, 403);
  }
}

/** A group id as the browser sends it (text), read as a number when it is one. */
export function groupIdOf(text: string | undefined): number | null {
  return text && /^\d{1,12}$/.test(text) ? Number(text) : null;
}

/** The group an enrollment shops for (null: none), read where only its id is at hand. */
export async function enrollmentGroupId(db: Db, enrollmentId: string): Promise<number | null> {
  const row = await db
    .selectFrom('enrollments')
    .select('group_id')
    .where('id', '=', enrollmentId)
    .executeTakeFirst();
  return row?.group_id ?? null;
}
