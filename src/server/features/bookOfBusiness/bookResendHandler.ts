import { BOOK_ENROLLMENT_NOT_FOUND } from '../../../contract/bookOfBusinessCalls';
import { requireAccount } from '../../access/sessionAccess';
import type { AppDeps } from '../../appDeps';
import { resendInTransaction } from '../../feed/feedResend';
import { fieldError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { findSubmittedInBook } from './bookEnrollments';

/**
 * Fix and resend from the book of business (issue 38): a signed-in rep or group administrator corrects
 * an enrollment of their book that a carrier rejected; one outside the book answers 404 like an unknown one.
 */
export function bookResendHandler(deps: AppDeps): HandlersFor<'resendBookEnrollment'> {
  return {
    async resendBookEnrollment({ body, request }) {
      const account = await requireAccount(deps, request);
      if (account.kind !== 'agent' && account.kind !== 'group')
        throw fieldError('session', 'Please sign in', 403);
      const row = await findSubmittedInBook(deps.db, account, body.policy_id);
      if (!row?.policy_id) throw notFound('policy_id', BOOK_ENROLLMENT_NOT_FOUND);
      const by =
        account.kind === 'agent' ? `rep ${account.agent_id}` : `group administrator ${account.group_id}`;
      const { policy_id: _policyId, ...resend } = body;
      return resendInTransaction(deps, { id: row.id, policyId: row.policy_id }, resend, by);
    },
  };
}
