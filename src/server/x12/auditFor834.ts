import type { SealedStore } from '../db/sealedJson';
import type { CoverageMaintenance834, Enrollment834, Member834 } from './enrollment834';
import { coversFrom, policyFor834, spanCoverage } from './policyFor834';

/** An audit file's content: one transaction set per policy, and who it lists. */
export interface Audit834 {
  enrollments: Enrollment834[];
  /** "<enrollment id>#<member number>" of every member listed. */
  listed: string[];
}

/**
 * INS04 of an audit's member loops: XN Notification Only (the audit tells, it asks the carrier to change
 * nothing by itself; docs/x12-834.md, "The audit file").
 */
const AUDIT_REASON = 'XN';

/** A member's key in `listed`. */
export const memberKey = (enrollmentId: string, memberNumber: number) => `${enrollmentId}#${memberNumber}`;

/**
 * Every member with coverage of `carrierId` in force on `date` (ISO) or starting later (not cancelled, not
 * ended before it: a carrier reconciling ends whoever is absent, and coverage that starts next month must
 * not end), from coverage_spans: one transaction set per policy (BGN08 4 verify, BGN02
 * `<policy id>-A<date>`), each such member INS03 030 with each such coverage HD01 030 and DTP*348 its
 * first day. A membership is not insurance and an
 * option without an insurance line cannot be told: neither is listed.
 */
export async function auditFor834(store: SealedStore, carrierId: number, date: string): Promise<Audit834> {
  const policies = await store.db
    .selectFrom('coverage_spans')
    .innerJoin('enrollments', 'enrollments.id', 'coverage_spans.enrollment_id')
    .select(['coverage_spans.enrollment_id', 'enrollments.policy_id'])
    .distinct()
    .where('coverage_spans.carrier_id', '=', carrierId)
    .where((eb) =>
      eb.or([
        eb('coverage_spans.end_date', 'is', null),
        eb.and([
          eb('coverage_spans.end_date', '>=', date),
          eb('coverage_spans.end_date', '>=', eb.ref('coverage_spans.start_date')),
        ]),
      ]),
    )
    .orderBy('enrollments.policy_id')
    .execute();
  const enrollments: Enrollment834[] = [];
  const listed: string[] = [];
  for (const { enrollment_id: enrollmentId } of policies) {
    const policy = await policyFor834(store, enrollmentId, carrierId, date);
    if (!policy.settings) continue;
    const members: Member834[] = [];
    for (const entry of policy.members) {
      const coverages: CoverageMaintenance834[] = [];
      for (const span of policy.spans)
        if (span.member_number === entry.number && coversFrom(span, date)) {
          const coverage = spanCoverage(span);
          if (typeof coverage !== 'string')
            coverages.push({ coverage, type: '030', begins: span.start_date, ends: null, changed: null });
        }
      if (coverages.length === 0) continue;
      members.push({ ...entry.member, maintenance: { type: '030', effectiveDate: null, coverages } });
      listed.push(memberKey(enrollmentId, entry.number));
    }
    if (members.length === 0) continue;
    enrollments.push({
      policyId: policy.policyId,
      maintenance: {
        reference: `${policy.policyId}-A${date.replaceAll('-', '')}`,
        action: '4',
        reason: AUDIT_REASON,
      },
      ...policy.settings.header,
      members,
      coverages: [],
    });
  }
  return { enrollments, listed };
}
