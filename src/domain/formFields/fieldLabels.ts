import type { ConfiguredStep } from './stepFieldCatalog';

const PERSON_NAMES = { first_name: 'First Name', middle_name: 'Middle Name', last_name: 'Last Name' };
const BODY = { weight: 'Weight (lbs)', height_feet: 'Height (feet)', height_inch: 'Height (inches)' };
const ADDRESS = {
  address1: 'Address Line 1',
  address2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zip: 'Zip',
};

/**
 * The words each configured step's fields carry: the form's label and the review's row for the
 * same field, so the applicant reads one name for one thing from the form to the signed PDF.
 */
export const FIELD_LABELS = {
  personal: {
    ...PERSON_NAMES,
    gender: 'Gender',
    birthdate: 'Date of Birth',
    ...BODY,
    marital_status: 'Marital Status',
    ssn: 'Social Security Number',
    ethnic_category: 'Ethnic Group',
    ethnic_category_other_type: 'Other Ethnic Group',
    prior_coverage_flag: 'Prior Coverage',
    prior_carrier_name: 'Prior Carrier Name',
    prior_effective_date: 'Prior Effective Date',
    prior_term_date: 'Prior Term Date',
  },
  contact: {
    email_address: 'Email',
    phone_number: 'Phone',
    ...ADDRESS,
    zip4: 'Zip+4',
    birth_state: 'Birth State',
    birth_city: 'Birth City',
    with_validation: 'Validate my address with USPS',
  },
  employer: {
    name: 'Employer Information',
    phone: 'Contact Number',
    address1: 'Street Address 1',
    address2: 'Street Address 2',
    city: 'City',
    zip: 'Zip',
    state: 'State',
    with_validation: 'Validate the address with USPS',
    average_work_week: 'Average Work Week',
    employment_start_date: 'Employment Start Date',
    occupation: 'Occupation',
    compensation_type: 'Compensation Type',
    employment_status: 'Employment Status',
    emp_industry: 'Employer Industry',
    emp_num_employed: 'Number of Employees',
    emp_vac_policy: 'Vacation Policy',
    emp_barg_unit: 'Bargaining Unit',
    holiday_policy: 'Holiday Policy',
  },
  billing: { ...ADDRESS, is_physical_address: 'Choose physical address' },
  beneficiary: {
    ...PERSON_NAMES,
    birthdate: 'Date of Birth',
    ssn: 'Social Security Number',
    relationship: 'Relationship',
    beneficiary_percentage: 'Beneficiary Percentage',
  },
  dependent: {
    ...PERSON_NAMES,
    birthdate: 'Date of Birth',
    gender: 'Gender',
    ssn: 'Social Security Number',
    relationship: 'Relationship',
    ...BODY,
  },
} as const satisfies Record<ConfiguredStep, Record<string, string>>;
