import { z } from 'zod';

/** Static shapes of field values on the wire: types and sizes only, for a save call's first check. */
export const wireText = (max = 200) => z.string().max(max, `At most ${max} characters`);

/** A set of named 0/1 flags (e.g. the holiday policies). */
export const wireFlags = () =>
  z.record(z.string().max(40), z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]));
