import type { PolicyChangeRequest } from '../../contract/policyCalls';
import { cancellationEnd, terminationEnd } from '../../domain/changeDates';
import { addDays, type CalendarDate, compareDates, formatMdy } from '../../domain/dates';
import { spanEndAt } from '../../domain/spanDays';
import { fieldError } from '../http/appError';
import { checkedEvent, requestDate } from './changeEvent';
import type { ChangePlan } from './changePlan';
import type { PolicyDeps } from './policyChanges';
import { openSpans, type PolicySpan, type PolicyState } from './policyState';

const cancelled = (span: PolicySpan) => span.end !== null && compareDates(span.end, span.start) < 0;

/** Why a policy with no running span cannot be ended again: cancelled, or the day its coverage ends. */
function alreadyEnded(state: PolicyState, kind: 'cancel' | 'terminate'): never {
  if (state.spans.length > 0 && state.spans.every(cancelled))
    throw fieldError('kind', 'This policy was already cancelled', 409);
  const last = state.spans
    .map((span) => span.end)
    .filter((end): end is CalendarDate => end !== null)
    .sort(compareDates)
    .at(-1);
  if (!last) throw fieldError('kind', 'This policy has no coverage', 409);
  throw fieldError(
    kind === 'terminate' ? 'end_date' : 'kind',
    `Coverage already ends on ${formatMdy(last)}`,
    409,
  );
}

/**
 * terminate (the employer's "employment ended" is terminate with that event): every running span ends
 * on the last day (terminationEnd: the end of this month by default, the date asked, or the day before
 * the event's effective date), a span not started by then being cancelled; a second termination is
 * refused ("Coverage already ends on …").
 */
export async function planTerminate(
  deps: PolicyDeps,
  state: PolicyState,
  request: PolicyChangeRequest,
  today: CalendarDate,
): Promise<ChangePlan> {
  const event = await checkedEvent(deps.db, request, 'end_coverage', today);
  const askedDate = requestDate(request.end_date, 'end_date');
  const open = openSpans(state);
  if (open.length === 0) alreadyEnded(state, 'terminate');
  const asked = askedDate ?? (event ? addDays(event.effective, -1) : undefined);
  const answer = terminationEnd({ start: state.start, end: null }, today, asked);
  if (!answer.allowed) throw fieldError(askedDate ? 'end_date' : 'kind', answer.message, 409);
  const last = answer.date;
  return {
    kind: 'terminate',
    event,
    effective: last,
    memberNumber: null,
    pricedOn: addDays(last, 1),
    ends: open.map((span) => ({ span, end: spanEndAt(span, last) })),
    starts: [],
    newMember: null,
    details: { request },
    summary: `End coverage on ${formatMdy(last)}`,
    alsoCarriers: [],
  };
}

/**
 * cancel, before coverage starts: every running span ends the day before its start (0 days covered);
 * on or after the start it is refused (end it instead), and a cancelled policy is not cancelled again.
 */
export function planCancel(
  state: PolicyState,
  request: PolicyChangeRequest,
  today: CalendarDate,
): ChangePlan {
  const open = openSpans(state);
  if (open.length === 0) alreadyEnded(state, 'cancel');
  const answer = cancellationEnd({ start: state.start, end: null }, today);
  if (!answer.allowed) throw fieldError('kind', answer.message, 409);
  return {
    kind: 'cancel',
    event: null,
    effective: state.start,
    memberNumber: null,
    pricedOn: state.start,
    ends: open.map((span) => ({ span, end: addDays(span.start, -1) })),
    starts: [],
    newMember: null,
    details: { request },
    summary: `Cancel the policy before its coverage starts on ${formatMdy(state.start)}`,
    alsoCarriers: [],
  };
}
