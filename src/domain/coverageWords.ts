import { parseMdy, utcMillis } from './dates';
import { normaliseTier, tierLabel } from './tiers';

/** A coverage span as it is read: plan and carrier by name, its dates mm/dd/yyyy (end null runs on). */
export interface SpanInWords {
  plan_name: string;
  carrier_name: string;
  option: string;
  tier: string;
  start: string;
  end: string | null;
}

const dayOf = (mdy: string): number => {
  const date = parseMdy(mdy);
  return date ? utcMillis(date) : Number.NaN;
};

/** A span that covers no day: its end is the day before its start (cancelled before it started). */
export const coversNoDay = (span: Pick<SpanInWords, 'start' | 'end'>): boolean =>
  span.end !== null && dayOf(span.end) < dayOf(span.start);

/**
 * One span in words, as the policy's screens and a change's confirmation PDF write it: "Harborline
 * Dental Preferred (Harborline Mutual), Basic, Member + Children: from 12/01/2026", "…: 12/01/2026 –
 * 03/31/2027", or "…: cancelled before 12/01/2026" for one that covered no day.
 */
export function spanText(span: SpanInWords): string {
  const tier = normaliseTier(span.tier);
  const what = [`${span.plan_name} (${span.carrier_name})`, span.option, tier ? tierLabel(tier) : null]
    .filter(Boolean)
    .join(', ');
  const when = coversNoDay(span)
    ? `cancelled before ${span.start}`
    : span.end
      ? `${span.start} – ${span.end}`
      : `from ${span.start}`;
  return `${what}: ${when}`;
}
