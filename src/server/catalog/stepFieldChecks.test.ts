import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PACKAGE } from '../seed/seedCatalog';
import { checkPackageDir } from './checkedPackage';
import { ProblemList, problemText } from './packageProblem';
import type { CatalogRecords } from './packageSchema';
import { checkStepFields } from './stepFieldChecks';

type Rule = CatalogRecords['fields'][number];

let example: CatalogRecords;
beforeAll(async () => {
  const check = await checkPackageDir(path.resolve(DEMO_PACKAGE, '../example'));
  if (!check.ok) throw new Error(check.problems.problems.map(problemText).join('\n'));
  example = check.checked.records;
});

let next = 1;
const rule = (step: string, field: string, more: Partial<Rule> = {}): Rule => ({
  id: next++,
  step,
  field,
  position: next,
  required: true,
  read_only: false,
  options_list: null,
  message: null,
  scope: {},
  ...more,
});

/** validate's lines for the example package with these field rules (and custom fields). */
function problemsWith(fields: Rule[], customFields = example.customFields): string[] {
  const problems = new ProblemList();
  checkStepFields({ ...example, fields, customFields }, problems);
  return problems.problems.map(problemText);
}

const CONTACT_DEFAULTS =
  'email_address, phone_number, address1, address2, city, state, zip, zip4, with_validation';
const ADDRESS = ['address1', 'city', 'state', 'zip'];

describe('validate: a step the package lists has what the server reads', () => {
  it('passes a package without forms/fields.json (every step keeps its built-in fields)', () => {
    expect(problemsWith([])).toEqual([]);
  });

  it('names the step and each field a step leaves out, with the two ways to fix it', () => {
    next = 1;
    expect(problemsWith(ADDRESS.map((field) => rule('contact', field)))).toEqual([
      `forms/fields.json step contact field email_address: is not asked of every enrollment, and the contact step needs it (the e-mail check and the receipt): give it a rule with an empty scope and "required": true, or leave the contact step out of forms/fields.json to use its built-in fields (${CONTACT_DEFAULTS})`,
      `forms/fields.json step contact field phone_number: is not asked of every enrollment, and the contact step needs it (the phone check): give it a rule with an empty scope and "required": true, or leave the contact step out of forms/fields.json to use its built-in fields (${CONTACT_DEFAULTS})`,
    ]);
  });

  it('counts a field asked of some enrollments only (a scoped rule) as left out', () => {
    next = 1;
    const fields = [
      rule('contact', 'email_address', { scope: { carrier: 71 } }),
      rule('contact', 'phone_number'),
      ...ADDRESS.map((field) => rule('contact', field)),
    ];
    expect(problemsWith(fields)).toEqual([
      `forms/fields.json step contact field email_address: is not asked of every enrollment, and the contact step needs it (the e-mail check and the receipt): give it a rule with an empty scope and "required": true, or leave the contact step out of forms/fields.json to use its built-in fields (${CONTACT_DEFAULTS})`,
    ]);
  });

  it('refuses a needed field left optional, naming the rule to change', () => {
    next = 1;
    const fields = [
      rule('contact', 'email_address', { required: false }),
      rule('contact', 'phone_number'),
      ...ADDRESS.map((field) => rule('contact', field)),
    ];
    expect(problemsWith(fields)).toEqual([
      'forms/fields.json step contact field email_address: is optional, and the contact step needs it (the e-mail check and the receipt): set "required": true on rule 1',
    ]);
  });

  it("refuses a needed field locked (read-only) unless the server fills it (the filter's gender and date of birth)", () => {
    next = 1;
    const fields = [
      rule('personal', 'first_name', { read_only: true, scope: { process: 'rep' } }),
      rule('personal', 'first_name'),
      rule('personal', 'last_name'),
      rule('personal', 'gender', { read_only: true, required: false }),
      rule('personal', 'birthdate', { read_only: true }),
    ];
    expect(problemsWith(fields)).toEqual([
      'forms/fields.json step personal field first_name: rule 1 makes it read-only, and the personal step needs it (the application, the receipt and the carriers’ 834 name the person by it): the shopper could not give it; set "read_only": false',
    ]);
  });

  it('refuses a step that asks some enrollment nothing, unless a custom question of the step is asked of all', () => {
    next = 1;
    const scoped = [rule('employer', 'occupation', { scope: { group: 3 } })];
    expect(problemsWith(scoped, [])).toEqual([
      'forms/fields.json step employer: asks nothing of an enrollment its scoped rules do not match: give a field a rule with an empty scope, or leave the employer step out of forms/fields.json to use its built-in fields (name, phone, address1, address2, city, state, zip, employment_start_date, occupation)',
    ]);
    const asked = {
      ...example.customFields[0],
      step: 'employer',
      scope: {},
    } as CatalogRecords['customFields'][number];
    expect(problemsWith(scoped, [asked])).toEqual([]);
  });

  it('counts an optional dependent field as asking nothing (a dependent sees only required fields)', () => {
    next = 1;
    const fields = [
      rule('dependent', 'relationship'),
      rule('dependent', 'first_name'),
      rule('dependent', 'last_name'),
      rule('dependent', 'birthdate', { required: false }),
    ];
    expect(problemsWith(fields)).toEqual([
      'forms/fields.json step dependent field birthdate: is optional, and the dependent step needs it (the dependent age rules and the carriers’ 834): set "required": true on rule 4',
    ]);
  });

  it('asks a list field without built-in choices for its option list, and not one with them', () => {
    next = 1;
    const personal = ['first_name', 'last_name', 'gender', 'birthdate'].map((field) =>
      rule('personal', field),
    );
    expect(
      problemsWith([...personal, rule('personal', 'ethnic_category'), rule('personal', 'marital_status')]),
    ).toEqual([
      'forms/fields.json rule 5 field options_list: ethnic_category on the personal step is chosen from a list and has no built-in choices: name a list of forms/options.json',
    ]);
  });

  it('says nothing of a step while a rule names an unknown field: that problem is the one to fix', () => {
    next = 1;
    expect(
      problemsWith([rule('contact', 'emial_address'), ...ADDRESS.map((f) => rule('contact', f))]),
    ).toEqual([]);
  });
});
