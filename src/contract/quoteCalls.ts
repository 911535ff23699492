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
