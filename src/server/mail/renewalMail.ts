import { formatCents } from '../../domain/pricing';
import { escapeHtml } from './mailText';

/** One coverage in a renewal notice: what runs now and what it becomes on the renewal day. */
export interface NoticeCoverage {
  planName: string;
  option: string;
  oldCents: number;
  /** null: the plan is withdrawn without a successor and the coverage ends at the year's end. */
  next: { planName: string; option: string; cents: number; priced: boolean } | null;
}

export interface RenewalNoticeContent {
  /** The subscriber's name, or '' for a plain greeting. */
  name: string;
  policyId: string;
  /** mm/dd/yyyy: the renewal day and the old year's last day. */
  renewsOn: string;
  yearEnd: string;
  coverages: readonly NoticeCoverage[];
  /** The days a plan option may be changed for the renewal (the catalog's `renewal` event); null: none. */
  changeWindow: { from: string; until: string } | null;
}

/** "up from $29.19", "down from $31.40" or "the same as now". */
function comparedTo(cents: number, oldCents: number): string {
  if (cents === oldCents) return 'the same as now';
  return `${cents > oldCents ? 'up' : 'down'} from ${formatCents(oldCents)}`;
}

/** One coverage's sentence, e.g. "Your Dental Plus (Basic) plan renews on 01/01/2027 at $31.40 a month, up from $29.19." */
function noticeSentence(coverage: NoticeCoverage, renewsOn: string, yearEnd: string): string {
  const was = `${coverage.planName} (${coverage.option})`;
  const { next } = coverage;
  if (!next)
    return `Your ${was} plan is no longer offered and has no replacement: its coverage ends on ${yearEnd}.`;
  const price = next.priced
    ? `at ${formatCents(next.cents)} a month, ${comparedTo(next.cents, coverage.oldCents)}`
    : `at ${formatCents(next.cents)} a month for now: its new rate for you is not known yet, and your agent will confirm it`;
  if (next.planName === coverage.planName && next.option === coverage.option)
    return `Your ${was} plan renews on ${renewsOn} ${price}.`;
  return `Your ${was} plan is no longer offered: on ${renewsOn} your coverage moves to ${next.planName} (${next.option}) ${price}.`;
}

/**
 * The renewal notice (kind 'renewal_notice'): sent to the member and the rep before the plan year
 * renews, each coverage with its old and new monthly price, and the days a plan option may be changed.
 */
export function composeRenewalNotice(notice: RenewalNoticeContent): {
  subject: string;
  text: string;
  html: string;
} {
  const greeting = notice.name ? `Dear ${notice.name},` : 'Hello,';
  const intro = `Your coverage under confirmation number ${notice.policyId} renews on ${notice.renewsOn}.`;
  const sentences = notice.coverages.map((coverage) =>
    noticeSentence(coverage, notice.renewsOn, notice.yearEnd),
  );
  const window = notice.changeWindow
    ? `You can change your plan option from ${notice.changeWindow.from} until ${notice.changeWindow.until}: from your member link, or ask your agent.`
    : 'To change your plan option, ask your agent.';
  const nothing = notice.coverages.every((coverage) => coverage.next)
    ? 'You do not need to do anything for your coverage to continue.'
    : 'A coverage that ends is not renewed: ask your agent about a plan in its place.';
  const text = [greeting, '', intro, '', ...sentences.map((s) => `- ${s}`), '', window, nothing].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...sentences.map((sentence) => `<li>${escapeHtml(sentence)}</li>`),
    '</ul>',
    `<p>${escapeHtml(window)}</p>`,
    `<p>${escapeHtml(nothing)}</p>`,
  ].join('\n');
  return { subject: `Your coverage renews on ${notice.renewsOn}`, text, html };
}
