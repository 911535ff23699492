import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CHILD_AGE_MESSAGE, SPOUSE_AGE_MESSAGE } from '../dependentPeople';
import {
  ADD_BENEFICIARIES_MESSAGE,
  beneficiaryFields,
  beneficiaryListProblem,
  beneficiaryTotal,
  MAX_BENEFICIARIES_MESSAGE,
  PERCENT_MESSAGE,
} from './beneficiaryFields';
import { contactFields } from './contactFields';
import { dependentFields } from './dependentFields';
import { employerFields } from './employerFields';
import { personalFields } from './personalFields';
import { type FieldSetting, formSchema, type StepFields, staticShape } from './stepFields';

const today = () => ({ year: 2026, month: 11, day: 23 });
/** Every field of a step shown and required: each rule's own message. */
const allRequired = (step: StepFields): FieldSetting[] =>
  Object.keys(step.fields).map((name) => ({ name, required: true, readOnly: false }));
const messages = (step: StepFields, values: Record<string, unknown>) => {
  const result = (formSchema(step, allRequired(step)) as z.ZodType).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the spec’s messages, field by field', () => {
  it('Personal Information', () => {
    const m = messages(personalFields(today), {
      first_name: 'J0hn',
      last_name: '',
      ssn: '12345678',
      marital_status: '7',
      weight: '1000',
      height_feet: '10',
      height_inch: 'x',
    });
    expect(m).toMatchObject({
      first_name: 'Please enter valid first name',
      last_name: 'Field is required',
      ssn: 'Invalid Social Security Number',
      marital_status: 'Field is required',
      weight: 'Weight cannot be zero or less',
      height_feet: 'Height cannot be zero',
      height_inch: 'Inch is invalid',
    });
  });

  it('Contact Information', () => {
    const m = messages(contactFields(), {
      email_address: 'maria@',
      phone_number: '31055501',
      zip: '9021',
      state: 'California',
      address1: ' ',
    });
    expect(m).toMatchObject({
      email_address: 'Email is not in correct format',
      phone_number: 'Invalid phone number',
      zip: 'Enter 5 digit zip code.',
      state: 'Enter a 2 letter state',
      address1: 'Field is required',
      city: 'Field is required',
    });
    // The state is upper-cased as typed.
    const ok = (
      formSchema(contactFields(), [{ name: 'state', required: true, readOnly: false }]) as z.ZodType
    ).parse({
      state: 'ny',
    });
    expect(ok).toEqual({ state: 'NY' });
  });

  it('Employer Information', () => {
    const m = messages(employerFields(today), {
      name: '#Acme',
      phone: '12',
      zip: '123456',
      employment_start_date: '12/01/2026',
      employment_status: 'R',
      holiday_policy: {},
    });
    expect(m).toMatchObject({
      name: 'Invalid employer information',
      phone: 'Invalid phone number',
      zip: 'Enter 5 digit zip code',
      employment_start_date: 'Date cannot be in the future',
      employment_status: 'You cannot proceed with retired employer',
      holiday_policy: 'Select at least one holiday policy',
    });
  });

  it('a beneficiary, and the list: totals, at least one, at most three', () => {
    const m = messages(beneficiaryFields(today), {
      first_name: 'Ana',
      last_name: 'L1',
      birthdate: '01/01/2030',
      ssn: 'abc',
      beneficiary_percentage: '0',
    });
    expect(m).toMatchObject({
      last_name: 'Please enter valid last name',
      birthdate: 'Date cannot be in the future',
      ssn: 'Invalid Social Security Number',
      relationship: 'Field is required',
      beneficiary_percentage: PERCENT_MESSAGE,
    });
    expect(messages(beneficiaryFields(today), { beneficiary_percentage: '101' }).beneficiary_percentage).toBe(
      PERCENT_MESSAGE,
    );
    const p = (n: number) => ({ beneficiary_percentage: String(n) });
    expect(beneficiaryTotal([p(50), p(30), p(20)])).toBe(100);
    expect(beneficiaryListProblem([p(50), p(30), p(20)])).toBeNull();
    expect(beneficiaryListProblem([])).toBe(ADD_BENEFICIARIES_MESSAGE);
    expect(beneficiaryListProblem([p(25), p(25), p(25), p(25)])).toBe(MAX_BENEFICIARIES_MESSAGE);
    expect(beneficiaryListProblem([p(60), p(50)])).toBe(
      'Your total Beneficiary Percentage is 110 and it Should not be more than 100%',
    );
    expect(beneficiaryListProblem([p(60)])).toBe(
      'Your total Beneficiary Percentage is 60 and it Should not be less than 100%',
    );
  });

  it('every SSN the store takes is one the SSA could have issued: applicant, dependent, beneficiary', () => {
    for (const step of [personalFields(today), dependentFields(today), beneficiaryFields(today)]) {
      for (const ssn of ['000000000', '666123456', '987654321', '123001234', '123450000', '111111111'])
        expect(messages(step, { ssn }).ssn, ssn).toBe('Invalid Social Security Number');
      expect(messages(step, { ssn: '587654321' }).ssn).toBeUndefined();
      // The mask the server sends back stands for the number on file.
      expect(messages(step, { ssn: '•••••4321' }).ssn).toBeUndefined();
      // The save's first check (and a draft's): nine impossible digits are refused; a half-typed one is a draft's.
      const wire = staticShape(step);
      expect(wire.safeParse({ ssn: '000000000' }).success).toBe(false);
      expect(wire.safeParse({ ssn: '12345' }).success).toBe(true);
      expect(wire.safeParse({ ssn: '•••••4321' }).success).toBe(true);
    }
  });

  it('a dependent: a spouse of 18 or more and a child under 26, at the date of birth', () => {
    const dependent = dependentFields(today);
    const born = (relationship: string, birthdate: string) =>
      messages(dependent, { first_name: 'Ana', last_name: 'Lopez', relationship, birthdate }).birthdate;
    expect(born('spouse', '05/01/2016')).toBe(SPOUSE_AGE_MESSAGE);
    expect(born('spouse', '02/02/1984')).toBeUndefined();
    expect(born('child', '03/03/1966')).toBe(CHILD_AGE_MESSAGE);
    expect(born('child', '06/01/2015')).toBeUndefined();
    // One message per field: a future date says only that.
    expect(born('spouse', '01/01/2030')).toBe('Date cannot be in the future');
    // A field left empty (a draft) asks no age.
    const draft = formSchema(dependent, [
      { name: 'birthdate', required: false, readOnly: false },
      { name: 'relationship', required: false, readOnly: false },
    ]) as z.ZodType;
    expect(draft.safeParse({ relationship: 'spouse' }).success).toBe(true);
    expect(draft.safeParse({ relationship: 'spouse', birthdate: '05/01/2016' }).success).toBe(false);
  });
});
