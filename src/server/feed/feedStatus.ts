import { type EnrollmentStatus, recordStatusEvent } from '../agency/statusEvents';
import type { Db } from '../db/database';

/** Where one carrier's part of an enrollment stands. 'skipped': nothing of the cart was bought from it. */
export type FeedItemStatus = 'pending' | 'sent' | 'accepted' | 'rejected' | 'skipped';

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

/**
 * Moves one carrier's item of an enrollment to `status` (with the carrier's words, for a rejection), and
 * the enrollment's carrier status with it, appending to its history when that changes. Run in the
 * transaction that makes the change; an item already at `status` is left as it is (a 999 read twice).
 */
export async function moveFeedItem(
  db: Db,
  item: { id: string; enrollmentId: string; carrierName: string },
  status: FeedItemStatus,
  at: Date,
  detail: string | null = null,
): Promise<void> {
  const moved = await db
    .updateTable('carrier_feed_items')
    .set({ status, status_at: at.toISOString(), detail })
    .where('id', '=', item.id)
    .where('status', '!=', status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return;
  const items = await db
    .selectFrom('carrier_feed_items')
    .select('status')
    .where('enrollment_id', '=', item.enrollmentId)
    .execute();
  const next = carrierStatusOf(items.map((row) => row.status as FeedItemStatus));
  const changed = await db
    .updateTable('enrollments')
    .set({ carrier_status: next })
    .where('id', '=', item.enrollmentId)
    .where((eb) => eb.or([eb('carrier_status', 'is', null), eb('carrier_status', '!=', next)]))
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) return;
  const said = status === 'rejected' && detail ? `${item.carrierName}: ${detail}` : item.carrierName;
  await recordStatusEvent(db, { enrollmentId: item.enrollmentId, status: next, at, detail: said });
}
