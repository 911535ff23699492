import { addDays, type CalendarDate } from '../../domain/dates';
import { spanEndAt, spanStartFrom } from '../../domain/spanDays';
import { tierCovering } from '../../domain/tierCovering';
import type { Db } from '../db/database';
import { TIER_COVERS } from '../x12/coverageCodes';
import { type ChangePlan, type OpenCoverage, spanLike } from './changePlan';
import { pricedTier, requiredRate } from './changePricing';
import type { PolicyRelationship } from './policyRecord';
import type { PolicyState } from './policyState';

/** A member a coverage is to cover after a change. */
export interface CoveredMember {
  number: number;
  relationship: PolicyRelationship;
}

/**
 * What one coverage's spans become when the members it covers are `after` from the day `from` on (a
 * dependent added or removed). When the coverage's tier still fits (it covers them all, and no one
 * leaves a tier bigger than the rest need) only the leaving member's spans end and the joining member's
 * start. Otherwise every span of the coverage ends the day before and each member's starts again at the
 * tier that covers them, at the catalog's rate for the same option on that day (409 at `target` when the
 * catalog has none). A coverage without a tier (a membership) covers the subscriber alone: unchanged.
 */
export async function respanCoverage(
  db: Db,
  state: PolicyState,
  coverage: OpenCoverage,
  after: readonly CoveredMember[],
  from: CalendarDate,
  target: string,
): Promise<Pick<ChangePlan, 'ends' | 'starts'>> {
  const tier = pricedTier(coverage.tier);
  const subscriberSpan = coverage.spans.find((span) => span.row.member_number === 1) ?? coverage.spans[0];
  if (!tier || !subscriberSpan) return { ends: [], starts: [] };
  const lastDay = addDays(from, -1);
  const spanOf = (number: number) => coverage.spans.find((span) => span.row.member_number === number);
  const leaving = coverage.spans.filter((span) => !after.some((m) => m.number === span.row.member_number));
  const wanted = tierCovering(after.map((member) => member.relationship)) ?? 'IO';
  const fits =
    after.every((member) => TIER_COVERS[tier].includes(member.relationship)) &&
    (leaving.length === 0 || wanted === tier);
  if (fits) {
    return {
      ends: leaving.map((span) => ({ span, end: spanEndAt(span, lastDay) })),
      starts: after
        .filter((member) => !spanOf(member.number))
        .map((member) =>
          spanLike(subscriberSpan, spanStartFrom(subscriberSpan, from), {
            memberNumber: member.number,
            premiumCents: null,
          }),
        ),
    };
  }
  const rate = await requiredRate(db, state, coverage, wanted, spanStartFrom(subscriberSpan, from), target);
  return {
    ends: coverage.spans.map((span) => ({ span, end: spanEndAt(span, lastDay) })),
    starts: after.map((member) => {
      const own = spanOf(member.number) ?? subscriberSpan;
      return spanLike(own, spanStartFrom(own, from), {
        memberNumber: member.number,
        tier: wanted,
        premiumCents: member.number === 1 ? rate : null,
      });
    }),
  };
}

/** The members a coverage covers now (those with a running span in it). */
export function coveredNow(state: PolicyState, coverage: OpenCoverage): CoveredMember[] {
  return state.members
    .filter((member) => coverage.spans.some((span) => span.row.member_number === member.number))
    .map((member) => ({ number: member.number, relationship: member.relationship }));
}
