import type { SealedStore } from '../db/sealedJson';
import type {
  CoverageMaintenance834,
  Enrollment834,
  MaintenanceType,
  Member834,
  MemberMaintenance834,
} from './enrollment834';
import { isCancelled, type PolicyMember834, policyFor834, type SpanRow, spanCoverage } from './policyFor834';

/**
 * INS04 of a change made without a life event (docs/x12-834.md, "Maintenance"): an ending 07 Termination
 * of Benefits, a change of address 43 Change of Location, a change of plan 22 Plan Change, anything
 * else AI No Reason Given.
 */
const REASON_WITHOUT_EVENT: Record<string, string> = {
  cancel: '07',
  terminate: '07',
  remove_dependent: '07',
  change_address: '43',
  change_option: '22',
  renew: '22',
};

/** What one carrier is to be told of one change: its transaction, or why it cannot be told. */
export type ChangeFiling834 = { enrollment: Enrollment834 } | { unfiled: string };

interface ChangeRow {
  id: string;
  kind: string;
  effective_date: string;
}

/**
 * One member's 2300 loops for a change, from the spans it ended and started: a span ended and another
 * started under the same plan option is a change (001, the new coverage level, DTP*303; the subscriber's
 * only); ended alone, an ending (024, DTP*349 its last day, the start day for a cancelled span); started
 * alone, an addition (021, DTP*348) or, for a reinstatement, 025. Answers a reason when a span cannot be sent.
 */
function coverageLoops(
  change: ChangeRow,
  spans: readonly SpanRow[],
  subscriber: boolean,
): CoverageMaintenance834[] | string {
  const ended = spans.filter((span) => span.ended_by_change === change.id);
  const started = spans.filter((span) => span.started_by_change === change.id && !ended.includes(span));
  const loops: CoverageMaintenance834[] = [];
  const paired = new Set<SpanRow>();
  for (const old of ended) {
    const next =
      change.kind === 'reinstate'
        ? undefined
        : started.find(
            (span) => !paired.has(span) && span.plan_id === old.plan_id && span.option === old.option,
          );
    const coverage = spanCoverage(next ?? old);
    if (typeof coverage === 'string') {
      if (coverage.startsWith('a membership')) continue;
      return coverage;
    }
    if (next) {
      paired.add(next);
      // A coverage level (or premium) is told once, on the subscriber's loop: a dependent whose span was
      // only made again at the new tier has nothing of their own to tell.
      if (subscriber)
        loops.push({ coverage, type: '001', begins: null, ends: null, changed: next.start_date });
    } else {
      const last = isCancelled(old) ? old.start_date : (old.end_date ?? old.start_date);
      loops.push({ coverage, type: '024', begins: null, ends: last, changed: null });
    }
  }
  for (const span of started) {
    if (paired.has(span)) continue;
    const coverage = spanCoverage(span);
    if (typeof coverage === 'string') {
      if (coverage.startsWith('a membership')) continue;
      return coverage;
    }
    const type: MaintenanceType = change.kind === 'reinstate' ? '025' : '021';
    loops.push({ coverage, type, begins: span.start_date, ends: null, changed: null });
  }
  return loops;
}

/**
 * INS03 of a member's loop: added (a new member, or every loop an addition: coverage that is new with
 * this carrier), reinstated, ended (every loop an ending) or changed.
 */
function memberType(
  change: ChangeRow,
  member: PolicyMember834,
  loops: readonly CoverageMaintenance834[],
): MaintenanceType {
  if (member.addedByChange === change.id) return '021';
  if (change.kind === 'reinstate') return '025';
  if (loops.length > 0 && loops.every((loop) => loop.type === '021')) return '021';
  if (loops.length > 0 && loops.every((loop) => loop.type === '024')) return '024';
  return '001';
}

/**
 * One change of a policy as one carrier's 834 transaction (Enrollment834 with `maintenance`): one member
 * loop per member the change is about, read from policy_changes (details opened), policy_members, the
 * carrier's coverage_spans and the event's INS04 (life_events); the header as the submission's.
 */
export async function changeFor834(
  store: SealedStore,
  changeId: string,
  carrierId: number,
): Promise<ChangeFiling834> {
  const { db } = store;
  const change = await db
    .selectFrom('policy_changes')
    .select(['id', 'enrollment_id', 'number', 'kind', 'event', 'effective_date'])
    .where('id', '=', changeId)
    .executeTakeFirst();
  if (!change) throw new Error(`no policy change ${changeId}`);
  const policy = await policyFor834(store, change.enrollment_id, carrierId, change.effective_date);
  if (!policy.settings) return { unfiled: 'the carrier has no 834 settings in the catalog any more' };
  const event = change.event
    ? await db.selectFrom('life_events').select('ins04').where('id', '=', change.event).executeTakeFirst()
    : undefined;
  const members: Member834[] = [];
  for (const entry of policy.members) {
    const subscriber = entry.member.relationship === 'subscriber';
    const moved = change.kind === 'change_address' && subscriber;
    const loops = coverageLoops(
      change,
      policy.spans.filter((span) => span.member_number === entry.number),
      subscriber,
    );
    if (typeof loops === 'string') return { unfiled: loops };
    if (loops.length === 0 && !moved) continue;
    const type = memberType(change, entry, loops);
    const maintenance: MemberMaintenance834 = {
      type,
      effectiveDate: type === '001' ? change.effective_date : null,
      coverages: loops,
    };
    // The address is sent when it is what changed.
    members.push({ ...entry.member, address: moved ? entry.member.address : null, maintenance });
  }
  if (members.length === 0) return { unfiled: 'the change changes nothing this carrier covers' };
  return {
    enrollment: {
      policyId: policy.policyId,
      maintenance: {
        reference: `${policy.policyId}-C${change.number}`,
        action: '2',
        reason: event?.ins04 ?? REASON_WITHOUT_EVENT[change.kind] ?? 'AI',
      },
      ...policy.settings.header,
      // The submission's contact numbers are not sent again with a change.
      contact: null,
      members,
      coverages: [],
    },
  };
}
