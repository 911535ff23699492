import type { FilterInfo } from '../../contract/filterCalls';
import { type CalendarDate, fromIsoDate, toIsoDate } from '../../domain/dates';
import type { PlanYears } from '../catalog/carrierYears';
import type { PlanYear } from '../catalog/packageSchema';
import type { Db } from '../db/database';
import { fromJsonText } from '../db/json';
import { spanRenews } from './renewalDates';
import { type RenewalOutcome, type RunningCoverage, renewalOutcome } from './renewalPricing';

/** A member's span of a renewing coverage. */
interface RenewingSpan {
  id: string;
  memberNumber: number;
  /** The coverage's premium, on the subscriber's span only. */
  premiumCents: number | null;
}

/** One coverage of a policy renewing: what runs, its members' spans, and what it becomes. */
interface CoverageRenewal {
  running: RunningCoverage;
  spans: RenewingSpan[];
  outcome: RenewalOutcome;
}

/** A policy's renewal on one day: every coverage of it that renews that day. */
export interface PolicyRenewal {
  enrollmentId: string;
  policyId: string;
  agentId: number | null;
  renewal: CalendarDate;
  coverages: CoverageRenewal[];
}

/** The renewal day a plan year gives for a run (renewalDue for renewals, noticeDue for notices); null none. */
type DayOf = (year: PlanYear) => CalendarDate | null;

/**
 * The policies with coverage renewing on the day `dayOf` gives each plan year (a group's own at a carrier
 * over the carrier's): open spans begun before that day, grouped by policy and coverage (plan, option and
 * tier), each priced for the day. `skip` leaves out a policy already done for the day.
 */
export async function policiesRenewing(
  db: Db,
  years: PlanYears,
  dayOf: DayOf,
  skip: (enrollmentId: string, renewal: string) => Promise<boolean> | boolean = () => false,
): Promise<PolicyRenewal[]> {
  // The latest day per carrier reads a few spans too many (a group renewing earlier); each is checked below.
  const latest = new Map<number, string>();
  for (const { carrierId, year } of years.entries()) {
    const day = dayOf(year);
    if (!day) continue;
    const iso = toIsoDate(day);
    if ((latest.get(carrierId) ?? '') < iso) latest.set(carrierId, iso);
  }
  if (latest.size === 0) return [];
  const rows = await db
    .selectFrom('coverage_spans as s')
    .innerJoin('enrollments as e', 'e.id', 's.enrollment_id')
    .innerJoin('plans as p', 'p.id', 's.plan_id')
    .select(['s.id', 's.enrollment_id', 's.member_number', 's.carrier_id', 's.plan_id', 's.option', 's.tier'])
    .select(['s.premium_cents', 's.start_date', 'p.name as plan_name'])
    .select(['e.group_id', 'e.agent_id', 'e.policy_id', 'e.filter_info'])
    .where('e.status', '=', 'submitted')
    .where('s.end_date', 'is', null)
    .where((eb) =>
      eb.or(
        [...latest].map(([carrierId, iso]) =>
          eb.and([eb('s.carrier_id', '=', carrierId), eb('s.start_date', '<', iso)]),
        ),
      ),
    )
    .orderBy('s.enrollment_id')
    .orderBy('s.member_number')
    .execute();

  const policies = new Map<
    string,
    PolicyRenewal & { filter: FilterInfo; byCoverage: Map<string, CoverageRenewal> }
  >();
  for (const row of rows) {
    const year = years.of(row.carrier_id, row.group_id);
    const day = year ? dayOf(year) : null;
    const start = fromIsoDate(row.start_date);
    if (!day || !start || !spanRenews({ start, end: null }, day)) continue;
    const iso = toIsoDate(day);
    const key = `${row.enrollment_id}/${iso}`;
    if (!policies.has(key) && (await skip(row.enrollment_id, iso))) continue;
    const policy = policies.get(key) ?? {
      enrollmentId: row.enrollment_id,
      policyId: row.policy_id ?? '',
      agentId: row.agent_id,
      renewal: day,
      coverages: [],
      filter: fromJsonText<FilterInfo>(row.filter_info),
      byCoverage: new Map(),
    };
    policies.set(key, policy);
    const coverageKey = `${row.plan_id}/${row.option}/${row.tier}`;
    const coverage = policy.byCoverage.get(coverageKey) ?? {
      running: {
        carrierId: row.carrier_id,
        planId: row.plan_id,
        planName: row.plan_name,
        option: row.option,
        tier: row.tier,
        premiumCents: 0,
      },
      spans: [],
      outcome: { kind: 'ends' } as RenewalOutcome,
    };
    policy.byCoverage.set(coverageKey, coverage);
    coverage.spans.push({ id: row.id, memberNumber: row.member_number, premiumCents: row.premium_cents });
    if (row.premium_cents !== null) coverage.running.premiumCents = row.premium_cents;
  }
  const answer: PolicyRenewal[] = [];
  for (const { filter, byCoverage, ...policy } of policies.values()) {
    for (const coverage of byCoverage.values()) {
      coverage.outcome = await renewalOutcome(db, coverage.running, filter, policy.renewal);
      policy.coverages.push(coverage);
    }
    answer.push(policy);
  }
  return answer;
}
