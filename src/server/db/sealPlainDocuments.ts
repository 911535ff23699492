import { sql } from 'kysely';
import type { Db } from './database';
import { isSealedText } from './sealedJson';
import type { SecretBox } from './secretBox';

/** The documents and texts that tell of a person, by table: the column holding each and the key naming its row. */
const PERSONAL_DOCUMENTS = [
  { table: 'enrollment_tabs', column: 'data', key: ['enrollment_id', 'tab'] },
  { table: 'enrollment_drafts', column: 'data', key: ['enrollment_id', 'tab'] },
  { table: 'member_profiles', column: 'data', key: ['member_id', 'tab'] },
  { table: 'member_health', column: 'data', key: ['member_id'] },
  { table: 'plan_answers', column: 'answers', key: ['enrollment_id', 'plan_id'] },
  { table: 'plan_statement_answers', column: 'answers', key: ['enrollment_id', 'plan_id'] },
  { table: 'assistant_answers', column: 'answer', key: ['device_id', 'agent_id', 'question_id'] },
] as const;

/** The pass's name in `sealing_passes`: a new entry in the list above needs a new name. */
const PASS = 'personal-documents-1';

/**
 * Seals the personal documents a store wrote before they were sealed at rest (steps, drafts, a
 * member's details and health answers on file, screening answers, the assistant's answers), at start.
 * A row is replaced only if it still holds the plain text read, so a save made meanwhile by another
 * node is kept. The first start that finds nothing to seal (every node runs this code by then) writes
 * the pass down, and later starts skip the scan. Answers how many rows it sealed.
 */
export async function sealPlainDocuments(db: Db, box: SecretBox): Promise<number> {
  const done = await db
    .selectFrom('sealing_passes')
    .select('name')
    .where('name', '=', PASS)
    .executeTakeFirst();
  if (done) return 0;
  let sealed = 0;
  for (const { table, column, key } of PERSONAL_DOCUMENTS) {
    const { rows } = await sql<Record<string, string | number>>`
      select ${sql.join([...key, column].map((name) => sql.ref(name)))}
      from ${sql.table(table)}
      where ${sql.ref(column)} not like 'v1:%'`.execute(db);
    for (const row of rows) {
      const plain = String(row[column]);
      if (isSealedText(plain)) continue;
      const sameRow = sql.join(
        key.map((name) => sql`${sql.ref(name)} = ${row[name]}`),
        sql` and `,
      );
      const done = await sql`
        update ${sql.table(table)} set ${sql.ref(column)} = ${box.seal(plain)}
        where ${sameRow} and ${sql.ref(column)} = ${plain}`.execute(db);
      sealed += Number(done.numAffectedRows ?? 0);
    }
  }
  if (sealed === 0) {
    await db
      .insertInto('sealing_passes')
      .values({ name: PASS, done_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
  return sealed;
}
