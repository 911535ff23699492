import { HOLIDAY_POLICY_FLAGS } from '../../../contract/holidayPolicy';
import { US_STATES } from '../../../domain/usStates';
import type { WizardStep } from '../../../domain/wizardSteps';
import type { Database } from '../schema';

type FieldRow = Database['form_fields'];
type Scope = Partial<Pick<FieldRow, 'category' | 'carrier_id' | 'plan_id' | 'group_id' | 'eprocess'>>;

/** A field row: required (true), optional (false); read-only and an option list when given. */
function rows(
  step: WizardStep,
  fields: [
    name: string,
    required: boolean,
    extra?: { readOnly?: boolean; options?: string; message?: string },
  ][],
  scope: Scope = {},
): Omit<FieldRow, 'id'>[] {
  return fields.map(([name, required, extra], position) => ({
    step,
    field_name: name,
    position: position + (Object.keys(scope).length > 0 ? 100 : 0),
    required: required ? 1 : 0,
    read_only: extra?.readOnly ? 1 : 0,
    options_list: extra?.options ?? null,
    message: extra?.message ?? null,
    category: scope.category ?? null,
    carrier_id: scope.carrier_id ?? null,
    plan_id: scope.plan_id ?? null,
    group_id: scope.group_id ?? null,
    eprocess: scope.eprocess ?? null,
  }));
}

/** Carrier 2 (Keystone) writes life cover and asks where the applicant was born. */
const LIFE_CARRIER = 2;
/** A group whose payroll needs a second address line, and one that reports employer details. */
const ADDRESS2_GROUP = 3001;
const EMPLOYER_DETAIL_GROUP = 2556;

/**
 * The demo's form configuration: the fields every enrollment is asked, and rows that add or
 * require fields for some carts, carriers and groups, so the demo shows the difference.
 */
export function formFieldRows(): FieldRow[] {
  const all = [
    ...rows('personal', [
      ['first_name', true],
      ['middle_name', false],
      ['last_name', true],
      ['gender', true, { readOnly: true, options: 'gender' }],
      ['birthdate', true, { readOnly: true }],
      ['marital_status', true, { options: 'marital_status' }],
      ['ssn', true],
      ['ethnic_category', false, { options: 'ethnic_category' }],
      ['ethnic_category_other_type', false],
      ['prior_coverage_flag', false, { options: 'prior_coverage' }],
      ['prior_carrier_name', false],
      ['prior_effective_date', false],
      ['prior_term_date', false],
    ]),
    // Underwritten plans (medical and term life) ask height and weight.
    ...['medical', 'term_life'].flatMap((category) =>
      rows(
        'personal',
        [
          ['weight', true],
          ['height_feet', true],
          ['height_inch', true],
        ],
        { category },
      ),
    ),
    ...rows('contact', [
      ['email_address', true],
      ['phone_number', true],
      ['address1', true],
      ['address2', false],
      ['city', true],
      ['state', true, { options: 'states' }],
      ['zip', true],
      ['zip4', false],
      ['with_validation', false],
    ]),
    ...rows('contact', [['address2', true]], { group_id: ADDRESS2_GROUP }),
    ...rows(
      'contact',
      [
        ['birth_state', true, { options: 'states' }],
        ['birth_city', true],
      ],
      { carrier_id: LIFE_CARRIER },
    ),
    ...rows('employer', [
      ['name', true],
      ['phone', true],
      ['address1', true],
      ['address2', false],
      ['city', true],
      ['state', true, { options: 'states' }],
      ['zip', true],
      ['with_validation', false],
      ['average_work_week', true, { options: 'average_work_week' }],
      ['employment_start_date', true],
      ['occupation', true],
      ['compensation_type', true, { options: 'compensation_type' }],
      ['employment_status', true, { options: 'employment_status' }],
    ]),
    ...rows(
      'employer',
      [
        ['emp_industry', true],
        ['emp_num_employed', true, { message: 'Count yourself as 1' }],
        ['emp_vac_policy', true, { options: 'vacation_policy' }],
        ['emp_barg_unit', true, { options: 'bargaining_unit' }],
        ['holiday_policy', true, { options: 'holiday_policy' }],
      ],
      { group_id: EMPLOYER_DETAIL_GROUP },
    ),
    // The billing address of a card or bank draft; the payroll group needing a second line asks it here too.
    ...rows('billing', [
      ['address1', true],
      ['address2', false],
      ['city', true],
      ['state', true, { options: 'states' }],
      ['zip', true],
      ['is_physical_address', false],
    ]),
    ...rows('billing', [['address2', true]], { group_id: ADDRESS2_GROUP }),
    ...rows('beneficiary', [
      ['first_name', true],
      ['middle_name', false],
      ['last_name', true],
      ['birthdate', true],
      ['ssn', true],
      ['relationship', true, { options: 'beneficiary_relationship' }],
      ['beneficiary_percentage', true],
    ]),
    // One dependent's primary_info: only required rows are shown; the middle name is asked nowhere.
    ...rows('dependent', [
      ['first_name', true],
      ['middle_name', false],
      ['last_name', true],
      ['gender', true, { options: 'dependent_gender' }],
      ['birthdate', true],
      ['ssn', true],
      ['relationship', true, { options: 'dependent_relationship' }],
    ]),
    // Underwritten plans ask each dependent's height and weight too, as Personal Information does.
    ...['medical', 'term_life'].flatMap((category) =>
      rows(
        'dependent',
        [
          ['weight', true],
          ['height_feet', true],
          ['height_inch', true],
        ],
        { category },
      ),
    ),
  ];
  return all.map((row, index) => ({ id: index + 1, ...row }));
}

const list = (name: string, items: readonly (readonly [value: string, label: string])[]) =>
  items.map(([value, label], position) => ({ list: name, position, name: label, value }));

/** The option lists the fields name; the option calls and the field definitions read them. */
export function optionRows(): Database['option_items'][] {
  return [
    ...list('gender', [
      ['0', 'Male'],
      ['1', 'Female'],
      ['2', 'Others'],
    ]),
    ...list('marital_status', [
      ['0', 'Single'],
      ['1', 'Married'],
      ['2', 'Divorced'],
      ['3', 'Widowed'],
    ]),
    ...list('prior_coverage', [
      ['0', 'No prior health coverage'],
      ['1', 'I have had an insurance carrier'],
    ]),
    ...list('ethnic_category', [
      ['1', 'American Indian or Alaska Native'],
      ['2', 'Asian Indian'],
      ['3', 'Black or African American'],
      ['4', 'Chinese'],
      ['5', 'Filipino'],
      ['6', 'Hispanic or Latino'],
      ['7', 'Japanese'],
      ['8', 'Korean'],
      ['9', 'Native Hawaiian or Other Pacific Islander'],
      ['10', 'Vietnamese'],
      ['11', 'White'],
      ['12', 'Other'],
    ]),
    ...list('states', US_STATES),
    ...list('average_work_week', [
      ['LT20', 'Less than 20 hours'],
      ['20-29', '20 to 29 hours'],
      ['30-39', '30 to 39 hours'],
      ['40+', '40 hours or more'],
    ]),
    ...list('employment_status', [
      ['A', 'Active'],
      ['C', 'COBRA'],
      ['R', 'Retired'],
    ]),
    ...list('compensation_type', [
      ['MW', 'Minimum wage'],
      ['GMWL10', 'Above minimum wage and under $10/hr'],
      ['G10L20', 'Over $10/hr and under $20/hr'],
      ['G20', 'Over $20/hr'],
      ['Salary', 'Salary'],
    ]),
    ...list('vacation_policy', [
      ['NONE', 'No paid vacation'],
      ['1-2W', 'One to two weeks'],
      ['3-4W', 'Three to four weeks'],
      ['5W+', 'Five weeks or more'],
    ]),
    ...list('bargaining_unit', [
      ['Y', 'Yes, covered by a collective bargaining agreement'],
      ['N', 'No'],
    ]),
    ...list('holiday_policy', HOLIDAY_POLICY_FLAGS),
    ...list('dependent_gender', [
      ['0', 'Male'],
      ['1', 'Female'],
    ]),
    ...list('dependent_relationship', [
      ['spouse', 'Spouse'],
      ['child', 'Child'],
    ]),
    ...list('beneficiary_relationship', [
      ['Spouse', 'Spouse'],
      ['Child', 'Child'],
      ['Parent', 'Parent'],
      ['Sibling', 'Sibling'],
      ['Grandchild', 'Grandchild'],
      ['Domestic Partner', 'Domestic Partner'],
      ['Friend', 'Friend'],
      ['Estate', 'Estate'],
      ['Trust', 'Trust'],
      ['Other', 'Other'],
    ]),
  ];
}

/** Each rep's enroller codes (an agency's codes are its reps'). */
export function enrollerCodeRows(): Database['enroller_codes'][] {
  return [
    { code: 'JE1001', agent_id: 1, active: 1 },
    { code: 'JE1002', agent_id: 1, active: 0 },
    { code: 'PN2001', agent_id: 2, active: 1 },
    { code: 'MR3001', agent_id: 3, active: 1 },
    { code: 'EC4001', agent_id: 4, active: 1 },
  ];
}
