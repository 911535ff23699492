import { z } from 'zod';
import { stop } from './fieldRules';

export const ENTER_ENROLLER_CODE = 'Enter Enroller Code';
export const ENROLLER_CODE_REQUIRED = 'Enroller code is required';
/** What the code is and who gives it, under the button and the field. */
export const ENROLLER_CODE_HINT =
  'An enroller code names the representative who enrolls you through your employer. Your employer or that representative gives it to you.';
/** Our wording for a code that is unknown, inactive or another rep's: one message, so codes cannot be probed. */
export const ENROLLER_CODE_NOT_VALID = 'This enroller code is not valid for this enrollment';

/** Longest code accepted; the demo's codes are six characters. */
export const ENROLLER_CODE_MAX = 20;

/**
 * Whether Personal Information offers Enter Enroller Code (document 2, 6): a rep's enrollments, and
 * those of a group that asks its employees for a code (its `asks_enroller_code` setting, document 2, 9:
 * such an enrollment cannot leave Personal Information without one).
 */
export const enrollerCodeShown = (eprocess: string, groupAsksCode: boolean): boolean =>
  eprocess === 'rep' || groupAsksCode;

/** The code as typed (the modal's field and save-enroller-code): trimmed, upper-cased as codes are stored; empty asks for it. */
export const enrollerCodeField = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? ENTER_ENROLLER_CODE : ENROLLER_CODE_NOT_VALID,
  })
  .trim()
  .min(1, stop(ENTER_ENROLLER_CODE))
  .max(ENROLLER_CODE_MAX, stop(ENROLLER_CODE_NOT_VALID))
  .regex(/^[A-Za-z0-9-]+$/, ENROLLER_CODE_NOT_VALID)
  .transform((code) => code.toUpperCase());
