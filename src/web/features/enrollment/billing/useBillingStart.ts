import { getPaymentMethod } from '../../../../contract/agreementBillingCalls';
import { getExistingBankInfo, getExistingCardInfo } from '../../../../contract/billingAccountCalls';
import { getBillingText } from '../../../../contract/billingLookupCalls';
import { getChargeTerms } from '../../../../contract/chargeTermsCalls';
import { callApi } from '../../../api/callApi';
import { queryKeys } from '../../../api/queryKeys';
import { useQuery } from '../../../api/useQuery';
import { useStepFields } from '../configured/ConfiguredStep';
import { useStepDocument } from '../useStepDocument';

const fresh = { staleTime: 0, gcTime: 0, retry: 1 } as const;

/**
 * What the Billing step needs before its form can be drawn: the configured payment method, the
 * billing terms (bill dates, preset, charges), the billing address fields, the catalog's questions of the step and the saved entry (or draft).
 */
export function useBillingStart(enrollmentId: string) {
  const query = { enrollment_id: enrollmentId };
  const method = useQuery({
    queryKey: queryKeys.tempInfo(enrollmentId, 'billing:method'),
    queryFn: async () => (await callApi(getPaymentMethod, { query })).result,
    ...fresh,
  });
  // The cart's billing terms: the bill dates offered, the preset one, what each line is charged when.
  const charges = useQuery({
    queryKey: queryKeys.tempInfo(enrollmentId, 'billing:terms'),
    queryFn: () => callApi(getChargeTerms, { query }),
    ...fresh,
  });
  const fields = useStepFields('billing', enrollmentId);
  const billing = useStepDocument(enrollmentId, 'billing');
  const all = [method, charges, fields, billing];
  return {
    pending: all.some((q) => q.isPending),
    failed: all.some((q) => q.isError),
    retry: () => {
      for (const q of all) if (q.isError) void q.refetch();
    },
    data:
      method.data && charges.data && fields.data && billing.data
        ? {
            method: method.data,
            charges: charges.data,
            definitions: fields.data.fields,
            custom: fields.data.custom,
            document: billing.data.draft ?? billing.data.saved,
          }
        : null,
  };
}

/** The merchant statement text; a failed read only leaves it out. */
export function useBillingText(enrollmentId: string) {
  return useQuery({
    queryKey: queryKeys.tempInfo(enrollmentId, 'billing:text'),
    queryFn: async () =>
      (await callApi(getBillingText, { query: { enrollment_id: enrollmentId } })).result.billing_text,
    ...fresh,
  });
}

/** The member's saved bank accounts (none for a new member); cards load once Credit Card is chosen. */
export function useSavedAccounts(enrollmentId: string, cardsWanted: boolean) {
  const query = { enrollment_id: enrollmentId };
  const banks = useQuery({
    queryKey: queryKeys.tempInfo(enrollmentId, 'billing:banks'),
    queryFn: async () => (await callApi(getExistingBankInfo, { query })).result,
    ...fresh,
  });
  const cards = useQuery({
    queryKey: queryKeys.tempInfo(enrollmentId, 'billing:cards'),
    queryFn: async () => (await callApi(getExistingCardInfo, { query })).result,
    enabled: cardsWanted,
    ...fresh,
  });
  return { banks: banks.data ?? [], cards: cards.data ?? [] };
}
