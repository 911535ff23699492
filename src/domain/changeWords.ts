/**
 * A policy change's words (issue 41), shared by the screens (src/web/policy) and the change's
 * confirmation PDF (src/server/changePdf): its kind, the members' relationships, where it stands with
 * the carriers, and where a proof's review stands.
 */

/** A change's kind in words, as the policy's history lists it. */
export const CHANGE_KIND_LABELS = {
  add_dependent: 'Dependent added',
  remove_dependent: 'Dependent removed',
  change_address: 'Address changed',
  change_option: 'Plan option changed',
  cancel: 'Coverage cancelled',
  terminate: 'Coverage ended',
  reinstate: 'Coverage reinstated',
  renew: 'Renewed',
} as const satisfies Record<string, string>;

/** A policy member's relationship to the subscriber, in words. */
export const RELATIONSHIP_LABELS = { subscriber: 'Subscriber', spouse: 'Spouse', child: 'Child' } as const;

/** Where a change stands with its carriers (policy_changes.carrier_status). */
const CARRIER_STATUS_LABELS: Record<string, string> = {
  none: 'Nothing to send to the carrier',
  submitted: 'Submitted',
  sent: 'Sent to carrier',
  accepted: 'Accepted by carrier',
  rejected: 'Rejected by carrier',
};

export const carrierStatusText = (status: string): string => CARRIER_STATUS_LABELS[status] ?? status;

/** Where a proof's review stands, in words. */
export function proofStatusText(proof: { status: string; note: string | null }): string {
  if (proof.status === 'accepted') return 'Accepted';
  if (proof.status === 'refused') return proof.note ? `Refused: ${proof.note}` : 'Refused';
  return 'Waiting for review';
}
