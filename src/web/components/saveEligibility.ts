import {
  addFilterForNewUser,
  changeFilterInfo,
  validateDob,
  validateZipCode,
} from '../../contract/filterCalls';
import type { Category } from '../../domain/categories';
import type { Coverage } from '../../domain/coverages';
import type { EligibilityForm } from '../../domain/forms/eligibilityForm';
import { ApiError } from '../api/apiError';
import { callApi } from '../api/callApi';
import { readEnrollContext } from '../session/enrollContext';
import { setEnrollmentId } from '../session/enrollmentSession';
import { locationConsent, rememberedState } from '../session/locationConsent';

/** Renames the target of a server error, so a check of zip_code shows under the zip field. */
async function asField<T>(target: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.fieldErrors.length > 0) {
      throw new ApiError(error.statusCode, [{ target_element: target, error_message: error.firstMessage }]);
    }
    throw error;
  }
}

/**
 * Checks zip and date of birth with the server, then updates the enrollment's filter in place
 * or, without a usable enrollment, starts one for the stored choice (rep, group, portal, landing
 * page or referral link).
 */
export async function saveEligibility(
  values: EligibilityForm & { categories?: Category[]; coverage?: Coverage },
  enrollmentId: string | null,
): Promise<void> {
  const place = await asField('zip', callApi(validateZipCode, { query: { zip_code: values.zip } }));
  // With the visitor's consent (the location banner), their state is kept for recommendations.
  if (locationConsent.read() === 'yes') rememberedState.write(place.state_abbreviation);
  await asField('dob', callApi(validateDob, { query: { dob: values.dob } }));
  if (enrollmentId) {
    try {
      await callApi(changeFilterInfo, { params: { tempId: enrollmentId }, body: values });
      return;
    } catch (error) {
      // A finished or unknown enrollment starts afresh; a field error is the shopper's to fix.
      if (!(error instanceof ApiError) || (error.statusCode !== 404 && error.statusCode !== 409)) throw error;
    }
  }
  const context = readEnrollContext();
  const created = await callApi(addFilterForNewUser, {
    body: {
      ...values,
      eprocess: context?.eprocess ?? 'applicant',
      ...(context?.agent_id ? { agent_id: context.agent_id } : {}),
      ...(context?.group_id ? { group_id: context.group_id } : {}),
      ...(context?.platform_group_id ? { platform_group_id: context.platform_group_id } : {}),
      ...(context?.open_type ? { open_type: context.open_type } : {}),
      ...(context?.referral ? { referral: context.referral } : {}),
    },
  });
  setEnrollmentId(created.temp_enrollment_id);
}
