import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getCartAmount, getCartCount } from '../../contract/cartCalls';
import { callApi } from '../api/callApi';
import { queryKeys } from '../api/queryKeys';
import { useEnrollmentId } from '../session/enrollmentSession';
import { formatDollars } from '../ui/money';

function CartBadge({ enrollmentId }: { enrollmentId: string }) {
  const count = useQuery({
    queryKey: queryKeys.cartCount(enrollmentId),
    queryFn: async () => {
      const [lines, amount] = await Promise.all([
        callApi(getCartCount, { query: { enrollment_id: enrollmentId } }),
        callApi(getCartAmount, { query: { enrollment_id: enrollmentId } }),
      ]);
      return { count: lines.result, amount: amount.result };
    },
  });
  const items = count.data?.count ?? 0;
  return (
    <Link to="/cart" className="cart-badge" title="View Cart" aria-label={`View Cart: ${items} items`}>
      <span aria-hidden="true">Cart</span>
      <span className="cart-badge__count">{items}</span>
      <span className="cart-badge__amount">{formatDollars(count.data?.amount ?? 0)}</span>
    </Link>
  );
}

export function SiteHeader() {
  const enrollmentId = useEnrollmentId();
  return (
    <header className="site-header">
      <Link to="/" className="brand">
        Benefit Store
      </Link>
      <nav aria-label="Main">
        {enrollmentId ? <Link to="/plans">Plans</Link> : null}
        {enrollmentId ? <CartBadge enrollmentId={enrollmentId} /> : null}
      </nav>
    </header>
  );
}
