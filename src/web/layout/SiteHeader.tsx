import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { getCartAmount, getCartCount } from '../../contract/cartCalls';
import { getCommonMenu, getGroupMenu } from '../../contract/filterCalls';
import { categoryLabel, isCategory } from '../../domain/categories';
import { callApi } from '../api/callApi';
import { tempInfoQuery } from '../api/enrollmentQueries';
import { queryKeys } from '../api/queryKeys';
import { useCartRecommendations } from '../components/useCartRecommendations';
import { useEnrollContext } from '../session/enrollContext';
import { useEnrollmentId } from '../session/enrollmentSession';
import { useBranding } from '../site/branding';
import { formatDollars } from '../ui/money';
import { useDisclosure } from '../ui/useDisclosure';
import { AccountMenu } from './AccountMenu';
import { HeaderMenu } from './HeaderMenu';
import { OwnerContact } from './OwnerContact';
import { ToolsMenu } from './ToolsMenu';

// The Help button loads after the page itself (the first page's script is at its budget).
const HelpWidget = lazy(async () => ({ default: (await import('./HelpWidget')).HelpWidget }));

/** The cart's line count and monthly amount, for the badge and the recommendations link. */
function useCartSummary(enrollmentId: string) {
  return useQuery({
    queryKey: queryKeys.cartCount(enrollmentId),
    queryFn: async () => {
      const [lines, amount] = await Promise.all([
        callApi(getCartCount, { query: { enrollment_id: enrollmentId } }),
        callApi(getCartAmount, { query: { enrollment_id: enrollmentId } }),
      ]);
      return { count: lines.result, amount: amount.result };
    },
  });
}

function CartBadge({ enrollmentId }: { enrollmentId: string }) {
  const branding = useBranding();
  const count = useCartSummary(enrollmentId);
  const items = count.data?.count ?? 0;
  return (
    <Link to="/cart" className="cart-badge" title="View Cart" aria-label={`View Cart: ${items} items`}>
      {branding?.cart_logo ? (
        <img src={branding.cart_logo} alt="" width={24} height={24} />
      ) : (
        <span aria-hidden="true">Cart</span>
      )}
      <span className="cart-badge__count">{items}</span>
      <span className="cart-badge__amount">{formatDollars(count.data?.amount ?? 0)}</span>
    </Link>
  );
}

/**
 * The plan categories on offer, each opening the plan list for it: the group's own menu
 * (get-group-menu) for an enrollment through a group, otherwise get-common-menu. Before any
 * enrollment exists the group is the one the visitor came through (its landing or referral).
 */
function CategoryMenu({ enrollmentId }: { enrollmentId: string | null }) {
  const group = useQuery(tempInfoQuery(enrollmentId, 'group_id'));
  const cameThrough = useEnrollContext()?.group_id ?? null;
  const groupId = enrollmentId ? (typeof group.data === 'number' ? group.data : null) : cameThrough;
  const menu = useQuery({
    queryKey: queryKeys.menu(groupId),
    queryFn: () =>
      groupId === null
        ? callApi(getCommonMenu, { query: {} })
        : callApi(getGroupMenu, { query: { group_id: groupId } }),
    enabled: !enrollmentId || group.isSuccess,
  });
  const categories = (menu.data?.result ?? []).filter(isCategory);
  if (categories.length === 0) return null;
  return (
    <HeaderMenu label="Plans" className="category-menu">
      {categories.map((category) => (
        <li key={category}>
          <Link to={`/plans?type=${category}`}>{categoryLabel(category)}</Link>
        </li>
      ))}
    </HeaderMenu>
  );
}

/** "View Your Recommended Products", when the cart has items and there is something to recommend. */
function RecommendedLink({ enrollmentId }: { enrollmentId: string }) {
  const summary = useCartSummary(enrollmentId);
  const recommendations = useCartRecommendations((summary.data?.count ?? 0) > 0 ? enrollmentId : null);
  if (!recommendations.data?.result.length) return null;
  return <Link to="/recommend-list?name=cart">View Your Recommended Products</Link>;
}

export function SiteHeader() {
  const enrollmentId = useEnrollmentId();
  const branding = useBranding();
  // On a phone the links fold behind one "Menu" button; on a wide screen the button is hidden.
  const phoneMenu = useDisclosure();
  return (
    <header className="site-header" {...phoneMenu.containerProps}>
      <Link to="/" className="brand">
        {branding?.logo ? (
          <img src={branding.logo} alt={branding.site_name ?? 'Benefit Store'} height={40} />
        ) : (
          'Benefit Store'
        )}
      </Link>
      <OwnerContact />
      <button {...phoneMenu.buttonProps} className="button site-header__menu-button" aria-controls="site-nav">
        Menu
      </button>
      <nav
        aria-label="Main"
        id="site-nav"
        ref={phoneMenu.panelRef}
        className={phoneMenu.open ? 'site-nav site-nav--open' : 'site-nav'}
      >
        <CategoryMenu enrollmentId={enrollmentId} />
        <Link to="/new_membership">Association Benefits</Link>
        <ToolsMenu />
        <AccountMenu />
        {enrollmentId ? <RecommendedLink enrollmentId={enrollmentId} /> : null}
      </nav>
      {enrollmentId ? <CartBadge enrollmentId={enrollmentId} /> : null}
      <Suspense fallback={null}>
        <HelpWidget />
      </Suspense>
    </header>
  );
}
