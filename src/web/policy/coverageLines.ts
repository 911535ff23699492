import type { PolicyView } from '../../contract/policyCalls';
import { parseMdy, utcMillis } from '../../domain/dates';
import { normaliseTier, tierLabel } from '../../domain/tiers';

type Span = PolicyView['members'][number]['coverage'][number];

const dayOf = (mdy: string): number => {
  const date = parseMdy(mdy);
  return date ? utcMillis(date) : Number.NaN;
};

/** A span that covers no day: its end is the day before its start (cancelled before it started). */
const coversNoDay = (span: Span): boolean => span.end !== null && dayOf(span.end) < dayOf(span.start);

/**
 * One member's coverage in words, a line per span: "Harborline Dental Preferred (Harborline Mutual),
 * Basic, Member + Children: from 12/01/2026". A span that covered no day because another replaced it
 * from its first day (a tier moved when a dependent joined before the start) is left out: the member
 * reads the coverage they have; one cancelled outright says so.
 */
export function coverageLines(coverage: readonly Span[]): { key: string; text: string }[] {
  return coverage
    .filter(
      (span) =>
        !coversNoDay(span) ||
        !coverage.some(
          (other) => other !== span && other.plan_id === span.plan_id && other.start === span.start,
        ),
    )
    .map((span) => {
      const tier = normaliseTier(span.tier);
      const what = [`${span.plan_name} (${span.carrier_name})`, span.option, tier ? tierLabel(tier) : null]
        .filter(Boolean)
        .join(', ');
      const when = coversNoDay(span)
        ? `cancelled before ${span.start}`
        : span.end
          ? `${span.start} – ${span.end}`
          : `from ${span.start}`;
      return {
        key: `${span.plan_id}-${span.option}-${span.tier}-${span.start}-${span.end}`,
        text: `${what}: ${when}`,
      };
    });
}
