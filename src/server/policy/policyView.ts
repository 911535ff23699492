import type { PolicyView } from '../../contract/policyCalls';
import { calendarDateOf, formatMdy, fromIsoDate, parseMdy, toIsoDate } from '../../domain/dates';
import { storedLifeEvents } from '../catalog/lifeEventsStore';
import { openJson, type SealedStore } from '../db/sealedJson';
import { changeMakersInWords } from './changeMakers';
import { ensurePolicy, type PolicyPerson } from './policyRecord';

type Span = { start_date: string; end_date: string | null; premium_cents: number | null };

/** An ISO date as the wire shows it (mm/dd/yyyy). */
const mdyOf = (iso: string): string => {
  const date = fromIsoDate(iso);
  return date ? formatMdy(date) : iso;
};

/** A cancelled span covers no day: it ends the day before it starts. */
const cancelled = (span: Span) => span.end_date !== null && span.end_date < span.start_date;
const inForceOn = (span: Span, day: string) =>
  span.start_date <= day && (span.end_date === null || span.end_date >= day);

/**
 * Where a policy stands on `today` (ISO), from its spans: cancelled when every span was cancelled (no day
 * covered), pending before its first covered day, ended once every span ended before today, else active.
 * A policy with no spans (kept before coverages were) stands by its effective date.
 */
function statusOf(spans: Span[], today: string, effective: string | null): PolicyView['status'] {
  if (spans.length === 0) return effective !== null && effective > today ? 'pending' : 'active';
  const covering = spans.filter((span) => !cancelled(span));
  if (covering.length === 0) return 'cancelled';
  if (covering.every((span) => span.start_date > today)) return 'pending';
  if (covering.every((span) => span.end_date !== null && span.end_date < today)) return 'ended';
  return 'active';
}

/**
 * The monthly price in cents: the premiums (kept on the subscriber's spans) of the coverage in force
 * today, or, for a policy not started yet, on its first day.
 */
function monthlyCents(spans: Span[], today: string): number {
  const covering = spans.filter((span) => !cancelled(span));
  const first = covering.map((span) => span.start_date).sort()[0];
  const day = first !== undefined && first > today ? first : today;
  return covering
    .filter((span) => inForceOn(span, day))
    .reduce((sum, span) => sum + (span.premium_cents ?? 0), 0);
}

const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * A submitted enrollment's policy as every reader shows it (member home, book of business, agency API):
 * its members (names only: never an SSN), each member's coverage spans with the catalog's plan and
 * carrier names, its changes oldest first with who made them in words, and the catalog's life events.
 * A policy submitted before policies were kept is made first (ensurePolicy). Undefined when the
 * enrollment is not submitted.
 */
export async function policyViewOf(
  store: SealedStore,
  enrollmentId: string,
  now: Date,
): Promise<PolicyView | undefined> {
  const { db } = store;
  const enrollment = await db
    .selectFrom('enrollments')
    .select(['status', 'policy_id', 'effective_date'])
    .where('id', '=', enrollmentId)
    .executeTakeFirst();
  if (enrollment?.status !== 'submitted' || !enrollment.policy_id) return undefined;
  const kept = await db
    .selectFrom('policy_members')
    .select('id')
    .where('enrollment_id', '=', enrollmentId)
    .limit(1)
    .executeTakeFirst();
  if (!kept) await ensurePolicy(store, enrollmentId, now);

  const members = await db
    .selectFrom('policy_members')
    .select(['number', 'relationship', 'person'])
    .where('enrollment_id', '=', enrollmentId)
    .orderBy('number')
    .execute();
  const spans = await db
    .selectFrom('coverage_spans')
    .innerJoin('plans', 'plans.id', 'coverage_spans.plan_id')
    .innerJoin('carriers', 'carriers.id', 'coverage_spans.carrier_id')
    .select([
      'coverage_spans.member_number',
      'coverage_spans.plan_id',
      'coverage_spans.category',
      'coverage_spans.option',
      'coverage_spans.tier',
      'coverage_spans.premium_cents',
      'coverage_spans.start_date',
      'coverage_spans.end_date',
      'plans.name as plan_name',
      'carriers.name as carrier_name',
    ])
    .where('coverage_spans.enrollment_id', '=', enrollmentId)
    .orderBy('coverage_spans.start_date')
    .orderBy('coverage_spans.plan_id')
    .execute();
  const changes = await db
    .selectFrom('policy_changes')
    .selectAll()
    .where('enrollment_id', '=', enrollmentId)
    .orderBy('number')
    .execute();
  const makers = await changeMakersInWords(
    db,
    changes.map((change) => change.made_by),
  );
  const today = toIsoDate(calendarDateOf(now));
  const starts = parseMdy(enrollment.effective_date ?? '');
  const effective = starts ? toIsoDate(starts) : null;

  return {
    policy_id: enrollment.policy_id,
    status: statusOf(spans, today, effective),
    monthly: dollars(monthlyCents(spans, today)),
    members: members.map((member) => {
      const person = openJson<PolicyPerson>(store.secretBox, member.person);
      return {
        member_id: String(member.number),
        relationship: member.relationship,
        first_name: person.first_name ?? '',
        last_name: person.last_name ?? '',
        coverage: spans
          .filter((span) => span.member_number === member.number)
          .map((span) => ({
            plan_id: span.plan_id,
            plan_name: span.plan_name,
            carrier_name: span.carrier_name,
            category: span.category,
            option: span.option,
            tier: span.tier,
            start: mdyOf(span.start_date),
            end: span.end_date === null ? null : mdyOf(span.end_date),
          })),
      };
    }),
    changes: changes.map((change) => ({
      change_id: change.id,
      kind: change.kind as PolicyView['changes'][number]['kind'],
      event: change.event,
      event_date: change.event_date === null ? null : mdyOf(change.event_date),
      effective_date: mdyOf(change.effective_date),
      made_by: makers.get(change.made_by) ?? 'The store',
      made_at: change.made_at,
      monthly_before: dollars(change.monthly_before_cents),
      monthly_after: dollars(change.monthly_after_cents),
      carrier_status: change.carrier_status,
    })),
    life_events: (await storedLifeEvents(db)).map((event) => ({
      id: event.id,
      name: event.name,
      window_before_days: event.window_before_days,
      window_after_days: event.window_after_days,
      allows: [...event.allows],
      proof: event.proof,
    })),
  };
}
