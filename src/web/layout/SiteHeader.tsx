import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { nounFor } from '../../domain/counted';
import { PLAIN_STORE_NAME } from '../../domain/sites';
import { useEnrollContext } from '../session/enrollContext';
import { useEnrollmentId } from '../session/enrollmentSession';
import { homePath } from '../session/homePath';
import { useBranding } from '../site/branding';
import { formatDollars } from '../ui/money';
import { useDisclosure } from '../ui/useDisclosure';
import { loadLayoutParts } from './layoutParts';
import { useCartSummary } from './useCartSummary';

// The rep's or group's contact line comes with their details (calls of its own), right after the page.
const OwnerContact = lazy(async () => ({ default: (await loadLayoutParts()).OwnerContact }));
// The categories come from a call (the group's menu or the common one); the menu loads with them.
const CategoryMenu = lazy(async () => ({ default: (await loadLayoutParts()).CategoryMenu }));
// The external tools' menu shows only on a branded site (its branding is a call of its own).
const ToolsMenu = lazy(async () => ({ default: (await loadLayoutParts()).ToolsMenu }));
// Sign-in state (Sign In, or the account and Sign Out) loads right after the page: it waits for the
// account call anyway.
const AccountMenu = lazy(async () => ({ default: (await loadLayoutParts()).AccountMenu }));
// The Help button loads after the page itself (the first page's script is at its budget).
// Shown only once the cart has lines and there is something to recommend.
const RecommendedLink = lazy(async () => ({ default: (await loadLayoutParts()).RecommendedLink }));
const HelpWidget = lazy(async () => ({ default: (await loadLayoutParts()).HelpWidget }));

function CartBadge({ enrollmentId }: { enrollmentId: string }) {
  const branding = useBranding();
  const count = useCartSummary(enrollmentId);
  const items = count.data?.count ?? 0;
  return (
    // The name is read from what shows (WCAG 2.5.3, label in name) with words for a screen reader around
    // it: "View Cart 2 items, $30.00" ("1 item" for one). The hidden words are set apart like blocks, so none starts with
    // punctuation.
    <Link to="/cart" className="cart-badge" title="View Cart">
      <span className="visually-hidden">View </span>
      {branding?.cart_logo ? (
        <img src={branding.cart_logo} alt="Cart" width={24} height={24} />
      ) : (
        <span>Cart</span>
      )}
      <span className="cart-badge__count">{items}</span>
      <span className="visually-hidden"> {nounFor(items, 'item')}, </span>
      <span className="cart-badge__amount">{formatDollars(count.data?.amount ?? 0)}</span>
    </Link>
  );
}

export function SiteHeader() {
  const enrollmentId = useEnrollmentId();
  const branding = useBranding();
  // On a phone the links fold behind one "Menu" button; on a wide screen the button is hidden.
  const phoneMenu = useDisclosure();
  // The store's name leads to the landing, but a member who came by member link goes to the member
  // home, as Home does: the landing's form is not theirs to change.
  const context = useEnrollContext();
  const brandPath = context?.open_type === 'user' ? homePath(context) : '/';
  return (
    <header className="site-header" {...phoneMenu.containerProps}>
      <Link to={brandPath} className="brand">
        {branding?.logo ? (
          <img src={branding.logo} alt={branding.site_name || PLAIN_STORE_NAME} width={160} height={40} />
        ) : (
          branding?.site_name || PLAIN_STORE_NAME
        )}
      </Link>
      <Suspense fallback={null}>
        <OwnerContact />
      </Suspense>
      <button {...phoneMenu.buttonProps} className="button site-header__menu-button" aria-controls="site-nav">
        Menu
      </button>
      <nav
        aria-label="Main"
        id="site-nav"
        ref={phoneMenu.panelRef}
        className={phoneMenu.open ? 'site-nav site-nav--open' : 'site-nav'}
      >
        <Suspense fallback={null}>
          <CategoryMenu enrollmentId={enrollmentId} />
        </Suspense>
        {/* Only where the catalog sells an association plan (site.json may hide it even then). */}
        {branding?.association_menu === 'true' ? (
          <Link to="/new_membership">Association Benefits</Link>
        ) : null}
        <Suspense fallback={null}>
          <ToolsMenu />
        </Suspense>
        <Suspense fallback={null}>
          <AccountMenu />
        </Suspense>
        {enrollmentId ? (
          <Suspense fallback={null}>
            <RecommendedLink enrollmentId={enrollmentId} />
          </Suspense>
        ) : null}
      </nav>
      {enrollmentId ? <CartBadge enrollmentId={enrollmentId} /> : null}
      <Suspense fallback={null}>
        <HelpWidget />
      </Suspense>
    </header>
  );
}
