import { runCarrierExchange } from '../adapters/carrierExchangeRun';
import { doublingWaitMs } from '../doublingWait';
import { carrierEdis } from '../x12/ediSettings';
import type { FeedContext } from './feedContext';
import { moveFeedItem } from './feedStatus';

/** How long a node may take over one carrier's sending before another may take its files over. */
const LEASE_MS = 5 * 60_000;
/** A failed send is tried again after 30 s, doubling up to an hour. */
export function retryDelayMs(attempts: number): number {
  return doublingWaitMs(attempts, 30_000, 60 * 60_000);
}

/**
 * Sends the files that are due, carrier by carrier, on one connection per carrier. A file is leased
 * before it is sent, so two nodes never send it at the same time; a send whose answer was lost is
 * sent again under the same name with the same content, which the exchange takes as delivered (it
 * arrives once). The moment before the carrier can see a file is recorded (`delivering_at`): a retry
 * after a kill there finds it under its name, or as its `.part`, or taken by the carrier, and never
 * uploads that interchange again once it could have been seen. Each sent file moves its enrollments to 'sent'. A failure is kept on the file and
 * tried again later. Returns the number of files sent.
 */
export async function sendDueFiles(context: FeedContext): Promise<number> {
  const { db } = context;
  const nowIso = context.now().toISOString();
  const due = await db
    .selectFrom('carrier_feed_files')
    .select(['id', 'carrier_id'])
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', nowIso)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowIso)]))
    // An audit file the 30 % guard held waits for the operator's confirmation (auditFile.ts).
    .where((eb) => eb.or([eb('held_at', 'is', null), eb('confirmed_at', 'is not', null)]))
    .orderBy('interchange_number')
    .limit(100)
    .execute();
  const byCarrier = new Map<number, string[]>();
  for (const file of due)
    byCarrier.set(file.carrier_id, [...(byCarrier.get(file.carrier_id) ?? []), file.id]);
  const edis = await carrierEdis(db, [...byCarrier.keys()]);
  let sent = 0;
  for (const [carrierId, fileIds] of byCarrier) {
    const edi = edis.get(carrierId);
    if (!edi) continue;
    const leased = await leaseFiles(context, fileIds);
    if (leased.length === 0) continue;
    const unsent = new Set(leased);
    try {
      await runCarrierExchange(carrierId, edi.delivery, context.exchange, async (exchange) => {
        for (const fileId of leased) {
          const file = await db
            .selectFrom('carrier_feed_files')
            .select(['file_name', 'content', 'delivering_at'])
            .where('id', '=', fileId)
            .executeTakeFirstOrThrow();
          // 'taken' (renamed by an earlier attempt, then taken away by the carrier) counts as sent: the
          // carrier had the whole file under its name; its acknowledgement says the rest.
          await exchange.send(file.file_name, Buffer.from(context.secretBox.open(file.content), 'utf8'), {
            mayHaveRenamed: file.delivering_at !== null,
            beforeRename: () => markDelivering(context, fileId),
          });
          await markSent(context, fileId);
          unsent.delete(fileId);
          sent += 1;
        }
      });
    } catch (error) {
      await markFailed(context, [...unsent], error);
    }
  }
  return sent;
}

async function leaseFiles(context: FeedContext, fileIds: readonly string[]): Promise<string[]> {
  const now = context.now();
  const leased: string[] = [];
  for (const id of fileIds) {
    const taken = await context.db
      .updateTable('carrier_feed_files')
      .set({ lease_until: new Date(now.getTime() + LEASE_MS).toISOString() })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now.toISOString())]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) leased.push(id);
  }
  return leased;
}

/** Recorded before the carrier can see the file, so a retry after a kill never uploads it twice. */
async function markDelivering(context: FeedContext, fileId: string): Promise<void> {
  await context.db
    .updateTable('carrier_feed_files')
    .set({ delivering_at: context.now().toISOString() })
    .where('id', '=', fileId)
    .where('delivering_at', 'is', null)
    .execute();
}

async function markSent(context: FeedContext, fileId: string): Promise<void> {
  const at = context.now();
  await context.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('carrier_feed_files')
      .set({ sent_at: at.toISOString(), lease_until: null, last_error: null })
      .where('id', '=', fileId)
      .execute();
    const items = await trx
      .selectFrom('carrier_feed_items')
      .innerJoin('carriers', 'carriers.id', 'carrier_feed_items.carrier_id')
      .select(['carrier_feed_items.id', 'carrier_feed_items.enrollment_id', 'carriers.name'])
      .where('carrier_feed_items.file_id', '=', fileId)
      .where('carrier_feed_items.status', '=', 'pending')
      .execute();
    for (const item of items)
      await moveFeedItem(
        trx,
        { id: item.id, enrollmentId: item.enrollment_id, carrierName: item.name },
        'sent',
        at,
      );
  });
}

async function markFailed(context: FeedContext, fileIds: readonly string[], error: unknown): Promise<void> {
  const now = context.now();
  // The reason as the operator needs it; never the file's content (it holds SSNs).
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  for (const id of fileIds) {
    const file = await context.db
      .selectFrom('carrier_feed_files')
      .select('attempts')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const attempts = file.attempts + 1;
    await context.db
      .updateTable('carrier_feed_files')
      .set({
        attempts,
        last_error: reason,
        lease_until: null,
        next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
      })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .execute();
  }
}
