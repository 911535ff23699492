import { z } from 'zod';

/** A message for one field, shown beside the field named by target_element. */
const fieldErrorSchema = z.object({
  target_element: z.string(),
  error_message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export interface SuccessEnvelope<T> {
  status: 'success';
  statusCode: number;
  data: T;
}

export interface ErrorEnvelope {
  status: 'error';
  statusCode: number;
  data: FieldError[];
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  statusCode: z.number().int(),
  data: z.array(fieldErrorSchema),
});
