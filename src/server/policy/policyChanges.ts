import type { z } from 'zod';
import type {
  PolicyChangeRequest,
  policyChangeAnswer,
  policyChangePreview,
} from '../../contract/policyCalls';
import type { SealedStore } from '../db/sealedJson';

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

/**
 * What a change would do to the policy of `enrollmentId`, nothing saved: refused (AppError 400 at the
 * field, 409 outside the event's window or a duplicate) exactly as makePolicyChange refuses it.
 */
export async function previewPolicyChange(
  _deps: PolicyDeps,
  _enrollmentId: string,
  _request: PolicyChangeRequest,
  _actor: ChangeActor,
): Promise<ChangePreview> {
  throw new Error('previewPolicyChange: not built yet (issue 41)');
}

/**
 * Makes a change in one transaction: the policy's spans end and start, the change is kept with who made
 * it, and each carrier whose coverage it touches gets a feed item for its 834 (change_id set).
 */
export async function makePolicyChange(
  _deps: PolicyDeps,
  _enrollmentId: string,
  _request: PolicyChangeRequest,
  _actor: ChangeActor,
): Promise<ChangeAnswer> {
  throw new Error('makePolicyChange: not built yet (issue 41)');
}
