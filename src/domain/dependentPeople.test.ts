import { describe, expect, it } from 'vitest';
import {
  APPLICANT_SSN_MESSAGE,
  CHILD_AGE_MESSAGE,
  dependentAgeProblem,
  dependentIdentityProblem,
  dependentListIdentityProblems,
  SPOUSE_AGE_MESSAGE,
  samePersonMessage,
  ssnTakenMessage,
} from './dependentPeople';

const d = (year: number, month: number, day: number) => ({ year, month, day });
const today = d(2026, 11, 22);

describe('ages by relationship', () => {
  it('a spouse is 18 or more, by the applicant’s rule (365.25-day years)', () => {
    expect(dependentAgeProblem('spouse', d(2016, 5, 1), today)).toBe(SPOUSE_AGE_MESSAGE);
    // Born 2008-11-22: four leap days, so the 18th birthday is half a day short (age.test.ts).
    expect(dependentAgeProblem('spouse', d(2008, 11, 22), today)).toBe(SPOUSE_AGE_MESSAGE);
    expect(dependentAgeProblem('spouse', d(2008, 11, 21), today)).toBeNull();
    expect(dependentAgeProblem('spouse', d(1940, 1, 1), today)).toBeNull();
  });

  it('a child is under 26', () => {
    expect(dependentAgeProblem('child', d(1966, 3, 3), today)).toBe(CHILD_AGE_MESSAGE);
    expect(dependentAgeProblem('child', d(2000, 11, 20), today)).toBe(CHILD_AGE_MESSAGE);
    expect(dependentAgeProblem('child', d(2000, 11, 24), today)).toBeNull();
    expect(dependentAgeProblem('child', d(2026, 11, 1), today)).toBeNull();
  });

  it('leaves a birth date after today to the date’s own message, and other relationships alone', () => {
    expect(dependentAgeProblem('spouse', d(2027, 1, 1), today)).toBeNull();
    expect(dependentAgeProblem('cousin', d(2020, 1, 1), today)).toBeNull();
  });
});

const luis = { first_name: 'Luis', last_name: 'Lopez', birthdate: '02/02/1984', ssn: '587654321' };
const ana = { first_name: 'Ana', last_name: 'Lopez', birthdate: '06/01/2015', ssn: '555443333' };

describe('who a listed dependent may be', () => {
  it('not the applicant: the applicant’s own SSN is refused at the SSN', () => {
    expect(dependentIdentityProblem({ ...ana, ssn: '123456789' }, [], '123456789')).toEqual({
      field: 'ssn',
      message: APPLICANT_SSN_MESSAGE,
    });
    expect(dependentIdentityProblem(ana, [], '123456789')).toBeNull();
    expect(dependentIdentityProblem(ana, [], null)).toBeNull();
  });

  it('not another dependent: the same SSN, or the same names and birth date (any case, extra spaces)', () => {
    const others = [
      { number: 1, person: luis },
      { number: 2, person: ana },
    ];
    expect(dependentIdentityProblem({ ...luis, first_name: 'Luke' }, others, null)).toEqual({
      field: 'ssn',
      message: ssnTakenMessage(1),
    });
    expect(
      dependentIdentityProblem(
        { ...ana, first_name: ' ANA ', last_name: 'lopez', ssn: '555442222' },
        others,
        null,
      ),
    ).toEqual({ field: 'first_name', message: samePersonMessage(2) });
    expect(
      dependentIdentityProblem({ ...ana, birthdate: '06/02/2015', ssn: '555442222' }, others, null),
    ).toBeNull();
  });

  it('compares only typed numbers and whole names: masks and missing parts match nothing', () => {
    const masked = { ...luis, ssn: '•••••4321' };
    expect(dependentIdentityProblem(masked, [{ number: 1, person: masked }], '•••••4321')).toEqual({
      field: 'first_name',
      message: samePersonMessage(1),
    });
    const noDate = { first_name: 'Ana', last_name: 'Lopez' };
    expect(dependentIdentityProblem(noDate, [{ number: 1, person: noDate }], null)).toBeNull();
  });

  it('over a list, the later of two entries for one person is named, with the earlier one’s number', () => {
    const list = [luis, ana, { ...ana }, { ...luis, first_name: 'Leo', ssn: '123456789' }];
    expect(dependentListIdentityProblems(list, '123456789')).toEqual([
      { index: 2, field: 'ssn', message: ssnTakenMessage(2) },
      { index: 3, field: 'ssn', message: APPLICANT_SSN_MESSAGE },
    ]);
    expect(dependentListIdentityProblems([luis, ana], '123456789')).toEqual([]);
  });
});
