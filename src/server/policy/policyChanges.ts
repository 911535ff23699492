import type { z } from 'zod';
import type {
  PolicyChangeRequest,
  policyChangeAnswer,
  policyChangePreview,
} from '../../contract/policyCalls';
import { type CalendarDate, calendarDateOf, formatMdy } from '../../domain/dates';
import { centsToDollars } from '../../domain/pricing';
import type { SealedStore } from '../db/sealedJson';
import { notFound } from '../http/appError';
import { planAddDependent } from './addDependent';
import { planChangeAddress } from './changeAddress';
import { planChangeOption } from './changeOption';
import type { ChangePlan } from './changePlan';
import { monthlyBeforeAfter } from './changePricing';
import { ChangeRace, isUniqueViolation, raceRefusal, writeChange } from './changeWriting';
import { planCancel, planTerminate } from './endingChanges';
import { ensurePolicy } from './policyRecord';
import { POLICY_NOT_FOUND, type PolicyState, readPolicyState } from './policyState';
import { planReinstate } from './reinstate';
import { planRemoveDependent } from './removeDependent';

/**
 * Who makes a change, as the policy's history keeps it (`policy_changes.made_by`): 'member', 'rep:<agent
 * id>', 'group:<group id>', 'agency-key:<key id>' or 'system' (a renewal).
 */
export interface ChangeActor {
  who: 'member' | 'rep' | 'group' | 'agency' | 'system';
  madeBy: string;
}

/** What the change rules need: the store (the engine opens its own transaction) and the clock. */
export interface PolicyDeps extends SealedStore {
  now: () => Date;
}

export type ChangePreview = z.infer<typeof policyChangePreview>;
export type ChangeAnswer = z.infer<typeof policyChangeAnswer>;

/** How many times a change colliding with a concurrent one is decided again before it is refused. */
const ATTEMPTS = 3;

/** The plan of the change the request asks, decided from the policy as it stands (nothing written). */
async function planChange(
  deps: PolicyDeps,
  state: PolicyState,
  request: PolicyChangeRequest,
  today: CalendarDate,
): Promise<ChangePlan> {
  switch (request.kind) {
    case 'add_dependent':
      return planAddDependent(deps, state, request, today);
    case 'terminate':
      return planTerminate(deps, state, request, today);
    case 'cancel':
      return planCancel(state, request, today);
    case 'remove_dependent':
      return planRemoveDependent(deps, state, request, today);
    case 'change_address':
      return planChangeAddress(deps, state, request, today);
    case 'change_option':
      return planChangeOption(deps, state, request, today);
    case 'reinstate':
      return planReinstate(state, request, today);
  }
}

/** A submitted enrollment's policy, made now if it was submitted before policies were kept; else 404. */
async function submittedPolicy(deps: PolicyDeps, enrollmentId: string): Promise<void> {
  const row = await deps.db
    .selectFrom('enrollments')
    .select('status')
    .where('id', '=', enrollmentId)
    .executeTakeFirst();
  if (row?.status !== 'submitted') throw notFound('policy_id', POLICY_NOT_FOUND);
  await ensurePolicy(deps, enrollmentId, deps.now());
}

/**
 * What a change would do to the policy of `enrollmentId`, nothing saved: refused (AppError 400 at the
 * field, 409 outside the event's window or a duplicate) exactly as makePolicyChange refuses it.
 */
export async function previewPolicyChange(
  deps: PolicyDeps,
  enrollmentId: string,
  request: PolicyChangeRequest,
  _actor: ChangeActor,
): Promise<ChangePreview> {
  await submittedPolicy(deps, enrollmentId);
  const state = await readPolicyState(deps, enrollmentId);
  const plan = await planChange(deps, state, request, calendarDateOf(deps.now()));
  const monthly = monthlyBeforeAfter(state, plan);
  return {
    effective_date: formatMdy(plan.effective),
    monthly_before: centsToDollars(monthly.before),
    monthly_after: centsToDollars(monthly.after),
    summary: plan.summary,
  };
}

/**
 * Makes a change in one transaction: the policy's spans end and start, the change is kept with who made
 * it, and each carrier whose coverage it touches gets a feed item for its 834 (change_id set). Decided
 * again inside the transaction; one that collides with a concurrent change of the same policy (the
 * change's number, or a span ended under it) is decided again on what that one left.
 */
export async function makePolicyChange(
  deps: PolicyDeps,
  enrollmentId: string,
  request: PolicyChangeRequest,
  actor: ChangeActor,
): Promise<ChangeAnswer> {
  await submittedPolicy(deps, enrollmentId);
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction().execute(async (trx) => {
        const store = { ...deps, db: trx };
        const state = await readPolicyState(store, enrollmentId);
        const plan = await planChange(store, state, request, calendarDateOf(deps.now()));
        const monthly = monthlyBeforeAfter(state, plan);
        const written = await writeChange(store, state, plan, actor, monthly, deps.now());
        return {
          change_id: written.changeId,
          status: written.status,
          effective_date: formatMdy(plan.effective),
        };
      });
    } catch (error) {
      if (!(error instanceof ChangeRace || isUniqueViolation(error))) throw error;
      if (attempt >= ATTEMPTS) throw raceRefusal();
    }
  }
}
