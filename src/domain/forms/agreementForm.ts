import { z } from 'zod';
import { personName } from '../fieldRules';

export const AGREEMENT_TEXTS = [
  {
    text_head: 'Authorization',
    text_body:
      'I authorize the carriers named in this application to enroll me in the plans in my cart and to draft the premiums by the payment method I chose.',
  },
  {
    text_head: 'Accuracy of information',
    text_body:
      'I have read this application and the answers given are complete and true to the best of my knowledge and belief.',
  },
] as const;

const SIGNATURE_PREFIX = 'data:image/png;base64,';
export const MAX_SIGNATURE_LENGTH = 200_000;

export const agreementForm = z.object({
  acknowledgements: z
    .array(z.boolean())
    .length(AGREEMENT_TEXTS.length, 'This field is required.')
    .refine((ticks) => ticks.every(Boolean), 'This field is required.'),
  user_name: personName('Please enter valid name'),
  signature: z
    .string()
    .min(1, 'Signature is required')
    .max(MAX_SIGNATURE_LENGTH, 'Signature is too large')
    .refine((value) => value.startsWith(SIGNATURE_PREFIX), 'Signature is required'),
});
export type AgreementForm = z.infer<typeof agreementForm>;
