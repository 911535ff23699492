import { z } from 'zod';
import { SSN_MESSAGE } from '../fieldRules';
import { isPossibleSsn } from '../ssn';

/** Static shapes of field values on the wire: types and sizes only, for a save call's first check. */
export const wireText = (max = 200) => z.string().max(max, `At most ${max} characters`);

/** A set of named 0/1 flags (e.g. the holiday policies). */
export const wireFlags = () =>
  z.record(z.string().max(40), z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]));

/**
 * An SSN on the wire (a draft, a save's first check): at most 9 characters, and nine digits must be
 * a number the SSA could have issued, so no path into the store keeps a made-up one.
 */
export const wireSsn = () =>
  wireText(9).refine((value) => !/^\d{9}$/.test(value) || isPossibleSsn(value), SSN_MESSAGE);
