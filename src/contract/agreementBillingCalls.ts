import { z } from 'zod';
import { PAYMENT_METHODS } from '../domain/paymentMethods';
import { endpoint } from './endpoint';
import { enrollmentQuery, listResult } from './wireFields';

/** One agreement text as the Agreement step shows it, with its acknowledgement checkbox's requirement. */
export const agreementTextSchema = z.object({
  text_head: z.string(),
  text_body: z.string(),
  text_required: z.boolean(),
});
export type AgreementText = z.infer<typeof agreementTextSchema>;

/** The Agreement step's texts: the general ones and those of the cart's carriers and plans, in order. */
export const getAgreementTexts = endpoint({
  method: 'GET',
  path: 'get-agreement-texts',
  summary: "The agreement texts for this enrollment's cart, in order, each with whether it must be ticked.",
  query: enrollmentQuery,
  data: listResult(agreementTextSchema),
});

/** The Billing step's payment method: it decides the radios shown and whether details are entered. */
export const getPaymentMethod = endpoint({
  method: 'GET',
  path: 'get-payment-method',
  summary:
    'The payment method configured for this enrollment (its group, portal, a cart carrier, else the default).',
  query: enrollmentQuery,
  data: z.object({ result: z.enum(PAYMENT_METHODS) }),
});
