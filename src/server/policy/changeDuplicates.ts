import { formatMdy } from '../../domain/dates';
import { type DependentPerson, dependentIdentityProblem } from '../../domain/dependentPeople';
import { fieldError } from '../http/appError';
import { fullName } from './changePlan';
import type { PolicyMember, PolicyState } from './policyState';

/**
 * The duplicates a change refuses with 409 at the field concerned (issue 41): the same person added twice
 * (a newborn reported by the member and again by the rep), a member removed twice. The second
 * termination, cancellation or reinstatement is refused by the date rules (changeDates.ts).
 */

/** The members still on the policy (not removed by a change). */
export const currentMembers = (state: PolicyState): PolicyMember[] =>
  state.members.filter((member) => member.removedBy === null);

/**
 * A new dependent must be someone not on the policy: not the subscriber's SSN, no SSN given for a member,
 * not the same first and last name and birth date as a member (a removed member may be added again).
 */
export function refuseSamePerson(state: PolicyState, person: DependentPerson): void {
  const members = currentMembers(state);
  const subscriber = members.find((member) => member.relationship === 'subscriber');
  const others = members
    .filter((member) => member.relationship !== 'subscriber')
    .map((member) => ({ number: member.number, person: member.person }));
  const problem = dependentIdentityProblem(person, others, subscriber?.person.ssn ?? null);
  if (!problem) return;
  if (problem.field === 'ssn') throw fieldError('person.ssn', problem.message, 409);
  const named = { first_name: String(person.first_name ?? ''), last_name: String(person.last_name ?? '') };
  throw fieldError(
    'person.first_name',
    `${fullName(named)}, born ${String(person.birthdate)}, is already on this policy`,
    409,
  );
}

/** The member a removal names: on the policy, not the subscriber, not removed before. */
export function memberToRemove(state: PolicyState, memberId: string | undefined): PolicyMember {
  const number = Number(memberId?.trim());
  if (!memberId || !Number.isInteger(number) || number < 1)
    throw fieldError('member_id', 'Choose the member to remove');
  const member = state.members.find((one) => one.number === number);
  if (!member) throw fieldError('member_id', 'No member of this policy has this id', 404);
  if (member.relationship === 'subscriber')
    throw fieldError('member_id', 'The subscriber cannot be removed: end the policy instead', 409);
  if (member.removedBy !== null) {
    const ended = state.spans
      .filter((span) => span.row.member_number === number && span.end !== null)
      .map((span) => span.end)
      .sort((a, b) => (a && b ? a.year - b.year || a.month - b.month || a.day - b.day : 0))
      .at(-1);
    throw fieldError(
      'member_id',
      `${fullName(member.person)} was already removed${ended ? ` (covered until ${formatMdy(ended)})` : ''}`,
      409,
    );
  }
  return member;
}
