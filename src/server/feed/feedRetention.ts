import { runCarrierExchange } from '../adapters/carrierExchangeRun';
import { carrierEdis } from '../x12/ediSettings';
import type { FeedContext } from './feedContext';

const DAY_MS = 24 * 60 * 60_000;
/** Files looked at in one round; the rest wait for the next. */
const FILES_PER_ROUND = 500;

/**
 * Removes the plain copy of each 834 its carrier has acknowledged from a `files` carrier's outbound
 * folder, OUTBOUND_RETENTION_DAYS after the acknowledgement (issue 38: a file holds full SSNs, and
 * folders kept every file for ever). The sealed copy in `carrier_feed_files.content` stays, as every
 * other sealed value, and goes with the database's backups. An SFTP carrier's files are on its own
 * server, the carrier's to keep, and are left alone. A file never acknowledged stays where the carrier
 * may still take it. Returns the number of files removed.
 */
export async function removeAcknowledgedFiles(context: FeedContext): Promise<number> {
  const { db } = context;
  const before = new Date(context.now().getTime() - context.outboundRetentionDays * DAY_MS).toISOString();
  const due = await db
    .selectFrom('carrier_feed_files')
    .select(['id', 'carrier_id', 'file_name'])
    .where('acknowledged_at', 'is not', null)
    .where('acknowledged_at', '<=', before)
    .where('outbound_removed_at', 'is', null)
    .orderBy('interchange_number')
    .limit(FILES_PER_ROUND)
    .execute();
  const byCarrier = new Map<number, typeof due>();
  for (const file of due) byCarrier.set(file.carrier_id, [...(byCarrier.get(file.carrier_id) ?? []), file]);
  const edis = await carrierEdis(db, [...byCarrier.keys()]);
  let removed = 0;
  for (const [carrierId, files] of byCarrier) {
    const delivery = edis.get(carrierId)?.delivery;
    // Another back end (SFTP), or a carrier without settings any more: nothing of ours to remove.
    const local = delivery?.kind === 'files';
    if (local) {
      await runCarrierExchange(carrierId, delivery, context.exchange, async (exchange) => {
        for (const file of files) await exchange.removeSent(file.file_name);
      });
    }
    const at = context.now().toISOString();
    await db
      .updateTable('carrier_feed_files')
      .set({ outbound_removed_at: at })
      .where(
        'id',
        'in',
        files.map((file) => file.id),
      )
      .execute();
    if (local) removed += files.length;
  }
  return removed;
}
