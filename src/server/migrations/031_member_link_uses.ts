import type { Kysely } from 'kysely';

/**
 * A member link is kept to the browser that first opens it (its owner key's hash), and an operator can
 * revoke a member's links: every link made before `revoked_before` stops working.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_link_uses')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('owner_hash', 'text', (c) => c.notNull())
    .addColumn('first_used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('member_link_revocations')
    .addColumn('member_id', 'integer', (c) => c.primaryKey())
    .addColumn('revoked_before', 'text', (c) => c.notNull())
    .execute();
}
