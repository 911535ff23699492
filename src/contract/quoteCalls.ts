import { z } from 'zod';
import { quoteForm } from '../domain/forms/quoteForm';
import { endpoint } from './endpoint';
import { enrollmentId } from './wireFields';

/** The cart's quote is the only tab save-enrollment sends so far. */
const quoteTab = z.literal('cart_info', { error: () => 'Unknown tab' });

export const getQuotePreviewContent = endpoint({
  method: 'GET',
  path: 'get-quote-preview-content',
  summary: "The personalized quote e-mail as it will be sent: the cart's plans and prices, and the note.",
  query: quoteForm.extend({
    enrollment_id: enrollmentId,
    tab: quoteTab,
    type: z.literal('preview', { error: () => 'Unknown type' }),
  }),
  /** content: the e-mail's HTML; text: the same as plain text. */
  data: z.object({ subject: z.string(), content: z.string(), text: z.string() }),
});

export const saveEnrollment = endpoint({
  method: 'POST',
  path: 'save-enrollment',
  summary:
    'With tab cart_info: sends the cart as a personalized quote e-mail (rep and group enrollments, by the signed-in rep or group administrator).',
  body: quoteForm.extend({
    enrollment_id: enrollmentId,
    tab: quoteTab,
    data: z.unknown().optional(),
  }),
  data: z.object({ sent_to: z.string() }),
});
