import type { z } from 'zod';
import type { PolicyChangeRequest, PolicyView, policyChangeRequest } from '../../contract/policyCalls';
import { terminationEnd } from '../../domain/changeDates';
import { type CalendarDate, formatMdy, parseMdy } from '../../domain/dates';

/**
 * The change form's values: every field the request knows, as typed (empty strings for left empty), and
 * the plan option chosen for a change_option as one value (`new_option`, optionChoiceValue), which the
 * form's check turns into the request's plan_id and option.
 */
export type ChangeFormValues = z.input<typeof policyChangeRequest> & { new_option?: string };

/** A plan option as one choice's value: "104|Standard" (a plan id has no "|"; an option name may). */
export const optionChoiceValue = (planId: number, option: string): string => `${planId}|${option}`;

/** The plan_id and option of a choice's value; nothing when none is chosen. */
export function chosenOption(value: string | undefined): { plan_id?: number; option?: string } {
  const at = value?.indexOf('|') ?? -1;
  if (!value || at < 1) return {};
  return { plan_id: Number(value.slice(0, at)), option: value.slice(at + 1) };
}

const filled = (value: unknown): value is string | number =>
  value !== undefined && value !== null && String(value).trim() !== '';

/** An object's filled entries only; undefined when none is filled. */
function filledOf<T extends object>(values: T | undefined): Partial<T> | undefined {
  if (!values) return undefined;
  const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => filled(value)));
  return Object.keys(kept).length > 0 ? (kept as Partial<T>) : undefined;
}

/**
 * The request a change form sends: its kind, the event when one is named, and only the fields that
 * kind reads (a dependent's person for an addition, the member for a removal, the address for an
 * address change, the end date for a termination, the plan and option for an option change), fields
 * left empty left out.
 */
export function changeRequestOf(values: PolicyChangeRequest): PolicyChangeRequest {
  const request: PolicyChangeRequest = { kind: values.kind };
  if (filled(values.event)) {
    request.event = values.event;
    if (filled(values.event_date)) request.event_date = values.event_date.trim();
  }
  const person = filledOf(values.person);
  const address = filledOf(values.address);
  if (values.kind === 'add_dependent' && person) request.person = person;
  if (values.kind === 'remove_dependent' && filled(values.member_id)) request.member_id = values.member_id;
  if (values.kind === 'change_address' && address)
    request.address = address as PolicyChangeRequest['address'];
  if (values.kind === 'terminate' && filled(values.end_date)) request.end_date = values.end_date.trim();
  if (values.kind === 'change_option' && values.plan_id !== undefined && filled(values.option)) {
    request.plan_id = values.plan_id;
    request.option = values.option;
  }
  if (filled(values.reason)) request.reason = values.reason.trim();
  return request;
}

/** The subscriber's coverage that runs on (no end yet), if any. */
function runningSpan(policy: PolicyView) {
  const subscriber = policy.members.find((member) => member.relationship === 'subscriber');
  return subscriber?.coverage.find((span) => span.end === null);
}

/**
 * The end date a termination form starts with: the end of this month (the store's default,
 * domain/changeDates.ts), or empty when that default would be refused (coverage not started yet, or
 * already ending), so the caller types one or the server's reason shows.
 */
export function defaultEndDate(policy: PolicyView, today: CalendarDate): string {
  const span = runningSpan(policy);
  const start = span ? parseMdy(span.start) : null;
  if (!start) return '';
  const answer = terminationEnd({ start, end: null }, today);
  return answer.allowed ? formatMdy(answer.date) : '';
}

/** Members other than the subscriber whose coverage runs on: those a removal may name. */
export function removableMembers(policy: PolicyView) {
  return policy.members.filter(
    (member) => member.relationship !== 'subscriber' && member.coverage.some((span) => span.end === null),
  );
}
