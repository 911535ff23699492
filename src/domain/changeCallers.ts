/**
 * Who may make which change to a policy (issue 41, docs/decisions.md): the member from their member
 * link, the group administrator and the rep from the book of business, the agency's systems through a
 * --write API key. A kind outside the caller's list is refused (403 at `kind`) with who can make it.
 */
export type ChangeCaller = 'member' | 'group' | 'rep' | 'agency';

type Kind =
  | 'add_dependent'
  | 'remove_dependent'
  | 'change_address'
  | 'change_option'
  | 'cancel'
  | 'terminate'
  | 'reinstate';

const EVERY_KIND: readonly Kind[] = [
  'add_dependent',
  'remove_dependent',
  'change_address',
  'change_option',
  'cancel',
  'terminate',
  'reinstate',
];

const MAY_MAKE: Record<ChangeCaller, readonly Kind[]> = {
  member: ['add_dependent', 'remove_dependent', 'change_address', 'change_option', 'terminate'],
  group: ['add_dependent', 'remove_dependent', 'change_address', 'terminate', 'cancel'],
  rep: EVERY_KIND,
  agency: EVERY_KIND,
};

/** The employer's event: only the employer (or the rep and the agency for it) reports it. */
const EMPLOYER_EVENTS = ['employment_ended', 'hours_reduced'];

const KIND_WORDS: Record<Kind, string> = {
  add_dependent: 'add a dependent',
  remove_dependent: 'remove a dependent',
  change_address: 'change the address',
  change_option: 'change the plan option',
  cancel: 'cancel a policy',
  terminate: 'end coverage',
  reinstate: 'reinstate a policy',
};

const CALLER_WORDS: Record<ChangeCaller, string> = {
  member: 'A member',
  group: 'A group administrator',
  rep: 'A rep',
  agency: "The agency's systems",
};

/** Why this caller may not make this change (the field and the message), or null when it may. */
export function callerRefusal(
  caller: ChangeCaller,
  kind: Kind,
  event: string | null | undefined,
): { target: 'kind' | 'event'; message: string } | null {
  if (!MAY_MAKE[caller].includes(kind)) {
    const who = caller === 'member' ? 'your rep' : "the policy's rep";
    return {
      target: 'kind',
      message: `${CALLER_WORDS[caller]} cannot ${KIND_WORDS[kind]} here: ask ${who}`,
    };
  }
  if (caller === 'member' && event && EMPLOYER_EVENTS.includes(event))
    return { target: 'event', message: 'Your employer reports this event: ask your group administrator' };
  return null;
}
