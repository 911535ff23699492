import { sql } from 'kysely';
import { type Db, isPostgres } from '../db/database';
import { fromJsonText } from '../db/json';
import { auditFor834, memberKey } from '../x12/auditFor834';
import { agencyEdi, carrierEdis } from '../x12/ediSettings';
import type { FeedContext } from './feedContext';
import { storeInterchange } from './feedFiles';

/** A full file that would end this share of the carrier's members or more is held (30 %). */
const GUARD_PERCENT = 30;
/** The PostgreSQL advisory lock space of filing (feedFiling.ts), the carrier id being the second key. */
const FILING_LOCK = 834;

/** What making an audit file did. */
export interface AuditOutcome {
  fileName: string;
  /** Members listed (in force on the file's date). */
  listed: number;
  /** Members the carrier was told are covered. */
  told: number;
  /** Of those, the ones the file leaves out: the carrier would end them. */
  ending: number;
  held: boolean;
}

const TOLD = ['sent', 'accepted'];

/**
 * The members the carrier was told are covered: those the last audit file sent listed, and those a sent
 * file started coverage for (the submission's item, or a change's), less those a sent change ended.
 */
async function toldCovered(db: Db, carrierId: number): Promise<Set<string>> {
  const items = await db
    .selectFrom('carrier_feed_items')
    .select(['enrollment_id', 'change_id'])
    .where('carrier_id', '=', carrierId)
    .where('status', 'in', TOLD)
    .execute();
  const toldEnrollments = new Set(items.filter((i) => i.change_id === null).map((i) => i.enrollment_id));
  const toldChanges = new Set(items.map((i) => i.change_id).filter((id): id is string => id !== null));
  const spans = await db
    .selectFrom('coverage_spans')
    .select(['enrollment_id', 'member_number', 'started_by_change', 'ended_by_change'])
    .where('carrier_id', '=', carrierId)
    .execute();
  const open = new Set<string>();
  const ended = new Set<string>();
  for (const span of spans) {
    const key = memberKey(span.enrollment_id, span.member_number);
    const started =
      span.started_by_change === null
        ? toldEnrollments.has(span.enrollment_id)
        : toldChanges.has(span.started_by_change);
    const endTold = span.ended_by_change !== null && toldChanges.has(span.ended_by_change);
    if (started && !endTold) open.add(key);
    if (endTold) ended.add(key);
  }
  const lastAudit = await db
    .selectFrom('carrier_feed_files')
    .select('listed')
    .where('carrier_id', '=', carrierId)
    .where('kind', '=', 'audit')
    .where('sent_at', 'is not', null)
    .orderBy('interchange_number', 'desc')
    .limit(1)
    .executeTakeFirst();
  const told = new Set(open);
  for (const key of fromJsonText<string[]>(lastAudit?.listed ?? '[]'))
    if (!ended.has(key) || open.has(key)) told.add(key);
  return told;
}

/**
 * Makes the carrier's audit file: every member in force today (auditFor834.ts) in one interchange, kept to
 * be sent like any file, unless it would end 30 % or more of the members the carrier was told are
 * covered: then it is held until the operator confirms it (confirmAuditFile). Answers what it did, or
 * why it made none (in words for the operator).
 */
export async function makeAuditFile(context: FeedContext, carrierId: number): Promise<AuditOutcome | string> {
  const agency = await agencyEdi(context.db);
  if (!agency) return 'the catalog names no agency ids: no carrier gets a feed';
  const edi = (await carrierEdis(context.db, [carrierId])).get(carrierId);
  if (!edi) return `carrier ${carrierId} has no 834 settings in the catalog`;
  const now = context.now();
  const date = now.toISOString().slice(0, 10);
  return context.db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${FILING_LOCK}, ${carrierId})`.execute(trx);
    const audit = await auditFor834({ db: trx, secretBox: context.secretBox }, carrierId, date);
    if (audit.enrollments.length === 0)
      return `no member has coverage of carrier ${carrierId} in force on ${date}`;
    const told = await toldCovered(trx, carrierId);
    const listed = new Set(audit.listed);
    const ending = [...told].filter((key) => !listed.has(key)).length;
    const held = told.size > 0 && ending * 100 >= told.size * GUARD_PERCENT;
    const { fileName } = await storeInterchange(trx, context, { agency, edi, carrierId }, audit.enrollments, {
      listed: audit.listed,
      heldAt: held ? now : null,
    });
    return { fileName, listed: audit.listed.length, told: told.size, ending, held };
  });
}

/**
 * Confirms a held audit file of the carrier, named as the command printed it: it is sent with the next
 * round. Answers null when confirmed, else why not.
 */
export async function confirmAuditFile(
  context: FeedContext,
  carrierId: number,
  fileName: string,
  by: string,
): Promise<string | null> {
  const file = await context.db
    .selectFrom('carrier_feed_files')
    .select(['id', 'kind', 'held_at', 'confirmed_at', 'sent_at'])
    .where('carrier_id', '=', carrierId)
    .where('file_name', '=', fileName)
    .executeTakeFirst();
  if (file?.kind !== 'audit') return `carrier ${carrierId} has no audit file named ${fileName}`;
  if (file.held_at === null) return `${fileName} was not held: it is sent without a confirmation`;
  if (file.confirmed_at !== null) return `${fileName} was already confirmed`;
  await context.db
    .updateTable('carrier_feed_files')
    .set({ confirmed_at: context.now().toISOString(), confirmed_by: by })
    .where('id', '=', file.id)
    .where('confirmed_at', 'is', null)
    .execute();
  return null;
}

/**
 * The audit files the carriers' schedules call for (`edi.audit` "monthly": the first round of each
 * calendar month, UTC, makes one unless the month has one already). Answers what each made.
 */
export async function fileScheduledAudits(
  context: FeedContext,
): Promise<(AuditOutcome & { carrierId: number })[]> {
  const carriers = await context.db
    .selectFrom('carriers')
    .select('id')
    .where('edi', 'is not', null)
    .execute();
  const edis = await carrierEdis(
    context.db,
    carriers.map((c) => c.id),
  );
  const now = context.now();
  const monthStart = `${now.toISOString().slice(0, 7)}-01T00:00:00.000Z`;
  const made: (AuditOutcome & { carrierId: number })[] = [];
  for (const [carrierId, edi] of edis) {
    if (edi.audit !== 'monthly') continue;
    const thisMonth = await context.db
      .selectFrom('carrier_feed_files')
      .select('id')
      .where('carrier_id', '=', carrierId)
      .where('kind', '=', 'audit')
      .where('created_at', '>=', monthStart)
      .limit(1)
      .executeTakeFirst();
    if (thisMonth) continue;
    const outcome = await makeAuditFile(context, carrierId);
    if (typeof outcome !== 'string') made.push({ ...outcome, carrierId });
  }
  return made;
}
