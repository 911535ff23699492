import { z } from 'zod';
import { email, requiredText, stop } from '../fieldRules';

export const SAVE_LATER_EMAIL = 'Enter valid email address';
const RESUME_CODE_FORMAT = 'Enter the 8-character code from your e-mail';
export const RESUME_FAILED = 'The code or e-mail is not right, or the code has expired';
export const RESUME_TOO_MANY = 'Too many attempts. Please try again in 15 minutes.';

/** Save and Continue Later: the (alternate) e-mail the enrollment code goes to. */
export const saveLaterForm = z.object({ email: email(SAVE_LATER_EMAIL) });

/** /continue-enrollment: "Enter Code" and "Enter Email Address". */
export const continueForm = z.object({
  code: requiredText(20)
    .regex(/^[A-Za-z0-9]{8}$/, stop(RESUME_CODE_FORMAT))
    .transform((value) => value.toUpperCase()),
  email: email(SAVE_LATER_EMAIL),
});
