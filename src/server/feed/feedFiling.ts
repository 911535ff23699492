import { sql } from 'kysely';
import type { AgencyEdi, CarrierEdi } from '../catalog/packageSchema';
import { type Db, isPostgres } from '../db/database';
import type { SealedStore } from '../db/sealedJson';
import { changeFor834 } from '../x12/changeFor834';
import { agencyEdi, carrierEdis } from '../x12/ediSettings';
import type { Enrollment834 } from '../x12/enrollment834';
import { enrollmentFor834 } from '../x12/enrollmentFor834';
import type { FeedContext } from './feedContext';
import { storeInterchange } from './feedFiles';
import { isResubmission } from './feedResend';
import { feedCutoff } from './feedSchedule';
import { moveFeedItem } from './feedStatus';

/** At most this many enrollments in one interchange; more go in the carrier's next file, in the same round. */
const MAX_ENROLLMENTS_PER_FILE = 500;
/** The PostgreSQL advisory lock space of filing, the carrier id being the second key. */
const FILING_LOCK = 834;

/** A carrier's part of an enrollment that was not filed, with the reason kept on its item (`detail`). */
export interface SkippedItem {
  policyId: string;
  carrierId: number;
  reason: string;
}

/**
 * Files each carrier's waiting enrollments into 834 interchanges when its schedule says so (feedSchedule.ts),
 * up to 500 a file and as many files as it takes: one transaction per file numbers the interchange, keeps its text sealed and marks the enrollments
 * filed, so an enrollment is in one file only, also with two app nodes (PostgreSQL: they take turns on
 * a lock per carrier; SQLite: one writer). Returns the number of files made and the items skipped, each
 * with its reason (the round logs them: feedWorker.ts).
 */
export async function fileWaitingEnrollments(
  context: FeedContext,
): Promise<{ files: number; skipped: SkippedItem[] }> {
  const { db } = context;
  const waiting = await db
    .selectFrom('carrier_feed_items')
    .select('carrier_id')
    .distinct()
    .where('file_id', 'is', null)
    .where('status', '=', 'pending')
    .execute();
  const skipped: SkippedItem[] = [];
  if (waiting.length === 0) return { files: 0, skipped };
  const agency = await agencyEdi(db);
  if (!agency) return { files: 0, skipped };
  const edis = await carrierEdis(
    db,
    waiting.map((row) => row.carrier_id),
  );
  let made = 0;
  for (const [carrierId, edi] of edis) {
    const cutoff = feedCutoff(edi.schedule, context.now(), context.dailyAt);
    // Everyone waiting goes: a full file is followed by another until the carrier's queue is empty.
    for (;;) {
      const outcome = await fileCarrier(context, agency, carrierId, edi, cutoff);
      if (outcome.filed) made += 1;
      // Known only once the carrier's transaction committed: a rolled-back filing skipped nothing.
      skipped.push(...outcome.skipped);
      if (!outcome.full) break;
    }
  }
  return { files: made, skipped };
}

async function fileCarrier(
  context: FeedContext,
  agency: AgencyEdi,
  carrierId: number,
  edi: CarrierEdi,
  cutoff: Date | null,
): Promise<{ filed: boolean; skipped: SkippedItem[]; full: boolean }> {
  const perFile = context.enrollmentsPerFile ?? MAX_ENROLLMENTS_PER_FILE;
  return context.db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${FILING_LOCK}, ${carrierId})`.execute(trx);
    const items = await trx
      .selectFrom('carrier_feed_items')
      .innerJoin('carriers', 'carriers.id', 'carrier_feed_items.carrier_id')
      .innerJoin('enrollments', 'enrollments.id', 'carrier_feed_items.enrollment_id')
      .select([
        'carrier_feed_items.id',
        'carrier_feed_items.enrollment_id',
        'carrier_feed_items.change_id',
        'carriers.name',
        'enrollments.policy_id',
      ])
      .where('carrier_feed_items.carrier_id', '=', carrierId)
      .where('carrier_feed_items.file_id', 'is', null)
      .where('carrier_feed_items.status', '=', 'pending')
      .$if(cutoff !== null, (query) =>
        query.where('carrier_feed_items.created_at', '<', cutoff?.toISOString() ?? ''),
      )
      .orderBy('carrier_feed_items.created_at')
      .orderBy('carrier_feed_items.id')
      .limit(perFile)
      .execute();
    const now = context.now();
    const filed: { itemId: string; enrollment: Enrollment834 }[] = [];
    const skipped: SkippedItem[] = [];
    for (const item of items) {
      const store = { db: trx, secretBox: context.secretBox };
      const filing = await itemFor834(store, item, carrierId);
      if ('enrollment' in filing) {
        // A corrected resend of a rejected transaction goes as a re-submission (BGN01 15).
        const resubmission = await isResubmission(trx, item.id);
        filed.push({
          itemId: item.id,
          enrollment: resubmission ? { ...filing.enrollment, resubmission } : filing.enrollment,
        });
        continue;
      }
      // Never skipped without a reason: kept on the item (the operator's query) and logged by the round.
      const { reason } = filing;
      await moveFeedItem(
        trx,
        { id: item.id, enrollmentId: item.enrollment_id, carrierName: item.name },
        'skipped',
        now,
        reason,
      );
      skipped.push({ policyId: item.policy_id ?? '', carrierId, reason });
    }
    const full = items.length === perFile;
    if (filed.length === 0) return { filed: false, skipped, full };
    const { fileId, built } = await storeInterchange(
      trx,
      context,
      { agency, edi, carrierId },
      filed.map((entry) => entry.enrollment),
    );
    for (const [index, entry] of filed.entries()) {
      const transaction = built.transactions[index];
      if (transaction?.policyId !== entry.enrollment.policyId)
        throw new Error('the interchange lists its transactions out of order');
      await markFiled(trx, entry.itemId, fileId, transaction.controlNumber);
    }
    return { filed: true, skipped, full };
  });
}

/**
 * What an item tells its carrier: a change's item its change (changeFor834: one transaction set per
 * change), the submission's item the enrollment; or why it cannot be told.
 */
async function itemFor834(
  store: SealedStore,
  item: { enrollment_id: string; change_id: string | null },
  carrierId: number,
): Promise<{ enrollment: Enrollment834 } | { reason: string }> {
  if (item.change_id) {
    const change = await changeFor834(store, item.change_id, carrierId);
    return 'enrollment' in change ? change : { reason: change.unfiled };
  }
  const filing = await enrollmentFor834(store, item.enrollment_id);
  const enrollment = filing.byCarrier.get(carrierId);
  if (enrollment) return { enrollment };
  return { reason: filing.unfiled.get(carrierId) ?? 'Nothing the submission bought is from this carrier' };
}

async function markFiled(db: Db, itemId: string, fileId: string, controlNumber: string): Promise<void> {
  const marked = await db
    .updateTable('carrier_feed_items')
    .set({ file_id: fileId, transaction_number: controlNumber })
    .where('id', '=', itemId)
    .where('file_id', 'is', null)
    .executeTakeFirst();
  // Another node filed it first: this file is rolled back whole.
  if (Number(marked.numUpdatedRows) !== 1) throw new Error(`feed item ${itemId} is already filed`);
}
