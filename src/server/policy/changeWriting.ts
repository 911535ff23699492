import { randomUUID } from 'node:crypto';
import { toIsoDate } from '../../domain/dates';
import { type SealedStore, sealJson } from '../db/sealedJson';
import { fieldError } from '../http/appError';
import { queueChangeFeed } from './changeFeed';
import type { ChangePlan } from './changePlan';
import type { ChangeActor } from './policyChanges';
import type { PolicyState } from './policyState';

/** Another change of the same policy won the race: its spans moved under this one. */
export class ChangeRace extends Error {}

/**
 * Writes a planned change in the caller's transaction: the change (number = the policy's last + 1, which
 * the unique (enrollment_id, number) guards against a concurrent change), the new member, the spans it
 * ends (their last day set, naming the change; a start is never rewritten) and starts, then the
 * carriers' feed items. Answers the change's id and where it stands with the carriers.
 */
export async function writeChange(
  trx: SealedStore,
  state: PolicyState,
  plan: ChangePlan,
  actor: ChangeActor,
  monthly: { before: number; after: number },
  at: Date,
): Promise<{ changeId: string; status: 'none' | 'submitted' }> {
  const { db } = trx;
  const id = randomUUID();
  const stamp = at.toISOString();
  const number = Math.max(0, ...state.changes.map((change) => change.number)) + 1;
  await db
    .insertInto('policy_changes')
    .values({
      id,
      enrollment_id: state.enrollmentId,
      number,
      kind: plan.kind,
      event: plan.event?.event.id ?? null,
      event_date: plan.event ? toIsoDate(plan.event.eventDate) : null,
      effective_date: toIsoDate(plan.effective),
      member_number: plan.memberNumber,
      made_by: actor.madeBy,
      made_at: stamp,
      details: sealJson(trx.secretBox, plan.details),
      monthly_before_cents: monthly.before,
      monthly_after_cents: monthly.after,
      carrier_status: 'none',
      carrier_status_at: stamp,
    })
    .execute();
  if (plan.newMember) {
    await db
      .insertInto('policy_members')
      .values({
        id: randomUUID(),
        enrollment_id: state.enrollmentId,
        number: plan.newMember.number,
        relationship: plan.newMember.relationship,
        person: sealJson(trx.secretBox, plan.newMember.person),
        added_by_change: id,
        created_at: stamp,
      })
      .execute();
  }
  for (const { span, end } of plan.ends) {
    const ended = await db
      .updateTable('coverage_spans')
      .set({ end_date: toIsoDate(end), ended_by_change: id })
      .where('id', '=', span.row.id)
      .where('end_date', 'is', null)
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) !== 1) throw new ChangeRace();
  }
  for (const span of plan.starts) {
    await db
      .insertInto('coverage_spans')
      .values({
        id: randomUUID(),
        enrollment_id: state.enrollmentId,
        member_number: span.memberNumber,
        carrier_id: span.carrierId,
        plan_id: span.planId,
        category: span.category,
        option: span.option,
        tier: span.tier,
        premium_cents: span.premiumCents,
        insurance_line: span.insuranceLine,
        coverage_code: span.coverageCode,
        coverage_amount_cents: span.coverageAmountCents,
        start_date: toIsoDate(span.start),
        end_date: null,
        started_by_change: id,
        ended_by_change: null,
      })
      .execute();
  }
  const status = await queueChangeFeed(db, state.enrollmentId, id, plan, at);
  if (status !== 'none')
    await db.updateTable('policy_changes').set({ carrier_status: status }).where('id', '=', id).execute();
  return { changeId: id, status };
}

/** Whether a database error is a unique constraint's (SQLite's or PostgreSQL's). */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The answer when a change still collides after its retry. */
export const raceRefusal = () =>
  fieldError('kind', 'Another change to this policy was made at the same moment: please try again', 409);
