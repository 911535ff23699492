import type { PolicyView } from '../../contract/policyCalls';
import { coversNoDay, spanText } from '../../domain/coverageWords';

type Span = PolicyView['members'][number]['coverage'][number];

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
    .map((span) => ({
      key: `${span.plan_id}-${span.option}-${span.tier}-${span.start}-${span.end}`,
      text: spanText(span),
    }));
}
