import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { addPlanToCartPrudentials, checkPrudentialPlan } from '../../../contract/associationCalls';
import { addPlanToCart } from '../../../contract/cartCalls';
import { getPlanPricingDetail } from '../../../contract/planCalls';
import { getAflacQuestions } from '../../../contract/supplementalCalls';
import { BASIC_MEMBERSHIP_PLAN_ID } from '../../../domain/association';
import { ALREADY_ACTIVE_MESSAGE } from '../../../domain/blackout';
import { factsOfLines } from '../../../domain/factsOfLines';
import { dollarsToCents } from '../../../domain/pricing';
import { ApiError } from '../../api/apiError';
import { callApi } from '../../api/callApi';
import { callQuery } from '../../api/callQuery';
import { enrollmentGoneReason } from '../../api/enrollmentGone';
import { queryKeys } from '../../api/queryKeys';
import { useAccount } from '../../api/useAccount';
import { useQuery } from '../../api/useQuery';
import { LazyEligibilityForm } from '../../components/LazyEligibilityForm';
import { MembershipOffer, membershipFeeQuery } from '../../components/MembershipOffer';
import { useEnrollContext } from '../../session/enrollContext';
import { LoadFailed } from '../../ui/LoadFailed';
import { Modal } from '../../ui/Modal';
import { formatDollars } from '../../ui/money';
import { useToast } from '../../ui/Toast';
import { CarrierStatements } from './CarrierStatements';
import { PlanCostFigures, PlanFeeNotice } from './PlanCostFigures';
import { PortalChooser } from './PortalChooser';
import type { ScreeningOutcome } from './ScreeningQuestions';
import { YearCostTable } from './YearCostTable';

// Only plans with screening questions ask them: their form loads when asked.
const ScreeningQuestions = lazy(async () => ({
  default: (await import('./ScreeningQuestions')).ScreeningQuestions,
}));

/** Codes whose notice offers to edit the shopper's details (tobacco use among them). */
const EDITABLE = new Set([
  'salaryError',
  'hourError',
  'tierError',
  'ageError',
  'stateError',
  'metError',
  'smokerError',
]);

/** Codes whose link opens the details with Annual Income and Working Hours. */
const INCOME_CODES = new Set(['salaryError', 'hourError']);

/**
 * The plan's price options for the shopper, or the notice saying why there are none: enter your
 * details (Get a Quote), answer the questions, or change what does not fit.
 */
export function PricingSection({
  planId,
  enrollmentId,
  onEditFilter,
  category,
  facts,
}: {
  planId: number;
  enrollmentId: string | null;
  onEditFilter: () => void;
  /** The plan's category and its standard facts (its first option's): what the year's estimate weighs. */
  category: string;
  facts: readonly { key: string; value: number | string | boolean }[];
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [alreadyActive, setAlreadyActive] = useState<string | null>(null);
  const [screened, setScreened] = useState<ScreeningOutcome | null>(null);
  const pricing = useQuery({
    queryKey: queryKeys.pricing(enrollmentId ?? '', planId),
    queryFn: () =>
      callApi(getPlanPricingDetail, { query: { pid: planId, enrollment_id: enrollmentId ?? undefined } }),
  });
  const [offering, setOffering] = useState(false);
  const me = useAccount();
  const context = useEnrollContext();
  const statements = useQuery({
    ...callQuery(getAflacQuestions, { query: { plan_id: planId, enrollment_id: enrollmentId ?? '' } }),
    enabled: Boolean(enrollmentId),
  });
  const mustConfirm = Boolean(statements.data?.required && !statements.data.answered);
  const needsMembership = useQuery({
    ...callQuery(checkPrudentialPlan, { query: { enrollment_id: enrollmentId ?? '', plan_id: planId } }),
    enabled: Boolean(enrollmentId),
  });
  const fee = useQuery(membershipFeeQuery);
  const membershipPricing = useQuery({
    queryKey: queryKeys.pricing(enrollmentId ?? '', BASIC_MEMBERSHIP_PLAN_ID),
    queryFn: () =>
      callApi(getPlanPricingDetail, {
        query: { pid: BASIC_MEMBERSHIP_PLAN_ID, enrollment_id: enrollmentId ?? undefined },
      }),
    enabled: Boolean(enrollmentId && needsMembership.data?.status),
  });
  const toast = useToast();
  const add = useMutation({
    mutationFn: (choice: { pricingId: number; withMembership: boolean }) => {
      const membership = membershipPricing.data?.plans[0];
      return choice.withMembership && membership
        ? callApi(addPlanToCartPrudentials, {
            body: {
              enrollment_id: enrollmentId ?? '',
              plan_id1: planId,
              plan_pricing_id1: choice.pricingId,
              plan_id: membership.plan_id,
              plan_pricing_id: membership.plan_pricing_id,
            },
          })
        : callApi(addPlanToCart, {
            body: { enrollment_id: enrollmentId ?? '', plan_id: planId, plan_pricing_id: choice.pricingId },
          });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.carts() });
      toast('success', 'Plan added to your cart.');
      // The cart's trail leads back to this plan (Home › Plans › Plan Details › Cart).
      await navigate('/cart', { state: { fromPlan: window.location.pathname } });
    },
    onError: (e) => {
      // Already active is told in a pop-up; other refusals show under the button.
      if (e instanceof ApiError && e.firstMessage === ALREADY_ACTIVE_MESSAGE)
        setAlreadyActive(e.firstMessage);
      else setError(e instanceof ApiError ? e.firstMessage : 'Something went wrong. Please try again.');
    },
  });

  const data = pricing.data;

  const options = data?.plans ?? [];
  const selected = choice ?? options[0]?.plan_pricing_id ?? null;
  const selectedOption = options.find((option) => option.plan_pricing_id === selected);

  return (
    <section aria-labelledby="pricing-title" className="pricing">
      <h2 id="pricing-title">Pricing</h2>
      {data && options.length === 0 ? <PlanFeeNotice plan={data} /> : null}
      {/* Never an empty price block: loading, or what failed and a way on. */}
      {pricing.isPending ? <p role="status">Loading prices…</p> : null}
      {pricing.isError ? (
        <LoadFailed
          what="this plan's prices"
          onRetry={() => void pricing.refetch()}
          reason={enrollmentGoneReason(pricing.error)}
        >
          {enrollmentGoneReason(pricing.error) && !quoting ? (
            <button type="button" className="button button--primary" onClick={() => setQuoting(true)}>
              Enter your details
            </button>
          ) : null}
        </LoadFailed>
      ) : null}
      {data?.errorCode ? (
        <p className="notice" role="status">
          {data.message}{' '}
          {EDITABLE.has(data.errorCode) ? (
            <button type="button" className="button button--link" onClick={onEditFilter}>
              {data.errorCode === 'smokerError'
                ? 'Choose tobacco use'
                : INCOME_CODES.has(data.errorCode)
                  ? 'Enter annual income and working hours'
                  : 'Edit your details'}
            </button>
          ) : null}
        </p>
      ) : null}
      {data?.errorCode === 'enrollmentIdError' || (quoting && pricing.isError) ? (
        quoting ? (
          <LazyEligibilityForm
            onSaved={() => {
              setQuoting(false);
            }}
          />
        ) : (
          <button type="button" className="button button--primary" onClick={() => setQuoting(true)}>
            Get a Quote
          </button>
        )
      ) : null}
      {/* The answers' outcome, unless the reloaded price already says the same (a decline): said once. */}
      {screened && data?.message !== screened.message ? (
        <p className={screened.declined ? 'message--bad' : 'message--ok'} role="status">
          {screened.message}
        </p>
      ) : null}
      {/* Everyone the server asks chooses a portal; only a signed-in rep enrolling as rep also picks a group. */}
      {data?.errorCode === 'portalError' && enrollmentId && !me.isPending ? (
        <PortalChooser
          enrollmentId={enrollmentId}
          repId={
            me.data?.account?.kind === 'agent' && context?.eprocess === 'rep'
              ? (me.data.account.agent_id ?? null)
              : null
          }
        />
      ) : null}
      {data?.errorCode === 'newQuestionsError' && enrollmentId && !screened ? (
        <Suspense fallback={<p>Loading…</p>}>
          <ScreeningQuestions enrollmentId={enrollmentId} planId={planId} onOutcome={setScreened} />
        </Suspense>
      ) : null}
      {options.length > 0 ? (
        <fieldset className="radio-group">
          <legend>Choose a price option</legend>
          {options.map((option) => {
            // What the option gives where the plan's options differ, read after its name and price.
            const factsId = `option-${option.plan_pricing_id}-facts`;
            const facts = option.option_facts;
            return (
              <div key={option.plan_pricing_id} className="price-option">
                <label className="radio">
                  <input
                    type="radio"
                    name="pricing"
                    value={option.plan_pricing_id}
                    checked={selected === option.plan_pricing_id}
                    onChange={() => setChoice(option.plan_pricing_id)}
                    aria-describedby={facts.length > 0 ? factsId : undefined}
                  />
                  {option.label}: {formatDollars(option.price)} / month
                </label>
                {facts.length > 0 ? (
                  <ul id={factsId} className="price-option__facts">
                    {facts.map((fact) => (
                      <li key={fact.key}>
                        {fact.label}: {fact.text}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ) : null}
      {data && selectedOption ? (
        <PlanCostFigures label={selectedOption.label} monthly={selectedOption.price} plan={data} />
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {options.length > 0 && mustConfirm && enrollmentId && statements.data ? (
        <CarrierStatements enrollmentId={enrollmentId} planId={planId} statements={statements.data.result} />
      ) : null}
      {/* A failed statements call still offers Add to Cart; the server asks for them if the plan needs them. */}
      {options.length > 0 &&
      selected !== null &&
      (statements.isSuccess || statements.isError) &&
      !mustConfirm ? (
        <button
          type="button"
          className="button button--primary"
          disabled={add.isPending}
          onClick={() => {
            setError(null);
            if (needsMembership.data?.status) setOffering(true);
            else add.mutate({ pricingId: selected, withMembership: false });
          }}
        >
          Add to Cart
        </button>
      ) : null}
      {needsMembership.data?.status ? <MembershipOffer /> : null}
      {/* Each option's facts: the plan's, with the option's own values where the options differ. */}
      <YearCostTable
        category={category}
        feeCents={dollarsToCents(data?.application_fee ?? 0)}
        options={options.map((option) => ({
          id: option.plan_pricing_id,
          label: option.label,
          price: option.price,
          facts: { ...factsOfLines(facts), ...factsOfLines(option.option_facts) },
        }))}
      />
      <Modal open={alreadyActive !== null} title="Already active" onClose={() => setAlreadyActive(null)}>
        <p>{alreadyActive}</p>
        <button type="button" className="button button--primary" onClick={() => setAlreadyActive(null)}>
          OK
        </button>
      </Modal>
      <Modal open={offering} title="Association Membership" onClose={() => setOffering(false)}>
        <p>{fee.data?.text}</p>
        <div className="button-row">
          <button type="button" className="button" onClick={() => setOffering(false)}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={add.isPending || !membershipPricing.data?.plans[0] || selected === null}
            onClick={() => {
              setOffering(false);
              if (selected !== null) add.mutate({ pricingId: selected, withMembership: true });
            }}
          >
            Add Plan and Membership
          </button>
        </div>
      </Modal>
    </section>
  );
}
