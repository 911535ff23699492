import { z } from 'zod';

/** A benefit fact on the wire (domain/factLines): its key, label, value and the value in words. */
export const factLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.union([z.number(), z.string(), z.boolean()]),
  text: z.string(),
});

/** A carrier's own fact on the wire, in its words. */
export const carrierFactSchema = z.object({ label: z.string(), text: z.string() });
