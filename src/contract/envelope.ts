import { z } from 'zod';

/** A message for one field, shown beside the field named by target_element. */
export const fieldErrorSchema = z.object({
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

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), statusCode: z.number().int(), data });

export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  statusCode: z.number().int(),
  data: z.array(fieldErrorSchema),
});
