import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { agencyEdi } from '../x12/ediSettings';

/**
 * Queues a submitted enrollment for its carriers' 834 feeds: one item per carrier of its cart that has
 * EDI settings, when the catalog names the agency's ids. Run in the submission's transaction, so the
 * submission and its feed rows commit together (or neither does). Sets the enrollment's carrier status
 * to 'submitted'.
 */
export async function queueCarrierFeeds(db: Db, enrollmentId: string, at: Date): Promise<void> {
  await db
    .updateTable('enrollments')
    .set({ carrier_status: 'submitted' })
    .where('id', '=', enrollmentId)
    .execute();
  const carriers = await db
    .selectFrom('cart_lines')
    .innerJoin('plans', 'plans.id', 'cart_lines.plan_id')
    .select('plans.carrier_id')
    .distinct()
    .where('cart_lines.enrollment_id', '=', enrollmentId)
    .execute();
  await queueFeedItems(
    db,
    enrollmentId,
    carriers.map((row) => row.carrier_id),
    null,
    at,
  );
}

/**
 * The feed rule shared by a submission and a policy change (issue 41): one pending item per listed
 * carrier that has EDI settings, when the catalog names the agency's ids; `changeId` null for the
 * submission's own item. Answers the carriers queued (none: no carrier gets an 834 of it).
 */
export async function queueFeedItems(
  db: Db,
  enrollmentId: string,
  carrierIds: readonly number[],
  changeId: string | null,
  at: Date,
): Promise<number[]> {
  if (carrierIds.length === 0 || !(await agencyEdi(db))) return [];
  const carriers = await db
    .selectFrom('carriers')
    .select('id')
    .where('id', 'in', [...new Set(carrierIds)])
    .where('edi', 'is not', null)
    .orderBy('id')
    .execute();
  const stamp = at.toISOString();
  for (const { id } of carriers) {
    await db
      .insertInto('carrier_feed_items')
      .values({
        id: randomUUID(),
        enrollment_id: enrollmentId,
        carrier_id: id,
        created_at: stamp,
        file_id: null,
        transaction_number: null,
        status: 'pending',
        status_at: stamp,
        detail: null,
        change_id: changeId,
      })
      .execute();
  }
  return carriers.map((row) => row.id);
}
