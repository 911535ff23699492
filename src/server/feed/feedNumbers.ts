import type { Db } from '../db/database';

const COUNTER = 'interchange';
/** ISA13 is nine digits: the numbers go round after 999999999 (decades of files at any real rate). */
const LAST_NUMBER = 999_999_999;

/**
 * The next interchange number (ISA13, and the group's GS06), unique across the store's files: one
 * counter row, moved in the caller's transaction (a second node waits on the row in PostgreSQL; SQLite
 * has one writer), so two files never share a number and a rolled-back file gives its number back.
 */
export async function nextInterchangeNumber(db: Db): Promise<number> {
  const moved = await db
    .updateTable('feed_counters')
    .set((eb) => ({
      value: eb
        .case()
        .when('value', '>=', LAST_NUMBER)
        .then(1)
        .else(eb('value', '+', 1))
        .end(),
    }))
    .where('name', '=', COUNTER)
    .returning('value')
    .executeTakeFirst();
  if (moved) return moved.value;
  await db.insertInto('feed_counters').values({ name: COUNTER, value: 1 }).execute();
  return 1;
}
