import { type Kysely, sql } from 'kysely';
import { type Db, isPostgres } from '../db/database';

/**
 * Coverage after the receipt (issue 41): a submitted enrollment is a policy with members, each member's
 * coverage a run of dated spans, and every change after the receipt a row of its own. Nothing is
 * written over: a change ends spans (sets their last day, naming itself) and starts new ones.
 * - `policy_members`: the policy's people, numbered in it (1 the subscriber); `person` is sealed JSON
 *   with the wizard's names (first_name, middle_name, last_name, ssn, birthdate mm/dd/yyyy, gender, …).
 * - `coverage_spans`: one member under one plan option from `start_date` to `end_date` (ISO, both days
 *   included; null while it runs on); the coverage's monthly premium is on the subscriber's span.
 * - `policy_changes`: one change (its kind, event, dates, who made it, the request sealed, the monthly
 *   price before and after) and where it stands with the carriers.
 * - `carrier_feed_items.change_id`: a change's own 834 item; null for the submission's. An enrollment now
 *   has one item per carrier per change, so the unique pair becomes a unique triple.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('policy_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enrollment_id', 'text', (c) => c.notNull().references('enrollments.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('relationship', 'text', (c) => c.notNull())
    .addColumn('person', 'text', (c) => c.notNull())
    .addColumn('added_by_change', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('policy_members_number', ['enrollment_id', 'number'])
    .execute();
  await db.schema
    .createTable('policy_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enrollment_id', 'text', (c) => c.notNull().references('enrollments.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('event', 'text')
    .addColumn('event_date', 'text')
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('member_number', 'integer')
    .addColumn('made_by', 'text', (c) => c.notNull())
    .addColumn('made_at', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('monthly_before_cents', 'integer', (c) => c.notNull())
    .addColumn('monthly_after_cents', 'integer', (c) => c.notNull())
    .addColumn('carrier_status', 'text', (c) => c.notNull())
    .addColumn('carrier_status_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('policy_changes_number', ['enrollment_id', 'number'])
    .execute();
  await db.schema
    .createTable('coverage_spans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enrollment_id', 'text', (c) => c.notNull().references('enrollments.id'))
    .addColumn('member_number', 'integer', (c) => c.notNull())
    .addColumn('carrier_id', 'integer', (c) => c.notNull())
    .addColumn('plan_id', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('option', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('premium_cents', 'integer')
    .addColumn('insurance_line', 'text')
    .addColumn('coverage_code', 'text', (c) => c.notNull())
    .addColumn('coverage_amount_cents', 'integer')
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('started_by_change', 'text')
    .addColumn('ended_by_change', 'text')
    .execute();
  await db.schema
    .createIndex('coverage_spans_policy')
    .on('coverage_spans')
    .columns(['enrollment_id', 'member_number'])
    .execute();
  await db.schema
    .createIndex('policy_changes_made_at')
    .on('policy_changes')
    .columns(['made_at', 'enrollment_id'])
    .execute();
  await itemsPerChange(db as unknown as Db);
}

/** carrier_feed_items gains change_id, and one item per enrollment, carrier and change (none: the submission). */
async function itemsPerChange(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table carrier_feed_items add column change_id text`.execute(db);
    await sql`alter table carrier_feed_items drop constraint carrier_feed_items_enrollment_carrier`.execute(
      db,
    );
  } else {
    // SQLite drops a table's constraint only by copying the table; nothing refers to its rows by key.
    await sql`create table carrier_feed_items_new (
      id text primary key,
      enrollment_id text not null references enrollments(id),
      carrier_id integer not null,
      created_at text not null,
      file_id text references carrier_feed_files(id),
      transaction_number text,
      status text not null,
      status_at text not null,
      detail text,
      change_id text
    )`.execute(db);
    await sql`insert into carrier_feed_items_new
      (id, enrollment_id, carrier_id, created_at, file_id, transaction_number, status, status_at, detail)
      select id, enrollment_id, carrier_id, created_at, file_id, transaction_number, status, status_at, detail
      from carrier_feed_items`.execute(db);
    await sql`drop table carrier_feed_items`.execute(db);
    await sql`alter table carrier_feed_items_new rename to carrier_feed_items`.execute(db);
    await sql`create index carrier_feed_items_waiting on carrier_feed_items (carrier_id, file_id)`.execute(
      db,
    );
    await sql`create index carrier_feed_items_file on carrier_feed_items (file_id)`.execute(db);
  }
  await sql`create unique index carrier_feed_items_enrollment_carrier_change
    on carrier_feed_items (enrollment_id, carrier_id, (coalesce(change_id, '')))`.execute(db);
}
