import type { ChangeKind } from '../../contract/policyCalls';
import type { CalendarDate } from '../../domain/dates';
import type { CheckedEvent } from './changeEvent';
import type { PolicyRelationship } from './policyRecord';
import type { PolicySpan, PolicyState } from './policyState';

/** A span a change starts: a member under one plan option, at a tier, from a day, running on. */
export interface NewSpan {
  memberNumber: number;
  carrierId: number;
  planId: number;
  category: string;
  option: string;
  tier: string;
  /** On the subscriber's span only. */
  premiumCents: number | null;
  insuranceLine: string | null;
  coverageCode: string;
  coverageAmountCents: number | null;
  start: CalendarDate;
}

/**
 * What a change will do, decided before anything is written (the preview shows it, the change writes it):
 * the spans it ends (each with its last day) and starts, a new member, and what is kept of it.
 */
export interface ChangePlan {
  kind: ChangeKind;
  event: CheckedEvent | null;
  /** The day the change takes effect (the answer's effective_date). */
  effective: CalendarDate;
  /** The member the change is about (added or removed); null for the whole policy. */
  memberNumber: number | null;
  /** The day the monthly price before and after is compared on: the first day of the new state. */
  pricedOn: CalendarDate;
  ends: { span: PolicySpan; end: CalendarDate }[];
  starts: NewSpan[];
  newMember: { number: number; relationship: PolicyRelationship; person: Record<string, string> } | null;
  /** Kept sealed with the change: what it asked and what it replaced. */
  details: Record<string, unknown>;
  /** The change in words, one line. */
  summary: string;
  /** Carriers told of it besides those whose spans it ends or starts (an address reaches them all). */
  alsoCarriers: number[];
}

/** The spans of one coverage (one plan option) that run on, the subscriber's first. */
export interface OpenCoverage {
  planId: number;
  option: string;
  carrierId: number;
  tier: string;
  spans: PolicySpan[];
}

/** The policy's running coverages: its open spans grouped by plan option. */
export function openCoverages(state: PolicyState): OpenCoverage[] {
  const byOption = new Map<string, OpenCoverage>();
  for (const span of state.spans) {
    if (span.end !== null) continue;
    const key = `${span.row.plan_id}|${span.row.option}`;
    const coverage = byOption.get(key) ?? {
      planId: span.row.plan_id,
      option: span.row.option,
      carrierId: span.row.carrier_id,
      tier: span.row.tier,
      spans: [],
    };
    coverage.spans.push(span);
    byOption.set(key, coverage);
  }
  return [...byOption.values()];
}

/** A span like `span` (same member, plan option and codes) from `start`, with the changes given. */
export function spanLike(span: PolicySpan, start: CalendarDate, changes: Partial<NewSpan> = {}): NewSpan {
  const { row } = span;
  return {
    memberNumber: row.member_number,
    carrierId: row.carrier_id,
    planId: row.plan_id,
    category: row.category,
    option: row.option,
    tier: row.tier,
    premiumCents: row.premium_cents,
    insuranceLine: row.insurance_line,
    coverageCode: row.coverage_code,
    coverageAmountCents: row.coverage_amount_cents,
    start,
    ...changes,
  };
}

/** A member's full name as kept ("Baby Lopez"). */
export function fullName(person: Record<string, string>): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ');
}
