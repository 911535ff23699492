import type { ChangeKind, PolicyView } from '../../../contract/policyCalls';
import { removableMembers } from './changeRequest';

/** Who is changing the policy: the member (member home), a rep or a group administrator (the book). */
export type ChangeCaller = 'member' | 'agent' | 'group';

/**
 * One way to change a policy, as a button offers it: its label, the kind of change (null: the member
 * chooses it from what the life event allows) and how the form asks for the life event.
 */
export interface ChangeAction {
  label: string;
  kind: ChangeKind | null;
  /** required: chosen from the policy's events; optional: any event allowing the kind; fixed: this one. */
  event: 'required' | 'optional' | 'none' | { fixed: string; name: string };
}

/** The employer's "employment ended": a termination under the catalog's event employment_ended. */
export const EMPLOYMENT_ENDED = 'employment_ended';

/** What a life event's `allows` lets a member do, as the change kinds the form offers. */
export const KINDS_ALLOWED: Record<string, ChangeKind> = {
  add_member: 'add_dependent',
  drop_member: 'remove_dependent',
  end_coverage: 'terminate',
};

const running = (policy: PolicyView) => policy.status === 'active' || policy.status === 'pending';

/**
 * The changes `caller` may start on `policy`: ended coverage can only be reinstated (by a rep); coverage
 * not started yet may be cancelled, or ended on a day after its start (the default end, this month's
 * last day, would come before it); a removal needs a dependent whose coverage runs on.
 */
export function changeActions(caller: ChangeCaller, policy: PolicyView): ChangeAction[] {
  if (!running(policy))
    return caller === 'agent' && policy.status === 'ended'
      ? [{ label: 'Reinstate coverage', kind: 'reinstate', event: 'none' }]
      : [];
  const cancel: ChangeAction[] =
    policy.status === 'pending' ? [{ label: 'Cancel coverage', kind: 'cancel', event: 'none' }] : [];
  const end: ChangeAction = {
    label: 'End coverage',
    kind: 'terminate',
    event: caller === 'member' ? 'none' : 'optional',
  };
  const address: ChangeAction = { label: 'Change address', kind: 'change_address', event: 'none' };
  if (caller === 'member')
    return [{ label: 'Report a life event', kind: null, event: 'required' }, address, end, ...cancel];
  const dependents: ChangeAction[] = [{ label: 'Add a dependent', kind: 'add_dependent', event: 'optional' }];
  if (removableMembers(policy).length > 0)
    dependents.push({ label: 'Remove a dependent', kind: 'remove_dependent', event: 'optional' });
  const employment = policy.life_events.find((event) => event.id === EMPLOYMENT_ENDED);
  if (caller === 'group' && employment) {
    const ended: ChangeAction = {
      label: `End coverage: ${employment.name}`,
      kind: 'terminate',
      event: { fixed: employment.id, name: employment.name },
    };
    return [ended, ...cancel, ...dependents, address];
  }
  return [end, ...cancel, ...dependents, address];
}
