import {
  BOOK_CARRIER_STATUSES,
  type BookCarrier,
  type BookCarrierStatus,
} from '../../../contract/bookOfBusinessCalls';
import type { Db } from '../../db/database';

const carrierStatusOf = (stored: string): BookCarrierStatus =>
  (BOOK_CARRIER_STATUSES as readonly string[]).includes(stored) ? (stored as BookCarrierStatus) : 'pending';

/**
 * Each carrier's part of a submitted enrollment as the book shows it (issue 38): the carrier feed's
 * item with the carrier's name and reason, whether it was corrected and resent, and whether it may be
 * now. Only a rejected item may: a resend takes it back to pending, so a resend waiting to be filed is
 * never offered again (the resend call would answer 409).
 */
export async function bookCarriers(db: Db, enrollmentId: string): Promise<BookCarrier[]> {
  const items = await db
    .selectFrom('carrier_feed_items')
    .innerJoin('carriers', 'carriers.id', 'carrier_feed_items.carrier_id')
    .select((eb) => [
      'carrier_feed_items.carrier_id',
      'carriers.name',
      'carrier_feed_items.status',
      'carrier_feed_items.detail',
      eb
        .exists(
          eb
            .selectFrom('carrier_feed_resends')
            .select('carrier_feed_resends.id')
            .whereRef('carrier_feed_resends.item_id', '=', 'carrier_feed_items.id'),
        )
        .as('resent'),
    ])
    .where('carrier_feed_items.enrollment_id', '=', enrollmentId)
    .where('carrier_feed_items.change_id', 'is', null)
    .orderBy('carriers.name')
    .orderBy('carrier_feed_items.carrier_id')
    .execute();
  return items.map((item) => {
    const status = carrierStatusOf(item.status);
    return {
      carrier_id: item.carrier_id,
      carrier_name: item.name,
      status,
      detail: item.detail,
      // SQLite answers 1 or 0, PostgreSQL true or false.
      resent: Boolean(item.resent),
      resendable: status === 'rejected',
    };
  });
}
