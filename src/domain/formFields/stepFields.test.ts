import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contactFields } from './contactFields';
import { EMPLOYER_DETAIL_FIELDS, employerFields, HOLIDAY_MESSAGE, RETIRED_MESSAGE } from './employerFields';
import { INCH_MESSAGE, personalFields, WEIGHT_MESSAGE } from './personalFields';
import { type FieldSetting, formSchema, staticShape } from './stepFields';

const today = () => ({ year: 2026, month: 11, day: 23 });
const shown = (name: string, required = true, readOnly = false): FieldSetting => ({
  name,
  required,
  readOnly,
});
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));

describe('a field list turned into a check', () => {
  const personal = personalFields(today);
  const names = [shown('first_name'), shown('last_name'), shown('middle_name', false), shown('ssn')];

  it('asks for required fields and lets optional ones stay empty', () => {
    const schema = formSchema(personal, names);
    expect(messages(schema.safeParse({ first_name: '', middle_name: '' }))).toEqual({
      first_name: 'Field is required',
      last_name: 'Field is required',
      ssn: 'Field is required',
    });
    const ok = schema.safeParse({ first_name: 'Ana', last_name: 'Diaz', middle_name: '', ssn: '123456789' });
    expect(ok.success && ok.data).toEqual({ first_name: 'Ana', last_name: 'Diaz', ssn: '123456789' });
  });

  it('still checks an optional field that is filled in', () => {
    const schema = formSchema(personal, names);
    expect(
      messages(
        schema.safeParse({ first_name: 'Ana', last_name: 'Diaz', middle_name: 'J0', ssn: '123456789' }),
      ),
    ).toEqual({ middle_name: 'Please enter valid middle name' });
  });

  it('drops hidden fields, so they are never stored', () => {
    const schema = formSchema(personal, names);
    const parsed = schema.parse({ first_name: 'Ana', last_name: 'Diaz', ssn: '123456789', weight: '900' });
    expect(parsed).not.toHaveProperty('weight');
  });

  it('drops read-only fields: their value is the server’s', () => {
    const schema = formSchema(personal, [...names, shown('gender', true, true)]);
    const parsed = schema.parse({ first_name: 'Ana', last_name: 'Diaz', ssn: '123456789', gender: '9' });
    expect(parsed).not.toHaveProperty('gender');
  });

  it('checks weight and height with the spec’s words when they are shown', () => {
    const schema = formSchema(personal, [shown('weight'), shown('height_feet'), shown('height_inch')]);
    expect(messages(schema.safeParse({ weight: '0', height_feet: '0', height_inch: '12' }))).toEqual({
      weight: WEIGHT_MESSAGE,
      height_feet: 'Height cannot be zero',
      height_inch: INCH_MESSAGE,
    });
  });

  it('asks the other ethnic group in words for id 12, and the prior carrier when there was one', () => {
    const schema = formSchema(personal, [
      shown('ethnic_category', false),
      shown('ethnic_category_other_type', false),
      shown('prior_coverage_flag', false),
      shown('prior_carrier_name', false),
      shown('prior_effective_date', false),
      shown('prior_term_date', false),
    ]);
    expect(
      messages(
        schema.safeParse({
          ethnic_category: '12',
          prior_coverage_flag: '1',
          prior_effective_date: '01/01/2027',
          prior_term_date: '',
        }),
      ),
    ).toEqual({
      ethnic_category_other_type: 'Field is required',
      prior_carrier_name: 'Field is required',
      prior_effective_date: 'Date cannot be in the future',
    });
  });

  it('neither checks nor keeps what was typed into a field another answer hides', () => {
    const schema = formSchema(personal, [
      shown('ethnic_category', false),
      shown('ethnic_category_other_type', false),
      shown('prior_coverage_flag', false),
      shown('prior_carrier_name', false),
      shown('prior_effective_date', false),
      shown('prior_term_date', false),
    ]);
    // Prior Coverage Yes, a carrier and dates typed, then No: the carrier is not saved.
    const result = schema.safeParse({
      ethnic_category: '3',
      ethnic_category_other_type: 'Typed before choosing 3',
      prior_coverage_flag: '0',
      prior_carrier_name: 'Harborline Health',
      prior_effective_date: '01/01/2027',
      prior_term_date: 'not a date',
    });
    expect(result.success && result.data).toEqual({ ethnic_category: '3', prior_coverage_flag: '0' });
    // Shown again, the same answers are checked and kept.
    const again = schema.safeParse({
      ethnic_category: '3',
      prior_coverage_flag: '1',
      prior_carrier_name: 'Harborline Health',
      prior_effective_date: '01/01/2020',
    });
    expect(again.success && again.data).toEqual({
      ethnic_category: '3',
      prior_coverage_flag: '1',
      prior_carrier_name: 'Harborline Health',
      prior_effective_date: '01/01/2020',
    });
  });

  it('requires birth state and city only when both are flagged', () => {
    const contact = contactFields();
    const one = formSchema(contact, [shown('birth_state'), shown('birth_city', false)]);
    expect(one.safeParse({}).success).toBe(true);
    const both = formSchema(contact, [shown('birth_state'), shown('birth_city')]);
    expect(messages(both.safeParse({ birth_state: 'c' }))).toEqual({
      birth_state: 'Enter a 2 letter state',
      birth_city: 'Field is required',
    });
  });

  it('requires the employer’s four details only when all four are flagged, and refuses retired', () => {
    const employer = employerFields(today);
    const three = formSchema(
      employer,
      EMPLOYER_DETAIL_FIELDS.slice(0, 3).map((n) => shown(n)),
    );
    expect(three.safeParse({}).success).toBe(true);
    const four = formSchema(employer, [
      ...EMPLOYER_DETAIL_FIELDS.map((n) => shown(n)),
      shown('employment_status'),
      shown('holiday_policy'),
    ]);
    expect(
      messages(
        four.safeParse({ employment_status: 'R', holiday_policy: { Birthday: 0 }, emp_num_employed: 'x' }),
      ),
    ).toEqual({
      emp_industry: 'Field is required',
      emp_num_employed: 'Enter the number of employees',
      emp_vac_policy: 'Field is required',
      emp_barg_unit: 'Field is required',
      employment_status: RETIRED_MESSAGE,
      holiday_policy: HOLIDAY_MESSAGE,
    });
  });

  it('has a static shape that checks types and sizes but not completeness', () => {
    const shape = staticShape(personal);
    expect(shape.safeParse({}).success).toBe(true);
    expect(shape.safeParse({ first_name: 'x'.repeat(51) }).success).toBe(false);
    expect(shape.safeParse({ first_name: 5 }).success).toBe(false);
  });
});
