import { maskCardNumber } from '../../../domain/paymentNumbers';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { maskValue } from '../../enrollment/tabSecrets';
import type { HandlersFor } from '../../http/registerEndpoints';
import { memberBankAccounts, memberCards } from './memberPaymentAccounts';

/**
 * A current member's saved bank accounts and cards for Billing Information, masked: an account
 * and a routing number show their last four digits, a card at most its first six and last four.
 * A new member has none.
 */
export function billingAccountHandlers(
  deps: AppDeps,
): HandlersFor<'getExistingBankInfo' | 'getExistingCardInfo'> {
  return {
    async getExistingBankInfo({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const rows = await memberBankAccounts(deps.db, owned.row.user_id);
      return {
        result: rows.map((row) => ({
          bank_id: String(row.id),
          account_name: row.account_name,
          bank_name: row.bank_name,
          account_number: maskValue(deps.secretBox.open(row.account_number)),
          account_type: row.account_type === 'savings' ? 'savings' : 'checking',
          account_holder_type: row.account_holder_type === 'company' ? 'company' : 'individual',
          bank_routing: maskValue(deps.secretBox.open(row.routing_number)),
        })),
      };
    },

    async getExistingCardInfo({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const rows = await memberCards(deps.db, owned.row.user_id);
      return {
        result: rows.map((row) => ({
          card_id: String(row.id),
          name_on_cc: row.name_on_cc,
          card_number: maskCardNumber(deps.secretBox.open(row.card_number)),
          expiration_month: row.expiration_month,
          expiration_year: row.expiration_year,
        })),
      };
    },
  };
}
