import { BOOK_ENROLLMENT_NOT_FOUND } from '../../../contract/bookOfBusinessCalls';
import type { CorrectionValues } from '../../../contract/resendCalls';
import { CONTACT_CORRECTIONS, PERSONAL_CORRECTIONS } from '../../../domain/formFields/correctionFields';
import { findSubmittedInBook } from '../../access/bookScope';
import { ownedOutsideBrowser } from '../../access/enrollmentAccess';
import { requireAccount } from '../../access/sessionAccess';
import type { AppDeps } from '../../appDeps';
import type { AccountTable, EnrollmentTable } from '../../db/schema';
import { readOnlyValues } from '../../enrollment/stepValues';
import { maskTab } from '../../enrollment/tabSecrets';
import { readTab } from '../../enrollment/tabStore';
import { resendInTransaction } from '../../feed/feedResend';
import { fieldError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';

/**
 * The correctable fields of one enrollment as they are on file, the SSN masked as every read masks it.
 * Gender and date of birth not kept on Personal Information are the filter's, as the 834 sends them.
 */
async function valuesOnFile(deps: AppDeps, row: EnrollmentTable): Promise<CorrectionValues> {
  const enrollmentId = row.id;
  const fromFilter = readOnlyValues(ownedOutsideBrowser(row), 'personal');
  const values = {} as CorrectionValues;
  for (const [step, names] of [
    ['personal', PERSONAL_CORRECTIONS],
    ['contact', CONTACT_CORRECTIONS],
  ] as const) {
    const stored = await readTab(deps, enrollmentId, step);
    const shown = stored ? maskTab(step, stored, deps.secretBox) : {};
    for (const name of names) {
      const value = shown[name] || fromFilter[name];
      values[name] = typeof value === 'string' ? value : '';
    }
  }
  return values;
}

/**
 * Fix and resend from the book of business (issue 38): a signed-in rep or group administrator reads
 * what is on file of a submitted enrollment of their book and corrects one a carrier rejected; one
 * outside the book answers 404 like an unknown one.
 */
export function bookResendHandler(deps: AppDeps): HandlersFor<'resendBookEnrollment' | 'getBookResendForm'> {
  const inBook = async (request: Parameters<typeof requireAccount>[1], policyId: string) => {
    const account: AccountTable = await requireAccount(deps, request);
    if (account.kind !== 'agent' && account.kind !== 'group')
      throw fieldError('session', 'Please sign in', 403);
    const row = await findSubmittedInBook(deps.db, account, policyId);
    if (!row?.policy_id) throw notFound('policy_id', BOOK_ENROLLMENT_NOT_FOUND);
    return { account, row, enrollment: { id: row.id, policyId: row.policy_id } };
  };

  return {
    async getBookResendForm({ query, request }) {
      const { row, enrollment } = await inBook(request, query.policy_id);
      return { policy_id: enrollment.policyId, values: await valuesOnFile(deps, row) };
    },

    async resendBookEnrollment({ body, request }) {
      const { account, enrollment } = await inBook(request, body.policy_id);
      const by =
        account.kind === 'agent' ? `rep ${account.agent_id}` : `group administrator ${account.group_id}`;
      const { policy_id: _policyId, ...resend } = body;
      return resendInTransaction(deps, enrollment, resend, by);
    },
  };
}
