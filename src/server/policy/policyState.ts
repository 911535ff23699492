import type { FilterInfo } from '../../contract/filterCalls';
import { type CalendarDate, fromIsoDate, parseMdy } from '../../domain/dates';
import type { DatedSpan } from '../../domain/spanDays';
import { fromJsonText } from '../db/json';
import type { Database } from '../db/schema';
import { openJson, type SealedStore } from '../db/sealedJson';
import { notFound } from '../http/appError';
import type { PolicyPerson, PolicyRelationship } from './policyRecord';

/** A coverage_spans row as stored. */
type CoverageSpanRow = Database['coverage_spans'];

/** A member of a policy as a change reads it: the person opened. */
export interface PolicyMember {
  number: number;
  relationship: PolicyRelationship;
  person: PolicyPerson;
  /** The remove_dependent change that took the member off the policy; null while on it. */
  removedBy: string | null;
}

/** A coverage span row with its dates read as calendar dates. */
export interface PolicySpan extends DatedSpan {
  row: CoverageSpanRow;
}

/** Everything a change is decided from: the policy as it stands before the change. */
export interface PolicyState {
  enrollmentId: string;
  filter: FilterInfo;
  groupId: number | null;
  eprocess: string;
  /** The day the policy's coverage starts (the enrollment's effective date). */
  start: CalendarDate;
  members: PolicyMember[];
  spans: PolicySpan[];
  /** The changes made so far, oldest first. */
  changes: { id: string; number: number; kind: string; memberNumber: number | null }[];
}

export const POLICY_NOT_FOUND = 'Policy not found';

function calendar(iso: string): CalendarDate {
  const date = fromIsoDate(iso);
  if (!date) throw new Error(`a coverage span's date is not a date: "${iso}"`);
  return date;
}

/** A span row as the change rules read it. */
function policySpan(row: CoverageSpanRow): PolicySpan {
  return { row, start: calendar(row.start_date), end: row.end_date ? calendar(row.end_date) : null };
}

/**
 * The policy of a submitted enrollment (ensurePolicy made it), read in `store` (a transaction when a
 * change is made); not submitted, or unknown: 404 "Policy not found".
 */
export async function readPolicyState(store: SealedStore, enrollmentId: string): Promise<PolicyState> {
  const { db } = store;
  const enrollment = await db
    .selectFrom('enrollments')
    .select(['status', 'filter_info', 'group_id', 'eprocess', 'effective_date'])
    .where('id', '=', enrollmentId)
    .executeTakeFirst();
  const start = parseMdy(enrollment?.effective_date ?? '');
  if (enrollment?.status !== 'submitted' || !start) throw notFound('policy_id', POLICY_NOT_FOUND);
  const [members, spans, changes] = await Promise.all([
    db
      .selectFrom('policy_members')
      .select(['number', 'relationship', 'person'])
      .where('enrollment_id', '=', enrollmentId)
      .orderBy('number')
      .execute(),
    db.selectFrom('coverage_spans').selectAll().where('enrollment_id', '=', enrollmentId).execute(),
    db
      .selectFrom('policy_changes')
      .select(['id', 'number', 'kind', 'member_number'])
      .where('enrollment_id', '=', enrollmentId)
      .orderBy('number')
      .execute(),
  ]);
  const removals = new Map(
    changes.filter((c) => c.kind === 'remove_dependent').map((c) => [c.member_number, c.id]),
  );
  return {
    enrollmentId,
    filter: fromJsonText<FilterInfo>(enrollment.filter_info),
    groupId: enrollment.group_id,
    eprocess: enrollment.eprocess,
    start,
    members: members.map((member) => ({
      number: member.number,
      relationship: member.relationship,
      person: openJson<PolicyPerson>(store.secretBox, member.person),
      removedBy: removals.get(member.number) ?? null,
    })),
    spans: spans
      .map(policySpan)
      .sort(
        (a, b) =>
          a.row.member_number - b.row.member_number || a.row.start_date.localeCompare(b.row.start_date),
      ),
    changes: changes.map((c) => ({
      id: c.id,
      number: c.number,
      kind: c.kind,
      memberNumber: c.member_number,
    })),
  };
}

/** The spans still running on (no end yet). */
export const openSpans = (state: PolicyState) => state.spans.filter((span) => span.end === null);
