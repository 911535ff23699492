import { getMembershipFee } from '../../contract/associationCalls';
import { callQuery } from '../api/callQuery';
import { useQuery } from '../api/useQuery';
import { formatDollars } from '../ui/money';

export const membershipFeeQuery = {
  ...callQuery(getMembershipFee),
  staleTime: Number.POSITIVE_INFINITY,
};

/** The card on a plan that needs the association membership: what it is and what it costs. */
export function MembershipOffer() {
  const offer = useQuery(membershipFeeQuery);
  if (!offer.data) return null;
  return (
    <aside className="membership-offer" aria-labelledby="membership-offer-title">
      <h2 id="membership-offer-title">Association Membership</h2>
      <p>{offer.data.text}</p>
      <p className="membership-offer__price">
        <strong>{formatDollars(offer.data.fee)}</strong> per month
      </p>
    </aside>
  );
}
