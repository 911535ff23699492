import { OTHER_ETHNIC_GROUP, PRIOR_COVERAGE } from '../../../../domain/formFields/personalFields';
import type { ConfiguredStep } from '../../../../domain/formFields/stepFieldCatalog';

/** How a configured field looks on screen; which fields show is the server's choice. */
export interface FieldLook {
  label: string;
  kind: 'text' | 'select' | 'date' | 'ssn' | 'checkbox' | 'flags';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  type?: 'email' | 'tel' | 'text';
  maxLength?: number;
  hint?: string;
  /** Upper-cased as typed (state codes). */
  upper?: boolean;
  /** Shown only while the other answers call for it. */
  showWhen?: (values: Record<string, unknown>) => boolean;
}

const numeric = (label: string, maxLength: number, hint?: string): FieldLook => ({
  label,
  kind: 'text',
  inputMode: 'numeric',
  maxLength,
  ...(hint ? { hint } : {}),
});
const hadPriorCoverage = (values: Record<string, unknown>) =>
  values.prior_coverage_flag === PRIOR_COVERAGE.had;

const PERSON = {
  first_name: { label: 'First Name', kind: 'text', autoComplete: 'given-name' },
  middle_name: { label: 'Middle Name', kind: 'text', autoComplete: 'additional-name' },
  last_name: { label: 'Last Name', kind: 'text', autoComplete: 'family-name' },
} satisfies Record<string, FieldLook>;

/** Labels and inputs per step and field, in the order they are shown. */
export const FIELD_LOOKS: Record<ConfiguredStep, Record<string, FieldLook>> = {
  personal: {
    ...PERSON,
    gender: { label: 'Gender', kind: 'select' },
    birthdate: { label: 'Date of Birth', kind: 'date' },
    weight: numeric('Weight (lbs)', 3),
    height_feet: numeric('Height (feet)', 1),
    height_inch: numeric('Height (inches)', 2),
    marital_status: { label: 'Marital Status', kind: 'select' },
    ssn: { label: 'Social Security Number', kind: 'ssn' },
    ethnic_category: { label: 'Ethnic Group', kind: 'select' },
    ethnic_category_other_type: {
      label: 'Other Ethnic Group',
      kind: 'text',
      showWhen: (values) => values.ethnic_category === OTHER_ETHNIC_GROUP,
    },
    prior_coverage_flag: { label: 'Prior Coverage', kind: 'select' },
    prior_carrier_name: { label: 'Prior Carrier Name', kind: 'text', showWhen: hadPriorCoverage },
    prior_effective_date: { label: 'Prior Effective Date', kind: 'date', showWhen: hadPriorCoverage },
    prior_term_date: { label: 'Prior Term Date', kind: 'date', showWhen: hadPriorCoverage },
  },
  contact: {
    email_address: { label: 'Email', kind: 'text', type: 'email', autoComplete: 'email' },
    phone_number: {
      label: 'Phone',
      kind: 'text',
      type: 'tel',
      inputMode: 'numeric',
      maxLength: 10,
      autoComplete: 'tel-national',
    },
    address1: { label: 'Address Line 1', kind: 'text', autoComplete: 'address-line1' },
    address2: { label: 'Address Line 2', kind: 'text', autoComplete: 'address-line2' },
    city: { label: 'City', kind: 'text', autoComplete: 'address-level2' },
    zip: { label: 'Zip', kind: 'text', inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' },
    zip4: numeric('Zip+4', 4),
    state: { label: 'State', kind: 'text', maxLength: 2, upper: true, autoComplete: 'address-level1' },
    birth_state: { label: 'Birth State', kind: 'select' },
    birth_city: { label: 'Birth City', kind: 'text' },
    with_validation: { label: 'Validate my address with USPS', kind: 'checkbox' },
  },
  employer: {
    name: {
      label: 'Employer Information',
      kind: 'text',
      autoComplete: 'organization',
      hint: 'Employer name',
    },
    phone: { label: 'Contact Number', kind: 'text', type: 'tel', inputMode: 'numeric', maxLength: 10 },
    address1: { label: 'Street Address 1', kind: 'text' },
    address2: { label: 'Street Address 2', kind: 'text' },
    city: { label: 'City', kind: 'text' },
    zip: { label: 'Zip', kind: 'text', inputMode: 'numeric', maxLength: 5 },
    state: { label: 'State', kind: 'text', maxLength: 2, upper: true },
    with_validation: { label: 'Validate the address with USPS', kind: 'checkbox' },
    average_work_week: { label: 'Average Work Week', kind: 'select' },
    employment_start_date: { label: 'Employment Start Date', kind: 'date' },
    occupation: { label: 'Occupation', kind: 'text', autoComplete: 'organization-title' },
    compensation_type: { label: 'Compensation Type', kind: 'select' },
    employment_status: { label: 'Employment Status', kind: 'select' },
    emp_industry: { label: 'Employer Industry', kind: 'text' },
    emp_num_employed: numeric('Number of Employees', 7),
    emp_vac_policy: { label: 'Vacation Policy', kind: 'select' },
    emp_barg_unit: { label: 'Bargaining Unit', kind: 'select' },
    holiday_policy: { label: 'Holiday Policy', kind: 'flags' },
  },
  billing: {
    address1: { label: 'Address Line 1', kind: 'text', autoComplete: 'billing address-line1' },
    address2: { label: 'Address Line 2', kind: 'text', autoComplete: 'billing address-line2' },
    city: { label: 'City', kind: 'text', autoComplete: 'billing address-level2' },
    state: { label: 'State', kind: 'select', autoComplete: 'billing address-level1' },
    zip: {
      label: 'Zip',
      kind: 'text',
      inputMode: 'numeric',
      maxLength: 5,
      autoComplete: 'billing postal-code',
    },
    is_physical_address: { label: 'Choose physical address', kind: 'checkbox' },
  },
  beneficiary: {
    ...PERSON,
    birthdate: { label: 'Date of Birth', kind: 'date' },
    ssn: { label: 'Social Security Number', kind: 'ssn' },
    relationship: { label: 'Relationship', kind: 'select' },
    beneficiary_percentage: {
      ...numeric('Beneficiary Percentage', 3),
      hint: 'All beneficiaries together must total 100',
    },
  },
  // One dependent's primary_info; the relationship is shown read-only, forced by the tier.
  dependent: {
    ...PERSON,
    // A dependent's names are not the shopper's own: no autofill.
    first_name: { label: 'First Name', kind: 'text', autoComplete: 'off' },
    last_name: { label: 'Last Name', kind: 'text', autoComplete: 'off' },
    middle_name: { label: 'Middle Name', kind: 'text', autoComplete: 'off' },
    birthdate: { label: 'Date of Birth', kind: 'date' },
    gender: { label: 'Gender', kind: 'select' },
    ssn: { label: 'Social Security Number', kind: 'ssn' },
    relationship: { label: 'Relationship', kind: 'select' },
    weight: numeric('Weight (lbs)', 3),
    height_feet: numeric('Height (feet)', 1),
    height_inch: numeric('Height (inches)', 2),
  },
};

/** A field the web has no look for still shows, as text with its name for a label. */
export function lookOf(step: ConfiguredStep, name: string): FieldLook {
  return (
    FIELD_LOOKS[step][name] ?? {
      label: name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
      kind: 'text',
    }
  );
}
