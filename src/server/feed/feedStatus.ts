import { type EnrollmentStatus, recordStatusEvent } from '../agency/statusEvents';
import type { Db } from '../db/database';
import { boundedReason } from './ackReasons';

/** Where one carrier's part of an enrollment stands. 'skipped': nothing of the cart was bought from it. */
export type FeedItemStatus = 'pending' | 'sent' | 'accepted' | 'rejected' | 'skipped';

/**
 * The one rule for how a carrier's item moves: only forward (pending, sent, then the carrier's answer),
 * so a 999 read after a TA1 refused the file, or a second 999, never turns a rejection into an
 * acceptance or back. The answer is final for that transmission; only a new transmission of a
 * rejected enrollment (a corrected resend is a new transaction) takes it back to pending.
 */
const MOVES_FROM: Record<FeedItemStatus, readonly FeedItemStatus[]> = {
  pending: ['rejected'],
  sent: ['pending'],
  accepted: ['pending', 'sent'],
  rejected: ['pending', 'sent'],
  skipped: ['pending'],
};

/**
 * An enrollment's carrier status from its carriers' items: rejected when any carrier rejected it,
 * accepted when every carrier accepted it, sent once every carrier has its file, else submitted.
 */
function carrierStatusOf(items: readonly FeedItemStatus[]): EnrollmentStatus {
  const counted = items.filter((status) => status !== 'skipped');
  if (counted.includes('rejected')) return 'rejected';
  if (counted.length > 0 && counted.every((status) => status === 'accepted')) return 'accepted';
  if (counted.length > 0 && counted.every((status) => status !== 'pending')) return 'sent';
  return 'submitted';
}

interface ItemRef {
  id: string;
  enrollmentId: string;
  carrierName: string;
}

/** The enrollment's carrier status as its items now make it; set on the row when it changed. */
async function settleEnrollment(
  db: Db,
  enrollmentId: string,
): Promise<{ status: EnrollmentStatus; changed: boolean }> {
  const items = await db
    .selectFrom('carrier_feed_items')
    .select('status')
    .where('enrollment_id', '=', enrollmentId)
    .where('change_id', 'is', null)
    .execute();
  const next = carrierStatusOf(items.map((row) => row.status as FeedItemStatus));
  const changed = await db
    .updateTable('enrollments')
    .set({ carrier_status: next })
    .where('id', '=', enrollmentId)
    .where((eb) => eb.or([eb('carrier_status', 'is', null), eb('carrier_status', '!=', next)]))
    .executeTakeFirst();
  return { status: next, changed: Number(changed.numUpdatedRows) > 0 };
}

/** A policy change's carrier status as its items now make it (the enrollment's rule), with the moment it moved. */
async function settleChange(db: Db, changeId: string, at: Date): Promise<void> {
  const items = await db
    .selectFrom('carrier_feed_items')
    .select('status')
    .where('change_id', '=', changeId)
    .execute();
  const next = carrierStatusOf(items.map((row) => row.status as FeedItemStatus));
  await db
    .updateTable('policy_changes')
    .set({ carrier_status: next, carrier_status_at: at.toISOString() })
    .where('id', '=', changeId)
    .where('carrier_status', '!=', next)
    .execute();
}

/**
 * Moves one carrier's item of an enrollment to `status` (with the carrier's words), and the
 * enrollment's carrier status with it (a change's item: the change's, in policy_changes), appending to its history when that changes or the carrier said
 * something. Run in the transaction that makes the change. A move the rule above does not allow (an
 * item already answered, a 999 read twice) changes nothing and answers false.
 */
export async function moveFeedItem(
  db: Db,
  item: ItemRef,
  status: FeedItemStatus,
  at: Date,
  detail: string | null = null,
): Promise<boolean> {
  const kept = detail === null ? null : boundedReason(detail);
  const moved = await db
    .updateTable('carrier_feed_items')
    .set({ status, status_at: at.toISOString(), detail: kept })
    .where('id', '=', item.id)
    .where('status', 'in', [...MOVES_FROM[status]])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  const own = await db
    .selectFrom('carrier_feed_items')
    .select('change_id')
    .where('id', '=', item.id)
    .executeTakeFirst();
  // A change's item moves the change's carrier status, never the enrollment's (its reason stays on the item).
  if (own?.change_id) {
    await settleChange(db, own.change_id, at);
    return true;
  }
  const enrollment = await settleEnrollment(db, item.enrollmentId);
  const carrierWords = kept !== null && status !== 'skipped';
  if (!enrollment.changed && !carrierWords) return true;
  await recordStatusEvent(db, {
    enrollmentId: item.enrollmentId,
    status: enrollment.status,
    at,
    detail: carrierWords ? `${item.carrierName}: ${kept}` : item.carrierName,
  });
  return true;
}

/**
 * Keeps what a carrier said of an item that does not move (a TA1 taking a file with errors noted) on
 * the enrollment's history, under its present status.
 */
export async function noteFeedItem(db: Db, item: ItemRef, at: Date, detail: string): Promise<void> {
  const enrollment = await settleEnrollment(db, item.enrollmentId);
  await recordStatusEvent(db, {
    enrollmentId: item.enrollmentId,
    status: enrollment.status,
    at,
    detail: `${item.carrierName}: ${boundedReason(detail)}`,
  });
}
