import { describe, expect, it } from 'vitest';
import type { BuiltInField } from './builtInField';
import { CONFIGURED_STEPS, type ConfiguredStep } from './stepFieldCatalog';
import { builtInOptions, neededFieldGaps, STEP_DEFAULTS, STEP_NEEDS } from './stepFieldDefaults';
import type { FieldSetting } from './stepFields';

const STEPS = Object.keys(CONFIGURED_STEPS) as ConfiguredStep[];
/** A step's built-in field by name. */
function builtIn(step: ConfiguredStep, name: string): BuiltInField {
  const field = CONFIGURED_STEPS[step]().fields[name];
  if (!field) throw new Error(`${step} has no field ${name}`);
  return field;
}
const settingsOf = (step: ConfiguredStep): FieldSetting[] =>
  STEP_DEFAULTS[step].map((rule) => ({
    name: rule.field,
    required: rule.required,
    readOnly: rule.readOnly ?? false,
  }));

describe('the built-in fields a step asks when the package leaves it out', () => {
  it.each(STEPS)('%s: names only its own fields, and has every field the server reads', (step) => {
    const fields = CONFIGURED_STEPS[step]().fields;
    for (const rule of STEP_DEFAULTS[step]) expect(fields, rule.field).toHaveProperty(rule.field);
    for (const need of STEP_NEEDS[step]) expect(fields, need.field).toHaveProperty(need.field);
    expect(neededFieldGaps(step, settingsOf(step))).toEqual([]);
  });

  it.each(STEPS)(
    '%s: asks no list field without choices of its own (a package may have no option list)',
    (step) => {
      const lists = STEP_DEFAULTS[step].filter((rule) =>
        ['select', 'flags'].includes(builtIn(step, rule.field).input.kind),
      );
      for (const rule of lists) expect(builtInOptions(builtIn(step, rule.field)), rule.field).not.toBeNull();
    },
  );
});

describe('neededFieldGaps', () => {
  const contact = settingsOf('contact');
  it('names a needed field hidden, left optional or locked', () => {
    const settings = contact
      .filter((s) => s.name !== 'email_address')
      .map((s) => (s.name === 'phone_number' ? { ...s, required: false } : s))
      .map((s) => (s.name === 'zip' ? { ...s, readOnly: true } : s));
    expect(neededFieldGaps('contact', settings).map(({ need, gap }) => [need.field, gap])).toEqual([
      ['email_address', 'hidden'],
      ['phone_number', 'optional'],
      ['zip', 'read_only'],
    ]);
  });

  it("lets the filter's gender and date of birth be read-only on Personal Information", () => {
    const settings = settingsOf('personal').map((s) => ({ ...s, required: false, readOnly: true }));
    expect(neededFieldGaps('personal', settings).map(({ need, gap }) => [need.field, gap])).toEqual([
      ['first_name', 'read_only'],
      ['last_name', 'read_only'],
    ]);
  });
});

describe('builtInOptions', () => {
  it("gives a list field its check's codes by its review names, its own list, or none", () => {
    expect(builtInOptions(builtIn('personal', 'gender'))).toEqual([
      { name: 'Male', value: '0' },
      { name: 'Female', value: '1' },
      { name: 'Others', value: '2' },
    ]);
    expect(builtInOptions(builtIn('dependent', 'gender'))).toEqual([
      { name: 'Male', value: '0' },
      { name: 'Female', value: '1' },
    ]);
    expect(builtInOptions(builtIn('billing', 'state'))?.[0]).toEqual({
      name: 'Alabama',
      value: 'AL',
    });
    expect(builtInOptions(builtIn('personal', 'ethnic_category'))).toBeNull();
    expect(builtInOptions(builtIn('personal', 'first_name'))).toBeNull();
  });
});
