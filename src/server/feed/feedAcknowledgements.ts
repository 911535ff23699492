import { randomUUID } from 'node:crypto';
import type { CarrierExchange } from '../adapters/carrierExchange';
import { runCarrierExchange } from '../adapters/carrierExchangeRun';
import type { CarrierEdi } from '../catalog/packageSchema';
import type { Db } from '../db/database';
import { doublingWaitMs } from '../doublingWait';
import { setAnswer } from '../x12/ack999';
import { type AcknowledgementFile, readAcknowledgementFile } from '../x12/ackFile';
import { agencyEdi, carrierEdis } from '../x12/ediSettings';
import { X12FormatError } from '../x12/x12Segments';
import { interchangeReason, setReason } from './ackReasons';
import type { FeedContext } from './feedContext';
import { moveFeedItem, noteFeedItem } from './feedStatus';

/** A file read from a carrier's inbound folder that the store did not act on, and why. */
interface InboundNote {
  carrierId: number;
  name: string;
  reason: string;
}

/**
 * What a round of reading did: files read; files that were not acknowledgements (too large, not X12)
 * and acknowledgements that matched nothing, both set aside in `unmatched/` this round (each reported
 * once, when it is set aside); carriers whose reading failed (tried again after a wait) or succeeded
 * again after failing.
 */
export interface AckRound {
  read: number;
  unreadable: InboundNote[];
  setAside: InboundNote[];
  /** A carrier that could not be read (failures: rounds in a row), or one file of it (name given). */
  failed: { carrierId: number; name?: string; reason: string; failures: number }[];
  recovered: number[];
}

/** A carrier whose reading failed is tried again after 30 s, doubling up to 30 minutes. */
function inboundRetryMs(failures: number): number {
  return doublingWaitMs(failures, 30_000, 30 * 60_000);
}

/** Rejects after `ms`; the work it raced may go on, but the round no longer waits for it. */
function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms; given up`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Reads every carrier's waiting acknowledgements (TA1, 999) and settles the transactions they speak of,
 * as the guides mean them (docs/operations.md, "Acknowledgements"). A file is applied whole or not at
 * all: one that names another sender or receiver, answers another kind of group or set, or speaks of
 * anything the store did not send this carrier is set aside in `unmatched/` with a stored record. A
 * file is recorded and moved to `done/` once its changes are committed; one read twice (two nodes, a
 * crash before the move) changes nothing the second time. A file larger than the inbound limit (its
 * size asked before any byte is read) or that is not an acknowledgement at all is set aside in
 * `unmatched/` too. Each carrier is read on its own, within a time limit: one carrier's failing or hung
 * server never stops another's acknowledgements, and a failing carrier is tried again after a wait.
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
  const agencyId = (await agencyEdi(context.db))?.interchange_id ?? null;
  const round: AckRound = { read: 0, unreadable: [], setAside: [], failed: [], recovered: [] };
  const { retry, carrierTimeoutMs } = context.inbound;
  for (const [carrierId, edi] of edis) {
    const earlier = retry.get(carrierId);
    if (earlier && earlier.nextAt > context.now().getTime()) continue;
    try {
      await withinTime(
        runCarrierExchange(carrierId, edi.delivery, context.exchange, (exchange) =>
          readCarrierInbound(context, exchange, { carrierId, edi, agencyId }, round),
        ),
        carrierTimeoutMs,
        `reading carrier ${carrierId}'s acknowledgements`,
      );
      if (earlier) {
        retry.delete(carrierId);
        round.recovered.push(carrierId);
      }
    } catch (error) {
      const failures = (earlier?.failures ?? 0) + 1;
      retry.set(carrierId, { failures, nextAt: context.now().getTime() + inboundRetryMs(failures) });
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      round.failed.push({ carrierId, reason, failures });
    }
  }
  return round;
}

/** One carrier's inbound folder, file by file. */
async function readCarrierInbound(
  context: FeedContext,
  exchange: CarrierExchange,
  where: { carrierId: number; edi: CarrierEdi; agencyId: string | null },
  round: AckRound,
): Promise<void> {
  const { carrierId } = where;
  /** Runs a step on a file; a file another node has just put away is no failure, it is skipped. */
  const unlessGone = async <T>(name: string, step: () => Promise<T>): Promise<T | null> => {
    try {
      return await step();
    } catch (error) {
      if (!(await exchange.inbound()).includes(name)) return null;
      throw error;
    }
  };
  const setAside = async (name: string, reason: string, list: InboundNote[]) => {
    if ((await unlessGone(name, () => exchange.setAside(name))) !== null)
      list.push({ carrierId, name, reason });
  };
  for (const name of await exchange.inbound()) {
    try {
      await readInboundFile(context, exchange, { ...where, name }, round, { unlessGone, setAside });
    } catch (error) {
      // One file's failure is that file's: the carrier's other files are still read this round.
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      round.failed.push({ carrierId, name, reason, failures: 1 });
    }
  }
}

/** One inbound file: its size first, then its text, then what it says. */
async function readInboundFile(
  context: FeedContext,
  exchange: CarrierExchange,
  where: { carrierId: number; edi: CarrierEdi; agencyId: string | null; name: string },
  round: AckRound,
  steps: {
    unlessGone: <T>(name: string, step: () => Promise<T>) => Promise<T | null>;
    setAside: (name: string, reason: string, list: InboundNote[]) => Promise<void>;
  },
): Promise<void> {
  const { carrierId, name } = where;
  const { unlessGone, setAside } = steps;
  const size = await exchange.inboundSize(name);
  if (size === null) return;
  if (size > context.inbound.maxBytes) {
    await setAside(
      name,
      `Set aside unread: ${size} bytes, more than the ${context.inbound.maxBytes} an acknowledgement may hold (ACK_MAX_BYTES)`,
      round.unreadable,
    );
    return;
  }
  const content = await unlessGone(name, () => exchange.read(name));
  if (content === null) return;
  let ack: AcknowledgementFile;
  try {
    ack = readAcknowledgementFile(content.toString('utf8'));
  } catch (error) {
    if (!(error instanceof X12FormatError)) throw error;
    await setAside(name, `Set aside: not an acknowledgement: ${error.message}`, round.unreadable);
    return;
  }
  const settled = await settleFromAck(context, where, ack);
  if (settled.kind === 'set_aside') {
    await unlessGone(name, () => exchange.setAside(name));
    if (settled.firstTime) round.setAside.push({ carrierId, name, reason: settled.reason });
  } else {
    await unlessGone(name, () => exchange.done(name));
    round.read += 1;
  }
}

interface FiledItem {
  id: string;
  enrollment_id: string;
  transaction_number: string | null;
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
      'carriers.name',
    ])
    .where('carrier_feed_files.carrier_id', '=', carrierId)
    .where('carrier_feed_files.interchange_number', '=', interchangeNumber)
    .execute() as Promise<FiledItem[]>;
}

const asNumber = (control: string) => (/^\d{1,9}$/.test(control) ? Number(control) : null);
/** A carrier-given value in a reason: cut short, never a whole file's worth. */
const shown = (value: string) => JSON.stringify(value.slice(0, 20));

/** The interchange an acknowledgement speaks of, with the items the store filed in it. */
interface Answered {
  number: number;
  items: FiledItem[];
  /** An audit file (056): it has no items; its answer is only recorded on the file. */
  audit?: boolean;
}

/** Whether the store sent the carrier an audit file under this interchange number. */
async function isAuditFile(db: Db, carrierId: number, interchangeNumber: number): Promise<boolean> {
  const file = await db
    .selectFrom('carrier_feed_files')
    .select('id')
    .where('carrier_id', '=', carrierId)
    .where('interchange_number', '=', interchangeNumber)
    .where('kind', '=', 'audit')
    .where('sent_at', 'is not', null)
    .executeTakeFirst();
  return file !== undefined;
}

/**
 * Why the store will not act on an acknowledgement, or the interchanges it answers: every TA1 and every
 * 999 group must answer an interchange the store sent this carrier, each AK2 one of its 834 sets, and
 * the file must come from the carrier's catalog id (ISA06) to the agency's (ISA08).
 */
async function matchAck(
  db: Db,
  where: { carrierId: number; edi: CarrierEdi; agencyId: string | null },
  ack: AcknowledgementFile,
): Promise<{ problems: string[]; answered: Map<string, Answered> }> {
  const problems: string[] = [];
  const answered = new Map<string, Answered>();
  if (ack.senderId !== where.edi.interchange_id)
    problems.push(
      `it names another sender: ISA06 is ${shown(ack.senderId)}, this carrier's id is ${shown(where.edi.interchange_id)}`,
    );
  if (where.agencyId !== null && ack.receiverId !== where.agencyId)
    problems.push(
      `it is addressed to another receiver: ISA08 is ${shown(ack.receiverId)}, the agency's id is ${shown(where.agencyId)}`,
    );
  const interchange = async (control: string, what: string): Promise<Answered | null> => {
    const number = asNumber(control);
    const items = number === null ? [] : await itemsOfInterchange(db, where.carrierId, number);
    if (number !== null && items.length === 0 && (await isAuditFile(db, where.carrierId, number))) {
      const found = { number, items, audit: true };
      answered.set(control, found);
      return found;
    }
    if (number === null || items.length === 0) {
      problems.push(`${what} ${shown(control)} is no interchange the store sent this carrier`);
      return null;
    }
    const found = { number, items };
    answered.set(control, found);
    return found;
  };
  for (const ta1 of ack.ta1s) await interchange(ta1.interchangeControlNumber, 'TA101');
  for (const group of ack.groups) {
    if (group.functionalId !== 'BE')
      problems.push(`AK101 ${shown(group.functionalId)} is not BE: the 999 answers no 834 group`);
    // Each file has one group, numbered as its interchange (GS06 = ISA13).
    const found = await interchange(group.groupControlNumber, 'AK102');
    for (const transaction of group.transactions) {
      if (transaction.setId !== '834')
        problems.push(
          `AK201 ${shown(transaction.setId)} is not 834 (set ${shown(transaction.controlNumber)})`,
        );
      if (
        found &&
        !found.audit &&
        !found.items.some((item) => item.transaction_number === transaction.controlNumber)
      )
        problems.push(
          `AK202 ${shown(transaction.controlNumber)} is no transaction set of interchange ${found.number}`,
        );
    }
  }
  return { problems, answered };
}

type Settled = { kind: 'read' } | { kind: 'set_aside'; reason: string; firstTime: boolean };

/**
 * Applies one acknowledgement file in one transaction, with its record: a file already recorded as
 * read changes nothing; one that does not match is recorded as set aside (again only on a change).
 */
async function settleFromAck(
  context: FeedContext,
  where: { carrierId: number; edi: CarrierEdi; agencyId: string | null; name: string },
  ack: AcknowledgementFile,
): Promise<Settled> {
  const at = context.now();
  return context.db.transaction().execute(async (trx): Promise<Settled> => {
    const key = {
      carrier_id: where.carrierId,
      sender_id: ack.senderId.slice(0, 15),
      interchange_number: ack.interchangeControlNumber.slice(0, 15),
    };
    const earlier = await claim(trx, key, where.name, at);
    if (earlier?.outcome === 'read') return { kind: 'read' };

    const { problems, answered } = await matchAck(trx, where, ack);
    if (problems.length > 0) {
      const reason = `Set aside: ${problems.join('; ')}`.slice(0, 2000);
      if (earlier?.reason === reason) return { kind: 'set_aside', reason, firstTime: false };
      await record(trx, key, { fileName: where.name, at }, 'set_aside', reason);
      return { kind: 'set_aside', reason, firstTime: true };
    }

    const ref = (item: FiledItem) => ({
      id: item.id,
      enrollmentId: item.enrollment_id,
      carrierName: item.name,
    });
    for (const ta1 of ack.ta1s) {
      const found = answered.get(ta1.interchangeControlNumber) as Answered;
      await acknowledged(trx, where.carrierId, found.number, at);
      // A TA1 that refuses an interchange refuses every transaction in it; one that takes it waits for
      // the 999, keeping a note of any errors it noted.
      for (const item of found.items) {
        if (ta1.outcome === 'rejected')
          await moveFeedItem(trx, ref(item), 'rejected', at, interchangeReason(ta1));
        else if (ta1.outcome === 'accepted_with_errors')
          await noteFeedItem(trx, ref(item), at, interchangeReason(ta1));
      }
    }
    for (const group of ack.groups) {
      const found = answered.get(group.groupControlNumber) as Answered;
      await acknowledged(trx, where.carrierId, found.number, at);
      for (const item of found.items) {
        if (!item.transaction_number) continue;
        const answer = setAnswer(group, item.transaction_number);
        await moveFeedItem(
          trx,
          ref(item),
          answer.outcome === 'rejected' ? 'rejected' : 'accepted',
          at,
          setReason(group, answer.listed),
        );
      }
    }
    await record(trx, key, { fileName: where.name, at }, 'read', null);
    return { kind: 'read' };
  });
}

/** The interchange's first acknowledgement (a TA1 or a 999, whichever came first). */
async function acknowledged(db: Db, carrierId: number, number: number, at: Date): Promise<void> {
  await db
    .updateTable('carrier_feed_files')
    .set({ acknowledged_at: at.toISOString() })
    .where('carrier_id', '=', carrierId)
    .where('interchange_number', '=', number)
    .where('acknowledged_at', 'is', null)
    .execute();
}

interface AckKey {
  carrier_id: number;
  sender_id: string;
  interchange_number: string;
}

/**
 * Takes the file's record before anything else, so that of two nodes reading the same file the second
 * waits here until the first commits, then finds its record. Null: the record is new (this reading
 * decides it); else the earlier reading's outcome and reason.
 */
async function claim(
  db: Db,
  key: AckKey,
  fileName: string,
  at: Date,
): Promise<{ outcome: string; reason: string | null } | null> {
  const inserted = await db
    .insertInto('carrier_acknowledgements')
    .values({
      id: randomUUID(),
      ...key,
      file_name: fileName.slice(0, 255),
      received_at: at.toISOString(),
      outcome: 'set_aside',
      reason: null,
    })
    .onConflict((conflict) => conflict.columns(['carrier_id', 'sender_id', 'interchange_number']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return null;
  const earlier = await db
    .selectFrom('carrier_acknowledgements')
    .select(['outcome', 'reason'])
    .where('carrier_id', '=', key.carrier_id)
    .where('sender_id', '=', key.sender_id)
    .where('interchange_number', '=', key.interchange_number)
    .executeTakeFirstOrThrow();
  return earlier;
}

/** What this reading decided, on the record `claim` took, with the file's name and time as now read. */
async function record(
  db: Db,
  key: AckKey,
  file: { fileName: string; at: Date },
  outcome: 'read' | 'set_aside',
  reason: string | null,
): Promise<void> {
  await db
    .updateTable('carrier_acknowledgements')
    .set({ outcome, reason, file_name: file.fileName.slice(0, 255), received_at: file.at.toISOString() })
    .where('carrier_id', '=', key.carrier_id)
    .where('sender_id', '=', key.sender_id)
    .where('interchange_number', '=', key.interchange_number)
    .execute();
}
