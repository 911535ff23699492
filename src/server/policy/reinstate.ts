import type { PolicyChangeRequest } from '../../contract/policyCalls';
import { reinstatementStart } from '../../domain/changeDates';
import { addDays, type CalendarDate, compareDates, formatMdy } from '../../domain/dates';
import { REINSTATE_WITHIN_DAYS } from '../../domain/reinstateWithin';
import { fieldError } from '../http/appError';
import { type ChangePlan, spanLike } from './changePlan';
import { openSpans, type PolicyState } from './policyState';

/**
 * reinstate: coverage ended by the policy's last termination or cancellation starts again within
 * REINSTATE_WITHIN_DAYS of its end (reinstatementStart), from the day after each span's end, with the
 * same option, tier and premium; running coverage is not reinstated.
 */
export function planReinstate(
  state: PolicyState,
  request: PolicyChangeRequest,
  today: CalendarDate,
): ChangePlan {
  if (openSpans(state).length > 0)
    throw fieldError('kind', 'Coverage is running: there is nothing to reinstate', 409);
  const ending = [...state.changes].reverse().find((c) => c.kind === 'terminate' || c.kind === 'cancel');
  const ended = state.spans.filter((span) => ending && span.row.ended_by_change === ending.id);
  const removed = new Set(state.members.filter((m) => m.removedBy !== null).map((m) => m.number));
  const kept = ended.filter((span) => !removed.has(span.row.member_number));
  const ends = kept.map((span) => span.end).filter((end): end is CalendarDate => end !== null);
  const oldEnd = ends.sort(compareDates).at(-1);
  if (!ending || !oldEnd)
    throw fieldError('kind', 'Only coverage ended by a termination or a cancellation can be reinstated', 409);
  const answer = reinstatementStart(oldEnd, today, REINSTATE_WITHIN_DAYS);
  if (!answer.allowed) throw fieldError('kind', answer.message, 409);
  const starts = kept.map((span) => spanLike(span, addDays(span.end ?? oldEnd, 1)));
  const effective = starts.map((span) => span.start).sort(compareDates)[0] ?? answer.date;
  return {
    kind: 'reinstate',
    event: null,
    effective,
    memberNumber: null,
    pricedOn: effective,
    ends: [],
    starts,
    newMember: null,
    details: { request, reinstates: ending.id },
    summary: `Reinstate coverage from ${formatMdy(effective)}`,
    alsoCarriers: [],
  };
}
