import { z } from 'zod';
import { isAdultOn } from './age';
import { type CalendarDate, calendarDateOf, compareDates, parseMdy } from './dates';
import { isPersonName } from './personNameRule';
import { isPostalScript, NAME_SCRIPT_MESSAGE, POSTAL_SCRIPT_MESSAGE } from './postalScript';
import { isPossibleSsn } from './ssn';

/** Small zod building blocks carrying the product's own messages; forms combine them. */
export const REQUIRED = 'Field is required';

/** A check whose failure ends the field's checks, so a field shows one message: the first that applies. */
export const stop = (message: string) => ({ error: message, abort: true });

/** A text input's value: missing reads as "Field is required", another type as not valid text. */
export const text = () =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'Enter text'),
  });

export type Today = () => CalendarDate;
export const systemToday: Today = () => calendarDateOf(new Date());

export const requiredText = (max = 100) =>
  text()
    .trim()
    .min(1, stop(REQUIRED))
    .max(max, stop(`At most ${max} characters`));

export const optionalText = (max = 100) =>
  text()
    .trim()
    .max(max, stop(`At most ${max} characters`))
    .optional()
    .or(z.literal(''));

/** A name: Latin letters first (another script is told so), then the name's own rule. */
export const personName = (invalid: string) =>
  requiredText(50).refine(isPostalScript, stop(NAME_SCRIPT_MESSAGE)).refine(isPersonName, stop(invalid));

export const optionalPersonName = (invalid: string) =>
  text()
    .trim()
    .max(50, invalid)
    .refine(isPostalScript, stop(NAME_SCRIPT_MESSAGE))
    .refine((value) => value === '' || isPersonName(value), invalid)
    .optional();

const digits = (count: number, message: string) =>
  text()
    .trim()
    .min(1, stop(REQUIRED))
    .regex(new RegExp(`^\\d{${count}}$`), stop(message));

/** A line of a postal address (street, city): required text in Latin letters the mail can take. */
export const postalText = (max: number) =>
  requiredText(max).refine(isPostalScript, stop(POSTAL_SCRIPT_MESSAGE));

export const zipCode = (message: string) => digits(5, message);

export const SSN_MESSAGE = 'Invalid Social Security Number';

/** The mask of a number on file the server sends back ("•••••6789"): it stands for that number. */
const MASKED_SSN = /^•{5}\d{4}$/;

/**
 * Nine digits the SSA could have issued (ssn.ts), or the masked number the server sent back
 * ("•••••6789"), which keeps the one on file.
 */
export const ssn = () =>
  text()
    .trim()
    .min(1, stop(REQUIRED))
    .regex(/^(\d{9}|•{5}\d{4})$/, stop(SSN_MESSAGE))
    .refine((value) => MASKED_SSN.test(value) || isPossibleSsn(value), stop(SSN_MESSAGE));

export const phone = () => digits(10, 'Invalid phone number');

export const email = (message: string) =>
  text().trim().min(1, stop(REQUIRED)).max(254, message).email(message);

export const stateCode = () =>
  text()
    .trim()
    .min(1, stop(REQUIRED))
    .transform((value) => value.toUpperCase())
    .pipe(text().regex(/^[A-Z]{2}$/, 'Enter a 2 letter state'));

export const DATE_FORMAT_MESSAGE = 'Enter the date as mm/dd/yyyy';
export const FUTURE_DATE_MESSAGE = 'Date cannot be in the future';

/** A mm/dd/yyyy date that is a real day and not later than today. */
export const pastDate = (today: Today = systemToday) =>
  text()
    .trim()
    .min(1, stop(REQUIRED))
    .refine((value) => parseMdy(value) !== null, stop(DATE_FORMAT_MESSAGE))
    .refine((value) => {
      const date = parseMdy(value);
      return date === null || compareDates(date, today()) <= 0;
    }, stop(FUTURE_DATE_MESSAGE));

const ADULT_MESSAGE = 'You must be 18 years to proceed';

export const applicantBirthDate = (today: Today = systemToday) =>
  pastDate(today).refine((value) => {
    const date = parseMdy(value);
    return date === null || isAdultOn(date, today());
  }, ADULT_MESSAGE);

export const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: () => REQUIRED });
