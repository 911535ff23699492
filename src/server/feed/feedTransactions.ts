import type { z } from 'zod';
import type { agencyTransactionSchema } from '../../contract/agencyCalls';
import type { SealedStore } from '../db/sealedJson';
import { maskValue } from '../enrollment/tabSecrets';
import { X12_DELIMITERS } from '../x12/interchange834';

type AgencyTransaction = z.output<typeof agencyTransactionSchema>;

/**
 * One transaction set of an interchange's text, ST to SE, a segment a line: the set whose ST02 is
 * `controlNumber`. With `masked`, each member's SSN (NM1 with NM108 34) shows its last four only.
 */
function transactionSegments(interchange: string, controlNumber: string, masked: boolean): string | null {
  const { elementDelimiter: e, segmentTerminator } = X12_DELIMITERS;
  const segments = interchange.split(segmentTerminator).map((segment) => segment.trim());
  const start = segments.findIndex((segment) => segment.startsWith(`ST${e}834${e}${controlNumber}${e}`));
  const end = segments.findIndex((segment, index) => index > start && segment.startsWith(`SE${e}`));
  if (start < 0 || end < 0) return null;
  return segments
    .slice(start, end + 1)
    .map((segment) => {
      const elements = segment.split(e);
      if (!masked || elements[0] !== 'NM1' || elements[8] !== '34' || !elements[9]) return segment;
      elements[9] = maskValue(elements[9]);
      return elements.join(e);
    })
    .join('\n');
}

/** An enrollment's 834 transactions, a carrier each, as the agency API gives them (oldest carrier first). */
export async function feedTransactionsOf(
  store: SealedStore,
  enrollmentId: string,
  masked: boolean,
): Promise<AgencyTransaction[]> {
  const rows = await store.db
    .selectFrom('carrier_feed_items')
    .innerJoin('carriers', 'carriers.id', 'carrier_feed_items.carrier_id')
    .leftJoin('carrier_feed_files', 'carrier_feed_files.id', 'carrier_feed_items.file_id')
    .select([
      'carrier_feed_items.carrier_id',
      'carriers.name',
      'carrier_feed_items.status',
      'carrier_feed_items.status_at',
      'carrier_feed_items.detail',
      'carrier_feed_items.transaction_number',
      'carrier_feed_files.file_name',
      'carrier_feed_files.interchange_number',
      'carrier_feed_files.content',
      'carrier_feed_files.sent_at',
      'carrier_feed_files.acknowledged_at',
    ])
    .where('carrier_feed_items.enrollment_id', '=', enrollmentId)
    .where('carrier_feed_items.change_id', 'is', null)
    .orderBy('carrier_feed_items.carrier_id')
    .execute();
  return rows.map((row) => ({
    carrier_id: row.carrier_id,
    carrier_name: row.name,
    status: row.status,
    status_at: row.status_at,
    detail: row.detail,
    file_name: row.file_name,
    interchange_number: row.interchange_number,
    transaction_number: row.transaction_number,
    sent_at: row.sent_at,
    acknowledged_at: row.acknowledged_at,
    segments:
      row.content && row.transaction_number
        ? transactionSegments(store.secretBox.open(row.content), row.transaction_number, masked)
        : null,
  }));
}
