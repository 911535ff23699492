import { z } from 'zod';
import { REQUIRED, stop, text } from '../fieldRules';

/** The 24-hour promise the assistant gives once every question is answered. */
export const LEAD_HELP_MESSAGE =
  'Thank you! Your representative has your message. Please allow 24 hours for them to reach out.';

/** One answer to the assistant's question. */
export const assistantAnswerForm = z.object({
  answer: text().trim().min(1, stop(REQUIRED)).max(500, stop('At most 500 characters')),
});
