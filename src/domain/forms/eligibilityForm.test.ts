import { describe, expect, it } from 'vitest';
import { eligibilityForm } from './eligibilityForm';

const today = () => ({ year: 2026, month: 11, day: 22 });
const schema = eligibilityForm(today);
const messages = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('eligibility form', () => {
  it('accepts a complete adult filter', () => {
    expect(schema.parse({ zip: '90210', gender: '1', tier: 'IC3', dob: '04/12/1985' })).toEqual({
      zip: '90210',
      gender: '1',
      tier: 'IC',
      dob: '04/12/1985',
    });
  });

  it('says Field is required for every empty field', () => {
    expect(messages({ zip: '', dob: '' })).toEqual({
      zip: 'Field is required',
      gender: 'Field is required',
      tier: 'Field is required',
      dob: 'Field is required',
    });
  });

  it('uses the landing words for a bad zip, a minor and a future date', () => {
    expect(messages({ zip: '9021', gender: '0', tier: 'IO', dob: '01/01/2000' }).zip).toBe(
      'Invalid Zip code',
    );
    expect(messages({ zip: '90210', gender: '0', tier: 'IO', dob: '11/23/2008' }).dob).toBe(
      'You must be 18 years to proceed',
    );
    expect(messages({ zip: '90210', gender: '0', tier: 'IO', dob: '01/01/2027' }).dob).toBe(
      'Date cannot be in the future',
    );
    expect(messages({ zip: '90210', gender: '0', tier: 'IO', dob: '02/30/1990' }).dob).toBe(
      'Enter the date as mm/dd/yyyy',
    );
  });
});
