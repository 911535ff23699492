import { z } from 'zod';
import { email, optionalText, REQUIRED, stop, text } from '../fieldRules';
import { isPersonName } from '../personNameRule';

export const QUOTE_NAME_MESSAGE = 'Please enter valid name';
export const QUOTE_EMAIL_MESSAGE = 'Please enter valid email address';

/** "Send Personalized Quote": to whom (name, letters only) and where, with an optional note. */
export const quoteForm = z.object({
  name: text()
    .trim()
    .min(1, stop(REQUIRED))
    .max(60, stop(QUOTE_NAME_MESSAGE))
    .refine(isPersonName, stop(QUOTE_NAME_MESSAGE)),
  email: email(QUOTE_EMAIL_MESSAGE),
  message: optionalText(1000),
});
export type QuoteForm = z.infer<typeof quoteForm>;
