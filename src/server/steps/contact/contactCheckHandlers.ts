import { EMAIL_TARGET, PHONE_TARGET } from '../../../contract/contactCheckCalls';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { fieldError } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { countContactCheck } from './contactCheckLimit';
import { EMAIL_EXISTS, EMAIL_INVALID, PHONE_EXISTS, PHONE_INVALID } from './contactConflicts';
import { emailHeldByAnotherMember, phoneHeldByAnotherMember } from './memberContacts';

/**
 * The Contact step's three checks. Each names an enrollment this browser owns and counts against its
 * limit, so they cannot be used to test who is a member; the enrollment's own member never conflicts.
 */
export function contactCheckHandlers(
  deps: AppDeps,
): HandlersFor<'validateMemberEmail' | 'validatePhoneNumverify' | 'validateEmailNeverbounce'> {
  return {
    async validateMemberEmail({ body, request }) {
      const owned = await loadOwnedEnrollment(deps, request, body.enrollment_id);
      await countContactCheck(deps, owned.row.id, EMAIL_TARGET, request.ip);
      if (await emailHeldByAnotherMember(deps, owned, body.email)) {
        throw fieldError(EMAIL_TARGET, EMAIL_EXISTS, 409);
      }
      return { valid: true };
    },

    async validatePhoneNumverify({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      await countContactCheck(deps, owned.row.id, PHONE_TARGET, request.ip);
      if (await phoneHeldByAnotherMember(deps, owned, query.phone)) {
        throw fieldError(PHONE_TARGET, PHONE_EXISTS, 409);
      }
      if (!(await deps.contactChecks.phone.check(query.phone)).ok)
        throw fieldError(PHONE_TARGET, PHONE_INVALID);
      return { valid: true };
    },

    async validateEmailNeverbounce({ body, request }) {
      const owned = await loadOwnedEnrollment(deps, request, body.enrollment_id);
      await countContactCheck(deps, owned.row.id, EMAIL_TARGET, request.ip);
      if (!(await deps.contactChecks.email.check(body.email)).ok)
        throw fieldError(EMAIL_TARGET, EMAIL_INVALID);
      return { valid: true };
    },
  };
}
