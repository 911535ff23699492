import { randomUUID } from 'node:crypto';
import { RESEND_NO_CARRIER, RESEND_NOT_REJECTED, type ResendCorrections } from '../../contract/resendCalls';
import { SSN_MESSAGE } from '../../domain/fieldRules';
import {
  CONTACT_CORRECTIONS,
  type CorrectionField,
  PERSONAL_CORRECTIONS,
} from '../../domain/formFields/correctionFields';
import type { WizardStep } from '../../domain/wizardSteps';
import type { Db } from '../db/database';
import { toJsonText } from '../db/json';
import { type SealedStore, sealJson } from '../db/sealedJson';
import { openTab, resolveMasks, sealTab } from '../enrollment/tabSecrets';
import { readTab, type TabDoc, writeTab } from '../enrollment/tabStore';
import { fieldError, notFound } from '../http/appError';
import { moveFeedItem } from './feedStatus';

/** Each step the corrections touch, with its correctable fields. */
const CORRECTED_STEPS: [WizardStep, readonly CorrectionField[]][] = [
  ['personal', PERSONAL_CORRECTIONS],
  ['contact', CONTACT_CORRECTIONS],
];

/** Whether the enrollment's next transaction to this carrier is a re-submission (BGN01 15). */
export async function isResubmission(db: Db, itemId: string): Promise<boolean> {
  const row = await db
    .selectFrom('carrier_feed_resends')
    .select('id')
    .where('item_id', '=', itemId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Corrects an enrollment a carrier rejected and queues it for that carrier again (issue 38). In one
 * transaction (run it in one): the rejected item is checked (409 otherwise), the corrected steps are
 * written as a new version, the values they replace kept sealed in `carrier_feed_resends` with who
 * corrected which fields when, and the item goes back to pending (its old file and ST02 kept on the
 * resend row), which the enrollment's history records. Answers the names of the fields that changed.
 */
async function correctAndResend(
  store: SealedStore,
  request: {
    enrollmentId: string;
    carrierId: number;
    corrections: ResendCorrections;
    by: string;
    at: Date;
  },
): Promise<string[]> {
  const { db, secretBox } = store;
  const item = await db
    .selectFrom('carrier_feed_items')
    .innerJoin('carriers', 'carriers.id', 'carrier_feed_items.carrier_id')
    .select([
      'carrier_feed_items.id',
      'carrier_feed_items.status',
      'carrier_feed_items.file_id',
      'carrier_feed_items.transaction_number',
      'carrier_feed_items.detail',
      'carriers.name',
    ])
    .where('carrier_feed_items.enrollment_id', '=', request.enrollmentId)
    .where('carrier_feed_items.carrier_id', '=', request.carrierId)
    .where('carrier_feed_items.change_id', 'is', null)
    .executeTakeFirst();
  if (!item) throw notFound('carrier_id', RESEND_NO_CARRIER);
  if (item.status !== 'rejected')
    throw fieldError('carrier_id', `${RESEND_NOT_REJECTED} (it is ${item.status})`, 409);

  const changed: string[] = [];
  const previous: Record<string, unknown> = {};
  for (const [step, names] of CORRECTED_STEPS) {
    const stored = await readTab(store, request.enrollmentId, step);
    const opened: TabDoc = stored ? openTab(step, stored, secretBox) : {};
    // A masked SSN sent back (the book's form shows the one on file masked) stands for the one on file.
    const given: TabDoc = {};
    for (const name of names)
      if (request.corrections[name] !== undefined) given[name] = request.corrections[name];
    const resolved = resolveMasks(step, given, stored ? [stored] : [], secretBox);
    if (!resolved.ok) throw fieldError(resolved.path, SSN_MESSAGE);
    const next = { ...opened };
    for (const name of names) {
      const value = resolved.doc[name];
      if (value === undefined || value === opened[name]) continue;
      previous[name] = opened[name] ?? null;
      next[name] = value;
      changed.push(name);
    }
    if (names.some((name) => name in previous))
      await writeTab(store, request.enrollmentId, step, sealTab(step, next, secretBox), request.at);
  }

  await db
    .insertInto('carrier_feed_resends')
    .values({
      id: randomUUID(),
      item_id: item.id,
      enrollment_id: request.enrollmentId,
      carrier_id: request.carrierId,
      replaced_file_id: item.file_id,
      replaced_transaction_number: item.transaction_number,
      rejection: item.detail,
      corrected_by: request.by,
      corrected_fields: toJsonText(changed),
      previous_values: sealJson(secretBox, previous),
      at: request.at.toISOString(),
    })
    .execute();
  const what = changed.length > 0 ? `corrected ${changed.join(', ')}` : 'nothing corrected';
  const moved = await moveFeedItem(
    db,
    { id: item.id, enrollmentId: request.enrollmentId, carrierName: item.name },
    'pending',
    request.at,
    `resent by ${request.by} (${what}), as a new transaction`,
  );
  if (!moved) throw fieldError('carrier_id', RESEND_NOT_REJECTED, 409);
  // A new transmission: out of the rejected file, so that file's late acknowledgements match nothing here.
  await db
    .updateTable('carrier_feed_items')
    .set({ file_id: null, transaction_number: null })
    .where('id', '=', item.id)
    .execute();
  return changed;
}

/**
 * The resend call of the book of business and of the agency API, once each has found the enrollment
 * in its caller's reach: corrects and queues it in one transaction, and answers what the call says.
 */
export function resendInTransaction(
  store: SealedStore & { db: Db; now: () => Date },
  enrollment: { id: string; policyId: string },
  body: ResendCorrections & { carrier_id: number },
  by: string,
) {
  return store.db.transaction().execute(async (trx) => {
    const { carrier_id: carrierId, ...corrections } = body;
    const corrected = await correctAndResend(
      { db: trx, secretBox: store.secretBox },
      { enrollmentId: enrollment.id, carrierId, corrections, by, at: store.now() },
    );
    return { policy_id: enrollment.policyId, carrier_id: carrierId, status: 'pending' as const, corrected };
  });
}
