import type { PolicyView } from '../../contract/policyCalls';
import {
  CHANGE_KIND_LABELS,
  carrierStatusText,
  proofStatusText,
  RELATIONSHIP_LABELS,
} from '../../domain/changeWords';
import { spanText } from '../../domain/coverageWords';
import { calendarDateOf, formatMdy, fromIsoDate } from '../../domain/dates';
import { formatCents } from '../../domain/pricing';
import type { ChangeRecord, PdfRow } from '../pdfRender/changeRecord';

/** A coverage span a change ended or started (coverage_spans with its plan's and carrier's names; ISO dates). */
export interface ChangedSpan {
  member_number: number;
  plan_name: string;
  carrier_name: string;
  option: string;
  tier: string;
  start_date: string;
  end_date: string | null;
  started_by_change: string | null;
  ended_by_change: string | null;
}

/** What a change's confirmation is read from: the policy as every reader shows it, the change and its spans. */
export interface ConfirmationSource {
  policy: PolicyView;
  changeId: string;
  /** The change's number in the policy (policy_changes.number). */
  number: number;
  spans: readonly ChangedSpan[];
  storeName: string;
  /** When the PDF is printed: its carrier status is the one of that moment. */
  printedAt: Date;
}

const mdyOfIso = (iso: string): string => {
  const date = fromIsoDate(iso);
  return date ? formatMdy(date) : iso;
};
const mdyOf = (instant: Date): string => formatMdy(calendarDateOf(instant));
const dollars = (amount: number): string => formatCents(Math.round(amount * 100));
/** An instant as "03/20/2026 at 14:05 UTC". */
const momentOf = (instant: Date): string => `${mdyOf(instant)} at ${instant.toISOString().slice(11, 16)} UTC`;

const spanLine = (span: ChangedSpan): string =>
  spanText({
    ...span,
    start: mdyOfIso(span.start_date),
    end: span.end_date === null ? null : mdyOfIso(span.end_date),
  });

/**
 * A change's confirmation in words (issue 41), the record its PDF is drawn from: the change's number
 * and kind, its life event and date, the effective date, who made it and when, the monthly price
 * before and after, its carrier status when printed, the proof asked and its review; then each member
 * the change touched: the coverage it ended (before) and the coverage it started (after). Names,
 * plans, dates and prices only: the policy view carries no SSN. Undefined when the policy has no such
 * change.
 */
export function changeConfirmation(source: ConfirmationSource): ChangeRecord | undefined {
  const { policy, changeId, printedAt } = source;
  const change = policy.changes.find((each) => each.change_id === changeId);
  if (!change) return undefined;
  const event = change.event
    ? (policy.life_events.find((each) => each.id === change.event)?.name ?? change.event)
    : null;
  const rows: PdfRow[] = [
    { label: 'Change', value: `Change ${source.number}: ${CHANGE_KIND_LABELS[change.kind]}` },
    {
      label: 'Life event',
      value: event ? `${event}${change.event_date ? ` on ${change.event_date}` : ''}` : 'None',
    },
    { label: 'Effective date', value: change.effective_date },
    { label: 'Made by', value: change.made_by },
    { label: 'Made on', value: momentOf(new Date(change.made_at)) },
    { label: 'Monthly price before', value: dollars(change.monthly_before) },
    { label: 'Monthly price after', value: dollars(change.monthly_after) },
    { label: `Carrier status on ${mdyOf(printedAt)}`, value: carrierStatusText(change.carrier_status) },
  ];
  if (change.proof_asked) {
    rows.push({ label: 'Proof asked', value: change.proof_asked });
    rows.push({
      label: 'Proof review',
      value:
        change.proofs.map((proof) => `${proof.file_name}: ${proofStatusText(proof)}`).join('\n') ||
        'No proof sent yet',
    });
  }
  const touched = source.spans.filter(
    (span) => span.started_by_change === changeId || span.ended_by_change === changeId,
  );
  const members = policy.members
    .filter((member) => touched.some((span) => String(span.member_number) === member.member_id))
    .map((member) => {
      const own = touched.filter((span) => String(span.member_number) === member.member_id);
      return {
        name: `${member.first_name} ${member.last_name} (${RELATIONSHIP_LABELS[member.relationship]})`,
        before: own.filter((span) => span.ended_by_change === changeId).map(spanLine),
        after: own.filter((span) => span.started_by_change === changeId).map(spanLine),
      };
    });
  return {
    kind: 'change',
    policyId: policy.policy_id,
    storeName: source.storeName,
    madeAt: new Date(change.made_at),
    title: `Change to policy ${policy.policy_id}`,
    rows,
    members,
  };
}
