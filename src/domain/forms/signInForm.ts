import { z } from 'zod';
import { email, REQUIRED, stop, text } from '../fieldRules';

export const SIGN_IN_FAILED = 'The e-mail or password is not right';
export const NOT_YOUR_ENROLLMENT = 'You can only enroll for your own members and groups';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in 15 minutes.';
export const TOO_MANY_FOR_ACCOUNT =
  'Too many attempts for this account. Please try again in 15 minutes, sign in from a browser you have signed in with before, or ask for a sign-in link by e-mail.';
/** The longest password a sign-in takes; a password is never set longer (passwordRules.ts). */
export const MAX_PASSWORD_LENGTH = 200;

/** Reps and group administrators sign in with their e-mail and password. */
export const signInForm = z.object({
  username: email('Please enter valid email address'),
  password: text().min(1, stop(REQUIRED)).max(MAX_PASSWORD_LENGTH, stop(SIGN_IN_FAILED)),
});
