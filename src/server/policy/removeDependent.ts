import type { PolicyChangeRequest } from '../../contract/policyCalls';
import { terminationEnd } from '../../domain/changeDates';
import { addDays, type CalendarDate, formatMdy } from '../../domain/dates';
import { fieldError } from '../http/appError';
import { memberToRemove } from './changeDuplicates';
import { checkedEvent } from './changeEvent';
import { type ChangePlan, fullName, openCoverages } from './changePlan';
import { coveredNow, respanCoverage } from './changeTiers';
import type { PolicyDeps } from './policyChanges';
import type { PolicyState } from './policyState';

/**
 * The last day a removed dependent is covered: the day before the event's effective date (a divorce on
 * 03/14 takes effect 04/01: covered until 03/31), or without an event the end of this month as a
 * termination ends (terminationEnd); a policy not started yet covers the member no day.
 */
function lastDay(state: PolicyState, effective: CalendarDate | null, today: CalendarDate): CalendarDate {
  if (effective) return addDays(effective, -1);
  const answer = terminationEnd({ start: state.start, end: null }, today);
  return answer.allowed ? answer.date : addDays(state.start, -1);
}

/**
 * remove_dependent: under an event that allows dropping a member (divorce, death) or none, the member's
 * running spans end on the last day; each coverage moves to the tier that covers the members left (a
 * spouse removed from Family: Member + Children) at the catalog's rate from the next day.
 */
export async function planRemoveDependent(
  deps: PolicyDeps,
  state: PolicyState,
  request: PolicyChangeRequest,
  today: CalendarDate,
): Promise<ChangePlan> {
  const member = memberToRemove(state, request.member_id);
  if (!state.spans.some((span) => span.row.member_number === member.number && span.end === null))
    throw fieldError('member_id', `${fullName(member.person)} has no running coverage to end`, 409);
  const event = await checkedEvent(deps.db, request, 'drop_member', today);
  const last = lastDay(state, event?.effective ?? null, today);
  const from = addDays(last, 1);
  const plan: ChangePlan = {
    kind: 'remove_dependent',
    event,
    effective: last,
    memberNumber: member.number,
    pricedOn: from,
    ends: [],
    starts: [],
    newMember: null,
    details: { request },
    summary: `Remove ${fullName(member.person)} (${member.relationship}): covered until ${formatMdy(last)}`,
    alsoCarriers: [],
  };
  for (const coverage of openCoverages(state)) {
    const after = coveredNow(state, coverage).filter((covered) => covered.number !== member.number);
    const respanned = await respanCoverage(deps.db, state, coverage, after, from, 'member_id');
    plan.ends.push(...respanned.ends);
    plan.starts.push(...respanned.starts);
  }
  return plan;
}
