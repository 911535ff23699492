import { type Kysely, sql } from 'kysely';

/**
 * The rules that were the demo's ids in code become each group's own settings (issue 39):
 * `asks_enroller_code` — its employees save an enroller code before Personal Information's Next;
 * `member_store` — current members (their member links) buy through this group, at most one group.
 * A store made before keeps its behaviour: the groups the code named (2556 and 2512; 1929) get the
 * settings where they exist, as those rules applied to them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('groups')
    .addColumn('asks_enroller_code', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('groups')
    .addColumn('member_store', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('groups_one_member_store')
    .on('groups')
    .column('member_store')
    .unique()
    .where(sql.ref('member_store'), '=', 1)
    .execute();
  await sql`update groups set asks_enroller_code = 1 where id in (2556, 2512)`.execute(db);
  await sql`update groups set member_store = 1 where id = 1929`.execute(db);
}
