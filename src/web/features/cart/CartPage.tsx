import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import {
  cartCheckout,
  getCartEffectiveDates,
  getPlanCart,
  removePlanFromCart,
} from '../../../contract/cartCalls';
import { oneTimeFees } from '../../../domain/cartTotals';
import { ApiError } from '../../api/apiError';
import { callApi } from '../../api/callApi';
import { callQuery } from '../../api/callQuery';
import { enrollmentGoneReason } from '../../api/enrollmentGone';
import { queryKeys } from '../../api/queryKeys';
import { useQuery } from '../../api/useQuery';
import { CostTotals } from '../../components/CostTotals';
import { ShopBreadcrumbs } from '../../components/ShopBreadcrumbs';
import { useEnrollContext } from '../../session/enrollContext';
import { useEnrollmentId } from '../../session/enrollmentSession';
import { homePath } from '../../session/homePath';
import { usePageTitle } from '../../site/usePageTitle';
import { fieldId, SelectField } from '../../ui/Field';
import { LoadFailed } from '../../ui/LoadFailed';
import { Modal } from '../../ui/Modal';
import { formatDollars } from '../../ui/money';
import { useToast } from '../../ui/Toast';
import { CartRecommendations } from './CartRecommendations';
import { EnrollmentContacts } from './EnrollmentContacts';
import { useQuoteOffered } from './useQuoteOffered';

// "Send Personalized Quote" (reps and groups only): its form loads when the cart offers it.
const QuoteSection = lazy(async () => ({ default: (await import('./QuoteSection')).QuoteSection }));

/** The plan page the shopper added from (router state set by Add to Cart), for the cart's trail. */
function cartTrailPlan(state: unknown): string | null {
  const from = (state as { fromPlan?: unknown } | null)?.fromPlan;
  return typeof from === 'string' && from.startsWith('/plan/') ? from : null;
}

/** "My Cart": the lines, order info (with the lines that cannot be removed), effective date and quote. */
export function CartPage() {
  usePageTitle('Cart');
  const enrollmentId = useEnrollmentId() ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [effectiveDate, setEffectiveDate] = useState('');
  const [dateError, setDateError] = useState<string | undefined>();
  const [pageError, setPageError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const fromPlan = cartTrailPlan(useLocation().state);
  const quoteOffered = useQuoteOffered(enrollmentId);
  const home = homePath(useEnrollContext());

  // Priced by the server on the rates of the date chosen, as soon as it is chosen (before Confirm
  // stores it); until then on the enrollment's own date. The lines shown stay until the new ones come.
  const cart = useQuery({
    ...callQuery(
      getPlanCart,
      { query: { enrollment_id: enrollmentId, ...(effectiveDate ? { effective_date: effectiveDate } : {}) } },
      queryKeys.cart(enrollmentId),
    ),
    enabled: Boolean(enrollmentId),
    placeholderData: keepPreviousData,
  });
  const dates = useQuery({
    ...callQuery(
      getCartEffectiveDates,
      { query: { enrollment_id: enrollmentId } },
      queryKeys.cart(enrollmentId),
    ),
    enabled: Boolean(enrollmentId),
  });
  const remove = useMutation({
    mutationFn: (line: { plan_id: number; plan_pricing_id: number; plan_name: string }) =>
      callApi(removePlanFromCart, {
        body: { enrollment_id: enrollmentId, plan_id: line.plan_id, plan_pricing_id: line.plan_pricing_id },
      }),
    onSuccess: async (_done, line) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.carts() });
      toast('success', `${line.plan_name} removed from your cart.`);
    },
    onError: (e) =>
      setPageError(e instanceof ApiError ? e.firstMessage : 'Something went wrong. Please try again.'),
  });
  const checkout = useMutation({
    mutationFn: () =>
      callApi(cartCheckout, { body: { enrollment_id: enrollmentId, effective_date: effectiveDate } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.enrollment(enrollmentId) });
      await navigate('/enrollment/personal-info');
    },
    onError: (e) => {
      setConfirming(false);
      if (e instanceof ApiError && e.fieldErrors[0]?.target_element === 'effective_date') {
        setDateError(e.firstMessage);
        document.getElementById(fieldId('effective_date'))?.focus();
      } else setPageError(e instanceof ApiError ? e.firstMessage : 'Something went wrong. Please try again.');
    },
  });

  const lines = cart.data?.result ?? [];
  // Lines that no longer fit the shopper's details need attention: one warning per change.
  const unavailable = lines.filter((line) => !line.available).length;
  useEffect(() => {
    if (unavailable > 0)
      toast(
        'warning',
        'Some plans in your cart are no longer available for your details. Please remove them.',
      );
  }, [unavailable, toast]);
  if (!enrollmentId) return <Navigate to="/" replace />;
  const fixed = lines.filter((line) => !line.removable);

  return (
    <div className="cart-page">
      <ShopBreadcrumbs
        items={[
          { label: 'Plans', to: '/plans' },
          ...(fromPlan ? [{ label: 'Plan Details', to: fromPlan }] : []),
          { label: 'Cart' },
        ]}
      />
      <h1>My Cart</h1>
      {pageError ? (
        <p className="field__error" role="alert">
          {pageError}
        </p>
      ) : null}
      {/* Never an empty table that reads as final: loading, what failed, or the lines. */}
      {cart.isPending ? <p role="status">Loading your cart…</p> : null}
      {cart.isError && !cart.data ? (
        <LoadFailed
          what="your cart"
          onRetry={() => void cart.refetch()}
          reason={enrollmentGoneReason(cart.error)}
        >
          <Link className="button button--primary" to={home}>
            {enrollmentGoneReason(cart.error) ? 'Start again' : 'Home'}
          </Link>
        </LoadFailed>
      ) : null}
      {!cart.data ? null : lines.length === 0 ? (
        <p className="empty">
          No items in cart. <Link to="/plans">Back to plans</Link>
        </p>
      ) : (
        // On a phone the table scrolls inside its own focusable region; the page never scrolls sideways.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        <section className="table-scroll" aria-label="Plans in your cart" tabIndex={0}>
          <table className="cart-table">
            <caption className="visually-hidden">Plans in your cart</caption>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Option</th>
                <th scope="col">Monthly price</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.plan_id}>
                  <td>
                    {line.plan_name}
                    {line.available ? null : (
                      <p className="field__error">
                        This plan is no longer available for your details. Please remove it.
                      </p>
                    )}
                  </td>
                  <td data-label="Option">{line.price_label}</td>
                  <td data-label="Monthly price">{formatDollars(line.price)}</td>
                  <td>
                    {line.removable ? (
                      <button
                        type="button"
                        className="button button--link"
                        aria-label={`Remove ${line.plan_name}`}
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate({
                            plan_id: line.plan_id,
                            plan_pricing_id: line.plan_pricing_id,
                            plan_name: line.plan_name,
                          })
                        }
                      >
                        Remove
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {lines.length > 0 && cart.data ? (
        <section className="order-info" aria-labelledby="order-info-title">
          <h2 id="order-info-title">Order Info</h2>
          <CostTotals
            firstMonth={cart.data.initial_month_cost}
            recurring={cart.data.recurring_month_cost}
            fees={oneTimeFees(lines)}
            firstYear={cart.data.first_year_cost}
          />
          {fixed.length > 0 ? (
            <>
              <h3>Included in your order</h3>
              <p className="hint">These plans come with your order and cannot be removed.</p>
              <ul className="order-info__fixed">
                {fixed.map((line) => (
                  <li key={line.plan_id}>
                    {line.plan_name} ({line.price_label}): {formatDollars(line.price)} per month
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <SelectField
            name="effective_date"
            label="Effective Date"
            options={(dates.data?.result ?? []).map((date) => ({ value: date, label: date }))}
            value={effectiveDate}
            error={dateError}
            onChange={(event) => {
              setEffectiveDate(event.target.value);
              setDateError(undefined);
            }}
          />
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              if (!effectiveDate) {
                setDateError('Field is required');
                document.getElementById(fieldId('effective_date'))?.focus();
                return;
              }
              setConfirming(true);
            }}
          >
            Proceed to Enrollment
          </button>
        </section>
      ) : null}
      <EnrollmentContacts />
      {lines.length > 0 && quoteOffered ? (
        <Suspense fallback={null}>
          <QuoteSection enrollmentId={enrollmentId} />
        </Suspense>
      ) : null}
      {lines.length > 0 ? <CartRecommendations enrollmentId={enrollmentId} /> : null}
      <Modal open={confirming} title="Continue to enrollment?" onClose={() => setConfirming(false)}>
        <p>Your plans will start on {effectiveDate}. You can still come back to your cart.</p>
        <div className="button-row">
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={checkout.isPending}
            onClick={() => checkout.mutate()}
          >
            Confirm
          </button>
        </div>
      </Modal>
    </div>
  );
}
