import { z } from 'zod';
import { billDateOption } from './chargeTermsCalls';
import { endpoint } from './endpoint';
import { enrollmentId, enrollmentQuery } from './wireFields';

/** The billing form's field: a routing look-up's messages are shown there, though the parameter is `q`. */
export const ROUTING_TARGET = 'routing_number';

/** The spec's message for a routing number that is not 9 digits (section 5, Bank). */
const ROUTING_DIGITS_MESSAGE = 'Routing number must be of 9 digits';

const routingQuestion = z
  .object({ q: z.unknown().meta({ type: 'string', pattern: '^\\d{9}$' }).optional() })
  .transform((input, ctx) => {
    const value = typeof input.q === 'string' ? input.q.trim() : '';
    if (/^\d{9}$/.test(value)) return { q: value };
    ctx.addIssue({ code: 'custom', path: [ROUTING_TARGET], message: ROUTING_DIGITS_MESSAGE });
    return z.NEVER;
  });

export const routingNumberBankLookup = endpoint({
  method: 'GET',
  path: 'routing-number-bank-lookup',
  summary:
    'Names the bank of a routing number (upper case) for the billing form; errors at routing_number, 404 for a valid number no directory knows (the person then types the name). Limited per client address.',
  query: routingQuestion,
  data: z.object({ name: z.string() }),
});

export const getBillDate = endpoint({
  method: 'GET',
  path: 'get-bill-date',
  summary:
    "The bill date options, each labelled '<n>th of month', and the preset one: with an enrollment, those its cart's billing terms offer; without, the store's (28 preset).",
  query: z.object({ enrollment_id: enrollmentId.optional() }),
  data: z.object({ result: z.array(billDateOption), default_bill_date: z.string() }),
});

export const getBillingText = endpoint({
  method: 'GET',
  host: 'benefit',
  path: 'get-billing-text',
  summary:
    "The merchant statement descriptor for this enrollment: its cart's carriers' texts, else the site's.",
  query: enrollmentQuery,
  data: z.object({ result: z.object({ billing_text: z.string() }) }),
});
