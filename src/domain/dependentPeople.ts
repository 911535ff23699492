import { ageOn, isAdultOn, MINIMUM_APPLICANT_AGE } from './age';
import { type CalendarDate, compareDates } from './dates';

/**
 * Who a dependent can be (issue 26): a spouse is an adult, a child is under the age limit, and a
 * listed person is someone else than the applicant and than every other listed dependent. The
 * dependent's form and the server apply these same rules.
 */

/** A spouse must be an adult, by the same rule as the applicant (18, in 365.25-day years). */
const SPOUSE_MIN_AGE = MINIMUM_APPLICANT_AGE;
/** A child is covered until the 26th birthday, the usual limit of dependent child coverage in the US. */
const CHILD_AGE_LIMIT = 26;

export const SPOUSE_AGE_MESSAGE = `A spouse must be at least ${SPOUSE_MIN_AGE} years old`;
export const CHILD_AGE_MESSAGE = `A child must be under ${CHILD_AGE_LIMIT} years old`;
export const APPLICANT_SSN_MESSAGE = "This is the applicant's own Social Security Number";

/** The message for an SSN already given for the dependent numbered `number` ('Dependent #N'). */
export const ssnTakenMessage = (number: number) =>
  `This Social Security Number is already given for Dependent #${number}`;
/** The message for a person (first and last name and birth date) already listed as 'Dependent #N'. */
export const samePersonMessage = (number: number) => `This person is already listed as Dependent #${number}`;

/**
 * Why a dependent of this relationship cannot be born on that day, or null: a spouse under 18, a
 * child of 26 or more. A birth date after today is the date field's own message, not this one.
 */
export function dependentAgeProblem(
  relationship: string,
  birth: CalendarDate,
  today: CalendarDate,
): string | null {
  if (compareDates(birth, today) > 0) return null;
  if (relationship === 'spouse' && !isAdultOn(birth, today)) return SPOUSE_AGE_MESSAGE;
  if (relationship === 'child' && ageOn(birth, today) >= CHILD_AGE_LIMIT) return CHILD_AGE_MESSAGE;
  return null;
}

/** What the identity rules read of a dependent: any of it may be missing (a draft) or masked. */
export interface DependentPerson {
  first_name?: unknown;
  last_name?: unknown;
  birthdate?: unknown;
  ssn?: unknown;
}

/** Another listed dependent and its number on screen ('Dependent #N'). */
export interface NumberedPerson {
  number: number;
  person: DependentPerson;
}

/** A broken identity rule: the field it is shown at and its message. */
export interface IdentityProblem {
  field: 'ssn' | 'first_name';
  message: string;
}

/** A typed SSN (nine digits); a mask of a number on file, or nothing, compares with nothing. */
function plainSsn(value: unknown): string | null {
  return typeof value === 'string' && /^\d{9}$/.test(value.trim()) ? value.trim() : null;
}

/** Name and birth date, compared without case or extra spaces; null unless all three are given. */
function personKey(person: DependentPerson): string | null {
  const parts = [person.first_name, person.last_name, person.birthdate].map((part) =>
    typeof part === 'string' ? part.trim().toLowerCase().replace(/\s+/g, ' ') : '',
  );
  return parts.every((part) => part !== '') ? parts.join('|') : null;
}

/**
 * Whether `person` may be listed beside `others`: not with the applicant's own SSN, not with an
 * SSN already given for another dependent, not the same first and last name and birth date as
 * another dependent. `applicantSsn` is the applicant's plain number (null where it is not known,
 * as in the browser, which sees it masked).
 */
export function dependentIdentityProblem(
  person: DependentPerson,
  others: readonly NumberedPerson[],
  applicantSsn: string | null,
): IdentityProblem | null {
  const ssn = plainSsn(person.ssn);
  if (ssn !== null && ssn === plainSsn(applicantSsn)) return { field: 'ssn', message: APPLICANT_SSN_MESSAGE };
  const sameSsn = ssn === null ? undefined : others.find((other) => plainSsn(other.person.ssn) === ssn);
  if (sameSsn) return { field: 'ssn', message: ssnTakenMessage(sameSsn.number) };
  const key = personKey(person);
  const samePerson = key === null ? undefined : others.find((other) => personKey(other.person) === key);
  if (samePerson) return { field: 'first_name', message: samePersonMessage(samePerson.number) };
  return null;
}

/**
 * The identity rules over a whole list, in order: each dependent against the applicant and against
 * those listed before it, so of two entries for one person the second is the one named.
 */
export function dependentListIdentityProblems(
  list: readonly DependentPerson[],
  applicantSsn: string | null,
): (IdentityProblem & { index: number })[] {
  return list.flatMap((person, index) => {
    const before = list.slice(0, index).map((other, at) => ({ number: at + 1, person: other }));
    const problem = dependentIdentityProblem(person, before, applicantSsn);
    return problem ? [{ ...problem, index }] : [];
  });
}
