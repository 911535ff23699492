import { EMAIL_TARGET, PHONE_TARGET } from '../../../contract/contactCheckCalls';
import type { FieldError } from '../../../contract/envelope';
import type { OwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { countContactCheck } from './contactCheckLimit';
import { emailHeldByAnotherMember, phoneHeldByAnotherMember } from './memberContacts';

/** The spec's words (document 2, sections 5 and 8). */
export const EMAIL_EXISTS = 'Email Already Exists.';
export const PHONE_EXISTS = 'Phone already exists';
export const EMAIL_INVALID = 'Email is not in correct format';
export const PHONE_INVALID = 'Invalid phone number';

/** The Contact step's values these checks read, as its form sends them (already through its schema). */
export interface ContactValues {
  email_address: string;
  phone_number: string;
  /** "USPS address validation": '1' (or 1, true) asks for the address check. */
  with_validation?: string | number | boolean | null | undefined;
  address1: string;
  address2?: string | null | undefined;
  city: string;
  state: string;
  zip: string;
}

const wantsAddressCheck = (flag: ContactValues['with_validation']) =>
  flag === '1' || flag === 1 || flag === true;

/**
 * What save-contact-info must refuse beyond its form rules, one message per field: for an existing
 * member's enrollment an e-mail or phone another member holds; an e-mail or phone the checks refuse;
 * and, when USPS address validation is ticked, an address the address check refuses. Counts as one
 * check against the enrollment's limit (a 429 AppError is thrown past it).
 */
export async function contactConflicts(
  deps: AppDeps,
  owned: OwnedEnrollment,
  values: ContactValues,
): Promise<FieldError[]> {
  await countContactCheck(deps, owned.row.id, EMAIL_TARGET);
  const [emailTaken, phoneTaken] = await Promise.all([
    emailHeldByAnotherMember(deps, owned, values.email_address),
    phoneHeldByAnotherMember(deps, owned, values.phone_number),
  ]);
  const checks = deps.contactChecks;
  const [email, phone, address] = await Promise.all([
    emailTaken ? null : checks.email.check(values.email_address),
    phoneTaken ? null : checks.phone.check(values.phone_number),
    wantsAddressCheck(values.with_validation)
      ? checks.address.check({
          address1: values.address1,
          address2: values.address2 ?? undefined,
          city: values.city,
          state: values.state,
          zip: values.zip,
        })
      : null,
  ]);
  const errors: FieldError[] = [];
  const add = (target: string, message: string) =>
    errors.push({ target_element: target, error_message: message });
  if (emailTaken) add(EMAIL_TARGET, EMAIL_EXISTS);
  else if (email && !email.ok) add(EMAIL_TARGET, EMAIL_INVALID);
  if (phoneTaken) add(PHONE_TARGET, PHONE_EXISTS);
  else if (phone && !phone.ok) add(PHONE_TARGET, PHONE_INVALID);
  if (address && !address.ok) add(address.target, address.message);
  return errors;
}
