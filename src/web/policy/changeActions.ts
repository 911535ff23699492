import type { ChangeKind, PolicyView } from '../../contract/policyCalls';
import { callerRefusal } from '../../domain/changeCallers';
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
const EMPLOYMENT_ENDED = 'employment_ended';

/** What a life event's `allows` lets a member do, as the change kinds the form offers. */
export const KINDS_ALLOWED: Record<string, ChangeKind> = {
  add_member: 'add_dependent',
  drop_member: 'remove_dependent',
  change_option: 'change_option',
  end_coverage: 'terminate',
};

const running = (policy: PolicyView) => policy.status === 'active' || policy.status === 'pending';

/** The server's name of the caller (domain/changeCallers.ts). */
const SERVER_CALLER = { member: 'member', agent: 'rep', group: 'group' } as const;

/** Whether the server lets `caller` make the action (its kind, under its fixed event if any). */
function allowed(caller: ChangeCaller, action: ChangeAction): boolean {
  if (action.kind === null) return true;
  const event = typeof action.event === 'object' ? action.event.fixed : null;
  return callerRefusal(SERVER_CALLER[caller], action.kind, event) === null;
}

/**
 * The life events `caller` may name: the member not the employer's own (employment ended, hours
 * reduced), which their group administrator reports.
 */
export function eventsFor(caller: ChangeCaller, policy: PolicyView): PolicyView['life_events'] {
  return policy.life_events.filter(
    (event) => callerRefusal(SERVER_CALLER[caller], 'terminate', event.id)?.target !== 'event',
  );
}

/**
 * The changes `caller` may start on `policy`, among those the server lets them make
 * (domain/changeCallers.ts): ended coverage can only be reinstated; coverage not started yet may be
 * cancelled, or ended on a day after its start (the default end, this month's last day, would come
 * before it); a removal needs a dependent whose coverage runs on.
 */
export function changeActions(caller: ChangeCaller, policy: PolicyView): ChangeAction[] {
  const none = 'none' as const;
  if (!running(policy)) {
    const reinstate: ChangeAction = { label: 'Reinstate coverage', kind: 'reinstate', event: none };
    return policy.status === 'ended' && allowed(caller, reinstate) ? [reinstate] : [];
  }
  const event = caller === 'member' ? none : ('optional' as const);
  const employment = policy.life_events.find((choice) => choice.id === EMPLOYMENT_ENDED);
  const actions: ChangeAction[] = [
    ...(caller === 'member'
      ? [{ label: 'Report a life event', kind: null, event: 'required' as const }]
      : []),
    ...(caller === 'group' && employment
      ? [
          {
            label: `End coverage: ${employment.name}`,
            kind: 'terminate' as const,
            event: { fixed: employment.id, name: employment.name },
          },
        ]
      : [{ label: 'End coverage', kind: 'terminate' as const, event }]),
    ...(policy.status === 'pending'
      ? [{ label: 'Cancel coverage', kind: 'cancel' as const, event: none }]
      : []),
    ...(caller === 'member' ? [] : [{ label: 'Add a dependent', kind: 'add_dependent' as const, event }]),
    ...(caller !== 'member' && removableMembers(policy).length > 0
      ? [{ label: 'Remove a dependent', kind: 'remove_dependent' as const, event }]
      : []),
    { label: 'Change address', kind: 'change_address', event: none },
    // The rep's (the group administrator may not): under a life event that allows it, chosen first.
    ...(caller === 'member'
      ? []
      : [{ label: 'Change plan option', kind: 'change_option' as const, event: 'required' as const }]),
  ];
  return actions.filter((action) => allowed(caller, action));
}
