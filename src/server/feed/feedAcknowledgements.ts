import { runCarrierExchange } from '../adapters/carrierExchangeRun';
import type { Db } from '../db/database';
import { type Ack999, outcomeOf } from '../x12/ack999';
import { type AcknowledgementFile, readAcknowledgementFile } from '../x12/ackFile';
import { carrierEdis } from '../x12/ediSettings';
import { interchangeReason, transactionReason } from './ackReasons';
import type { FeedContext } from './feedContext';
import { moveFeedItem } from './feedStatus';

/** What a round of reading did: files read, and files that were not acknowledgements (left in place). */
export interface AckRound {
  read: number;
  unreadable: { carrierId: number; name: string; reason: string }[];
}

/**
 * Reads every carrier's waiting acknowledgements (TA1, 999) and settles the transactions they speak of:
 * accepted (also with errors, the reason kept) or rejected with the carrier's reason. A file is moved
 * to `done/` once its changes are committed; one read twice (two nodes, a crash between the two)
 * changes nothing the second time. A file that is not an acknowledgement is left where it is, for a
 * person to look at, and reported.
 */
export async function readAcknowledgements(context: FeedContext): Promise<AckRound> {
  const carriers = await context.db
    .selectFrom('carriers')
    .select('id')
    .where('edi', 'is not', null)
    .execute();
  const edis = await carrierEdis(
    context.db,
    carriers.map((carrier) => carrier.id),
  );
  const round: AckRound = { read: 0, unreadable: [] };
  for (const [carrierId, edi] of edis) {
    await runCarrierExchange(carrierId, edi.delivery, context.exchange, async (exchange) => {
      for (const name of await exchange.inbound()) {
        const text = (await exchange.read(name)).toString('utf8');
        let ack: AcknowledgementFile;
        try {
          ack = readAcknowledgementFile(text);
        } catch (error) {
          round.unreadable.push({ carrierId, name, reason: (error as Error).message });
          continue;
        }
        await settleFromAck(context, carrierId, ack);
        await exchange.done(name);
        round.read += 1;
      }
    });
  }
  return round;
}

interface FiledItem {
  id: string;
  enrollment_id: string;
  transaction_number: string | null;
  status: string;
  name: string;
}

function itemsOfInterchange(db: Db, carrierId: number, interchangeNumber: number) {
  return db
    .selectFrom('carrier_feed_items')
    .innerJoin('carrier_feed_files', 'carrier_feed_files.id', 'carrier_feed_items.file_id')
    .innerJoin('carriers', 'carriers.id', 'carrier_feed_items.carrier_id')
    .select([
      'carrier_feed_items.id',
      'carrier_feed_items.enrollment_id',
      'carrier_feed_items.transaction_number',
      'carrier_feed_items.status',
      'carriers.name',
    ])
    .where('carrier_feed_files.carrier_id', '=', carrierId)
    .where('carrier_feed_files.interchange_number', '=', interchangeNumber)
    .execute() as Promise<FiledItem[]>;
}

const asNumber = (control: string) => (/^\d{1,9}$/.test(control) ? Number(control) : null);

async function settleFromAck(
  context: FeedContext,
  carrierId: number,
  ack: AcknowledgementFile,
): Promise<void> {
  const at = context.now();
  await context.db.transaction().execute(async (trx) => {
    const move = (item: FiledItem, status: 'accepted' | 'rejected', detail: string | null) =>
      moveFeedItem(
        trx,
        { id: item.id, enrollmentId: item.enrollment_id, carrierName: item.name },
        status,
        at,
        detail,
      );
    // A TA1 that refuses an interchange refuses every transaction in it; one that accepts it waits for the 999.
    for (const ta1 of ack.ta1s) {
      const number = asNumber(ta1.interchangeControlNumber);
      if (number === null || ta1.outcome !== 'rejected') continue;
      for (const item of await itemsOfInterchange(trx, carrierId, number))
        if (item.status === 'sent' || item.status === 'pending')
          await move(item, 'rejected', interchangeReason(ta1));
    }
    const ack999: Ack999 = { interchangeControlNumber: ack.interchangeControlNumber, groups: ack.groups };
    for (const group of ack.groups) {
      // Each file has one group, numbered as its interchange (GS06 = ISA13).
      const number = asNumber(group.groupControlNumber);
      if (number === null) continue;
      for (const item of await itemsOfInterchange(trx, carrierId, number)) {
        if (!item.transaction_number) continue;
        const outcome = outcomeOf(ack999, group.groupControlNumber, item.transaction_number);
        if (outcome === null) continue;
        const listed = group.transactions.find((t) => t.controlNumber === item.transaction_number);
        if (outcome === 'rejected')
          await move(
            item,
            'rejected',
            listed ? transactionReason(listed) : 'The carrier rejected the whole group',
          );
        else
          await move(
            item,
            'accepted',
            outcome === 'accepted_with_errors' && listed ? transactionReason(listed) : null,
          );
      }
      await trx
        .updateTable('carrier_feed_files')
        .set({ acknowledged_at: at.toISOString() })
        .where('carrier_id', '=', carrierId)
        .where('interchange_number', '=', number)
        .execute();
    }
  });
}
