import type { AppDeps } from '../../appDeps';
import type { HandlersFor } from '../../http/registerEndpoints';
import { quoteFor, sendQuote } from './quotes';
import { resumeByCode, resumeByLink, saveForLater } from './resumeCodes';

/** What the store e-mails about an enrollment: personalized quotes, and codes to continue later. */
export function enrollmentMailHandlers(
  deps: AppDeps,
): HandlersFor<'getQuotePreviewContent' | 'saveEnrollment' | 'continueEnrollment' | 'directContinue'> {
  return {
    async getQuotePreviewContent({ query, request }) {
      const quote = await quoteFor(deps, request, query);
      return { subject: quote.subject, content: quote.html, text: quote.text };
    },

    saveEnrollment: ({ body, request }) =>
      body.tab === 'cart_info' ? sendQuote(deps, request, body) : saveForLater(deps, request, body),

    continueEnrollment: ({ body, request, reply }) => resumeByCode(deps, request, reply, body),

    directContinue: ({ params, request, reply }) => resumeByLink(deps, request, reply, params.id),
  };
}
