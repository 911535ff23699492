import type { ChangeKind, PolicyView } from '../../contract/policyCalls';
import { formatDollars } from '../ui/money';

/** A change's kind in words, as the policy's history lists it. */
export const CHANGE_KIND_LABELS: Record<ChangeKind | 'renew', string> = {
  add_dependent: 'Dependent added',
  remove_dependent: 'Dependent removed',
  change_address: 'Address changed',
  change_option: 'Plan option changed',
  cancel: 'Coverage cancelled',
  terminate: 'Coverage ended',
  reinstate: 'Coverage reinstated',
  renew: 'Renewed',
};

/** Where a change stands with its carriers (policy_changes.carrier_status). */
const CARRIER_STATUS_LABELS: Record<string, string> = {
  none: 'Nothing to send to the carrier',
  submitted: 'Submitted',
  sent: 'Sent to carrier',
  accepted: 'Accepted by carrier',
  rejected: 'Rejected by carrier',
};

export const carrierStatusText = (status: string): string => CARRIER_STATUS_LABELS[status] ?? status;

export const POLICY_STATUS_LABELS: Record<PolicyView['status'], string> = {
  pending: 'Starts soon',
  active: 'Active',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

/**
 * The price a change makes, said before it is confirmed: "Your monthly price changes from $312.00 to
 * $398.50" (the member) or "The monthly price …" (a rep or group administrator on someone's behalf).
 */
export function priceChangeText(before: number, after: number, whose: 'Your' | 'The'): string {
  if (Math.round(before * 100) === Math.round(after * 100))
    return `${whose} monthly price stays ${formatDollars(after)}`;
  return `${whose} monthly price changes from ${formatDollars(before)} to ${formatDollars(after)}`;
}
