import { z } from 'zod';
import { applicantBirthDate, oneOf, stop, systemToday, type Today, text, zipCode } from '../fieldRules';
import { GENDERS } from '../gender';
import { TIERS } from '../tiers';

const PLAN_LIST_ZIP_MESSAGE = 'Enter 5 digit zip code';
export const INCOME_MESSAGE = 'Enter the yearly income in whole dollars';
export const HOURS_MESSAGE = 'Enter the hours worked in a week, 0 to 168';

/** A whole number typed in a text field (a number sent by a client is read the same way). */
const wholeNumber = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    text()
      .trim()
      .regex(/^\d{0,9}$/, stop(message))
      .refine((value) => value === '' || Number(value) <= max, stop(message))
      .optional(),
  );

/**
 * The filter as the plan list and plan detail edit it: the landing's four fields plus tobacco use,
 * and for income products the annual income and weekly working hours.
 */
export const planFilterForm = (today: Today = systemToday) =>
  z.object({
    zip: zipCode(PLAN_LIST_ZIP_MESSAGE),
    gender: oneOf(GENDERS),
    tier: z.preprocess((value) => (value === 'IC3' ? 'IC' : value), oneOf(TIERS)),
    dob: applicantBirthDate(today),
    // Tobacco use may stay unanswered (null) until a tobacco-rated plan needs it.
    is_smoker: z.preprocess(
      (value) => (value === null ? undefined : value),
      oneOf(['0', '1'] as const).optional(),
    ),
    annual_income: wholeNumber(100_000_000, INCOME_MESSAGE),
    working_hours: wholeNumber(168, HOURS_MESSAGE),
  });
export type PlanFilterForm = z.infer<ReturnType<typeof planFilterForm>>;
