import { randomUUID } from 'node:crypto';
import { toIsoDate } from '../../domain/dates';
import type { Db } from '../db/database';
import { type SealedStore, sealJson } from '../db/sealedJson';
import { queueFeedItems } from '../feed/feedQueue';
import { yearEnd } from './renewalDates';
import { queueRenewalNotice, RENEWAL_EVENT } from './renewalNotices';
import type { PolicyRenewal } from './renewalPlan';

/** Thrown inside a renewal's transaction when another run renewed the policy first: nothing is kept. */
class RenewedElsewhere extends Error {}

/** The policy's monthly premium on a day: its subscriber spans covering that day. */
async function monthlyOn(db: Db, enrollmentId: string, iso: string): Promise<number> {
  const rows = await db
    .selectFrom('coverage_spans')
    .select('premium_cents')
    .where('enrollment_id', '=', enrollmentId)
    .where('premium_cents', 'is not', null)
    .where('start_date', '<=', iso)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', iso)]))
    .execute();
  return rows.reduce((sum, row) => sum + (row.premium_cents ?? 0), 0);
}

/** The carriers whose coverage moves to a successor or ends: they are told by an 834. */
const carriersToTell = (policy: PolicyRenewal) =>
  policy.coverages.filter((c) => c.outcome.kind !== 'renews').map((c) => c.running.carrierId);

/**
 * Renews one policy on its renewal day, in one transaction: each renewing span ends the day before and,
 * unless its plan ends, a new span starts on the day with the plan option and premium the outcome gives;
 * one `policy_changes` row of kind 'renew' (made by 'system', event 'renewal') holds it, with the monthly
 * price before and after. A move to a successor plan or an end queues the carriers' 834 items (change_id
 * set); a renewal to the same option sends none. A notice not yet queued for the day goes now. Answers
 * false when the policy was renewed for the day already (by another run or app node): nothing is written.
 */
export async function renewPolicy(store: SealedStore, policy: PolicyRenewal, now: Date): Promise<boolean> {
  const renewsOn = toIsoDate(policy.renewal);
  const lastDay = toIsoDate(yearEnd(policy.renewal));
  try {
    await store.db.transaction().execute(async (trx) => {
      const inTrx: SealedStore = { db: trx, secretBox: store.secretBox };
      const before = await monthlyOn(trx, policy.enrollmentId, lastDay);
      const { last } = (await trx
        .selectFrom('policy_changes')
        .select((eb) => eb.fn.max('number').as('last'))
        .where('enrollment_id', '=', policy.enrollmentId)
        .executeTakeFirst()) ?? { last: 0 };
      const changeId = randomUUID();
      const stamp = now.toISOString();
      // The change first: a second renewal of the policy for the day stops here on its unique index.
      await trx
        .insertInto('policy_changes')
        .values({
          id: changeId,
          enrollment_id: policy.enrollmentId,
          number: Number(last ?? 0) + 1,
          kind: 'renew',
          event: RENEWAL_EVENT,
          event_date: renewsOn,
          effective_date: renewsOn,
          member_number: null,
          made_by: 'system',
          made_at: stamp,
          details: sealJson(store.secretBox, {
            renews_on: renewsOn,
            coverages: policy.coverages.map(({ running, outcome }) => ({ from: running, to: outcome })),
          }),
          monthly_before_cents: before,
          monthly_after_cents: before,
          carrier_status: 'none',
          carrier_status_at: stamp,
        })
        .execute();
      for (const { spans, outcome, running } of policy.coverages) {
        const ended = await trx
          .updateTable('coverage_spans')
          .set({ end_date: lastDay, ended_by_change: changeId })
          .where(
            'id',
            'in',
            spans.map((span) => span.id),
          )
          .where('end_date', 'is', null)
          .executeTakeFirst();
        if (Number(ended.numUpdatedRows) !== spans.length) throw new RenewedElsewhere();
        if (outcome.kind === 'ends') continue;
        for (const span of spans)
          await trx
            .insertInto('coverage_spans')
            .values({
              id: randomUUID(),
              enrollment_id: policy.enrollmentId,
              member_number: span.memberNumber,
              carrier_id: running.carrierId,
              plan_id: outcome.planId,
              category: outcome.category,
              option: outcome.option,
              tier: running.tier,
              premium_cents: span.premiumCents === null ? null : outcome.premiumCents,
              insurance_line: outcome.codes.insuranceLine,
              coverage_code: outcome.codes.coverageCode,
              coverage_amount_cents: outcome.codes.coverageAmountCents,
              start_date: renewsOn,
              end_date: null,
              started_by_change: changeId,
              ended_by_change: null,
            })
            .execute();
      }
      const after = await monthlyOn(trx, policy.enrollmentId, renewsOn);
      // The feed's own rule, as for a submission or a change: EDI carriers, when the agency has EDI ids.
      const told = await queueFeedItems(trx, policy.enrollmentId, carriersToTell(policy), changeId, now);
      await trx
        .updateTable('policy_changes')
        .set({ monthly_after_cents: after, carrier_status: told.length > 0 ? 'submitted' : 'none' })
        .where('id', '=', changeId)
        .execute();
      // A store that was not running when the notice was due tells the member now.
      await queueRenewalNotice(inTrx, policy, now);
    });
    return true;
  } catch (error) {
    if (error instanceof RenewedElsewhere || (await renewedAlready(store.db, policy.enrollmentId, renewsOn)))
      return false;
    throw error;
  }
}

/** Whether a policy has its renewal change for a day (ISO). */
async function renewedAlready(db: Db, enrollmentId: string, renewsOn: string): Promise<boolean> {
  const row = await db
    .selectFrom('policy_changes')
    .select('id')
    .where('enrollment_id', '=', enrollmentId)
    .where('kind', '=', 'renew')
    .where('effective_date', '=', renewsOn)
    .executeTakeFirst();
  return row !== undefined;
}
