import { z } from 'zod';
import { email, text } from '../fieldRules';

/** A sign-in link works once, for this many minutes after it was asked for. */
export const SIGN_IN_LINK_MINUTES = 15;
export const SIGN_IN_LINK_EMAIL = 'Please enter valid email address';
/** The same answer whether or not an account uses the address, so asking tells nobody who has one. */
export const SIGN_IN_LINK_ASKED = `If an account uses this e-mail address, a sign-in link is on its way to it. The link works once, within ${SIGN_IN_LINK_MINUTES} minutes.`;
export const SIGN_IN_LINK_FAILED =
  'This sign-in link has expired or has already been used. Ask for a new one below.';
export const SIGN_IN_LINK_ASKS_LIMIT =
  'Too many sign-in links have been asked for from your connection. Please try again in an hour.';

/** /sign-in/link: the e-mail address a one-time sign-in link is asked for. */
export const signInLinkAskForm = z.object({ email: email(SIGN_IN_LINK_EMAIL) });

/** The link's secret, read from its fragment by the page and posted: 32 random bytes in base64url. */
export const signInLinkForm = z.object({
  token: text().regex(/^[A-Za-z0-9_-]{43}$/, SIGN_IN_LINK_FAILED),
});
