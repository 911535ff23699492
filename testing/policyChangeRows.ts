import { randomUUID } from 'node:crypto';
import type { Db } from '../src/server/db/database';
import { sealJson } from '../src/server/db/sealedJson';
import type { SecretBox } from '../src/server/db/secretBox';

/**
 * The rows a policy change writes (issue 41, migration 053), written directly for tests of the 834 feed
 * until the change engine (policy/policyChanges.ts) makes them: the policy_changes row, the spans it
 * ends and starts, a member it adds, and one pending carrier_feed_items row (change_id) per carrier it
 * touches. Dates are ISO.
 */
export interface ChangeRows {
  kind: string;
  event?: string | null;
  eventDate?: string | null;
  effectiveDate: string;
  /** Sealed as the change's details (a change of address: `{ request: { address: {...} } }`, as the engine keeps it). */
  details?: object;
  /** A new dependent, covered from `from` under the subscriber's open spans whose tier covers them. */
  add?: { relationship: 'spouse' | 'child'; person: Record<string, string>; from: string };
  /** Ends the open spans of these members (all when absent) on `on`. */
  end?: { members?: number[]; on: string };
  /** Starts again, from `from`, every span these members' last spans ended (a reinstatement). */
  restart?: { members?: number[]; from: string };
  /** Ends the subscriber's open spans the day before `from` and starts them again at `tier` (a tier change). */
  retier?: { tier: string; from: string };
}

type Store = { db: Db; secretBox: SecretBox };

const dayBefore = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export async function writePolicyChange(
  store: Store,
  enrollmentId: string,
  rows: ChangeRows,
  at: Date,
): Promise<{ changeId: string; number: number }> {
  const { db } = store;
  const changeId = randomUUID();
  const last = await db
    .selectFrom('policy_changes')
    .select((eb) => eb.fn.max('number').as('top'))
    .where('enrollment_id', '=', enrollmentId)
    .executeTakeFirst();
  const number = Number(last?.top ?? 0) + 1;
  const stamp = at.toISOString();
  const spans = await db
    .selectFrom('coverage_spans')
    .selectAll()
    .where('enrollment_id', '=', enrollmentId)
    .execute();
  const touched = new Set<number>();
  let memberNumber: number | null = null;
  if (rows.add) {
    const members = await db
      .selectFrom('policy_members')
      .select('number')
      .where('enrollment_id', '=', enrollmentId)
      .execute();
    memberNumber = Math.max(...members.map((m) => m.number)) + 1;
    await db
      .insertInto('policy_members')
      .values({
        id: randomUUID(),
        enrollment_id: enrollmentId,
        number: memberNumber,
        relationship: rows.add.relationship,
        person: sealJson(store.secretBox, rows.add.person),
        added_by_change: changeId,
        created_at: stamp,
      })
      .execute();
    // Only the coverages whose tier covers the new dependent (a child: IC, IF; a spouse: IS, IF).
    const tiers = rows.add.relationship === 'child' ? ['IC', 'IF'] : ['IS', 'IF'];
    const open = spans.filter((s) => s.member_number === 1 && s.end_date === null && tiers.includes(s.tier));
    for (const span of open) {
      touched.add(span.carrier_id);
      await db
        .insertInto('coverage_spans')
        .values({
          ...span,
          id: randomUUID(),
          member_number: memberNumber,
          premium_cents: null,
          start_date: rows.add.from,
          started_by_change: changeId,
          ended_by_change: null,
        })
        .execute();
    }
  }
  const chosen = (members: number[] | undefined, n: number) => !members || members.includes(n);
  if (rows.end) {
    const { on, members } = rows.end;
    for (const span of spans.filter((s) => s.end_date === null && chosen(members, s.member_number))) {
      touched.add(span.carrier_id);
      await db
        .updateTable('coverage_spans')
        .set({ end_date: on, ended_by_change: changeId })
        .where('id', '=', span.id)
        .execute();
    }
  }
  if (rows.restart) {
    const { from, members } = rows.restart;
    for (const span of spans.filter((s) => s.end_date !== null && chosen(members, s.member_number))) {
      touched.add(span.carrier_id);
      await db
        .insertInto('coverage_spans')
        .values({
          ...span,
          id: randomUUID(),
          start_date: from,
          end_date: null,
          started_by_change: changeId,
          ended_by_change: null,
        })
        .execute();
    }
  }
  if (rows.retier) {
    const { tier, from } = rows.retier;
    for (const span of spans.filter((s) => s.member_number === 1 && s.end_date === null)) {
      touched.add(span.carrier_id);
      await db
        .updateTable('coverage_spans')
        .set({ end_date: dayBefore(from), ended_by_change: changeId })
        .where('id', '=', span.id)
        .execute();
      await db
        .insertInto('coverage_spans')
        .values({
          ...span,
          id: randomUUID(),
          tier,
          start_date: from,
          started_by_change: changeId,
          ended_by_change: null,
        })
        .execute();
    }
  }
  if (rows.kind === 'change_address') {
    for (const span of spans.filter((s) => s.member_number === 1)) touched.add(span.carrier_id);
  }
  await db
    .insertInto('policy_changes')
    .values({
      id: changeId,
      enrollment_id: enrollmentId,
      number,
      kind: rows.kind,
      event: rows.event ?? null,
      event_date: rows.eventDate ?? null,
      effective_date: rows.effectiveDate,
      member_number: memberNumber,
      made_by: 'system',
      made_at: stamp,
      details: sealJson(store.secretBox, rows.details ?? {}),
      monthly_before_cents: 0,
      monthly_after_cents: 0,
      carrier_status: 'submitted',
      carrier_status_at: stamp,
    })
    .execute();
  for (const carrierId of touched)
    await db
      .insertInto('carrier_feed_items')
      .values({
        id: randomUUID(),
        enrollment_id: enrollmentId,
        carrier_id: carrierId,
        created_at: stamp,
        file_id: null,
        transaction_number: null,
        status: 'pending',
        status_at: stamp,
        detail: null,
        change_id: changeId,
      })
      .execute();
  return { changeId, number };
}
