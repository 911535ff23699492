import type { PolicyView } from '../../contract/policyCalls';
import { formatDollars } from '../ui/money';

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
