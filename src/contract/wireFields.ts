import { z } from 'zod';

/** Parameters shared by many calls, as they are spelled on the wire. */
export const ENROLLMENT_ID_MESSAGE = 'Enrollment not found';

export const enrollmentId = z
  .string({ error: () => ENROLLMENT_ID_MESSAGE })
  .regex(/^[0-9a-f]{32}$/, ENROLLMENT_ID_MESSAGE);

export const enrollmentQuery = z.object({ enrollment_id: enrollmentId });

/** An id in a query string or body: digits only, parsed to a number. */
export const numericId = z
  .union([z.number(), z.string()])
  .transform((value) => Number(value))
  .pipe(
    z
      .number({ error: () => 'Not found' })
      .int('Not found')
      .positive('Not found')
      .max(2_000_000_000, 'Not found'),
  );

/** Money on the wire: dollars as a number with two decimals. */
export const money = z.number();

/**
 * A plan's one-time fee (an application fee), charged with the first month only: 0 and '' when the
 * plan has none. The cart's lines, the plan list's cards, the plan page's pricing and the comparison
 * all carry it, so each can show the first month and the first year (domain/cartTotals.ts).
 */
export const oneTimeFeeFields = {
  application_fee: money,
  /** What the fee is called ("Application fee"); empty when there is none. */
  application_fee_label: z.string(),
};

export const listResult = <T extends z.ZodType>(item: T) => z.object({ result: z.array(item) });

/** Drops keys whose value is empty ('' or null) before validation: "filter updates drop empty values". */
export const withoutEmptyValues = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== null))
        : value,
    schema,
  );
