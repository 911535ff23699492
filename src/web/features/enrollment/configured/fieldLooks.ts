import { FIELD_LABELS as L } from '../../../../domain/formFields/fieldLabels';
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
  first_name: { label: L.personal.first_name, kind: 'text', autoComplete: 'given-name' },
  middle_name: { label: L.personal.middle_name, kind: 'text', autoComplete: 'additional-name' },
  last_name: { label: L.personal.last_name, kind: 'text', autoComplete: 'family-name' },
} satisfies Record<string, FieldLook>;

/** Inputs per step and field, in the order they are shown; the words are FIELD_LABELS', shared with the review. */
export const FIELD_LOOKS: Record<ConfiguredStep, Record<string, FieldLook>> = {
  personal: {
    ...PERSON,
    gender: { label: L.personal.gender, kind: 'select' },
    birthdate: { label: L.personal.birthdate, kind: 'date' },
    weight: numeric(L.personal.weight, 3),
    height_feet: numeric(L.personal.height_feet, 1),
    height_inch: numeric(L.personal.height_inch, 2),
    marital_status: { label: L.personal.marital_status, kind: 'select' },
    ssn: { label: L.personal.ssn, kind: 'ssn' },
    ethnic_category: { label: L.personal.ethnic_category, kind: 'select' },
    ethnic_category_other_type: {
      label: L.personal.ethnic_category_other_type,
      kind: 'text',
      showWhen: (values) => values.ethnic_category === OTHER_ETHNIC_GROUP,
    },
    prior_coverage_flag: { label: L.personal.prior_coverage_flag, kind: 'select' },
    prior_carrier_name: { label: L.personal.prior_carrier_name, kind: 'text', showWhen: hadPriorCoverage },
    prior_effective_date: {
      label: L.personal.prior_effective_date,
      kind: 'date',
      showWhen: hadPriorCoverage,
    },
    prior_term_date: { label: L.personal.prior_term_date, kind: 'date', showWhen: hadPriorCoverage },
  },
  contact: {
    email_address: { label: L.contact.email_address, kind: 'text', type: 'email', autoComplete: 'email' },
    phone_number: {
      label: L.contact.phone_number,
      kind: 'text',
      type: 'tel',
      inputMode: 'numeric',
      maxLength: 10,
      autoComplete: 'tel-national',
    },
    address1: { label: L.contact.address1, kind: 'text', autoComplete: 'address-line1' },
    address2: { label: L.contact.address2, kind: 'text', autoComplete: 'address-line2' },
    city: { label: L.contact.city, kind: 'text', autoComplete: 'address-level2' },
    zip: {
      label: L.contact.zip,
      kind: 'text',
      inputMode: 'numeric',
      maxLength: 5,
      autoComplete: 'postal-code',
    },
    zip4: numeric(L.contact.zip4, 4),
    state: {
      label: L.contact.state,
      kind: 'text',
      maxLength: 2,
      upper: true,
      autoComplete: 'address-level1',
    },
    birth_state: { label: L.contact.birth_state, kind: 'select' },
    birth_city: { label: L.contact.birth_city, kind: 'text' },
    with_validation: { label: L.contact.with_validation, kind: 'checkbox' },
  },
  employer: {
    name: {
      label: L.employer.name,
      kind: 'text',
      autoComplete: 'organization',
      hint: 'Employer name',
    },
    phone: { label: L.employer.phone, kind: 'text', type: 'tel', inputMode: 'numeric', maxLength: 10 },
    address1: { label: L.employer.address1, kind: 'text' },
    address2: { label: L.employer.address2, kind: 'text' },
    city: { label: L.employer.city, kind: 'text' },
    zip: { label: L.employer.zip, kind: 'text', inputMode: 'numeric', maxLength: 5 },
    state: { label: L.employer.state, kind: 'text', maxLength: 2, upper: true },
    with_validation: { label: L.employer.with_validation, kind: 'checkbox' },
    average_work_week: { label: L.employer.average_work_week, kind: 'select' },
    employment_start_date: { label: L.employer.employment_start_date, kind: 'date' },
    occupation: { label: L.employer.occupation, kind: 'text', autoComplete: 'organization-title' },
    compensation_type: { label: L.employer.compensation_type, kind: 'select' },
    employment_status: { label: L.employer.employment_status, kind: 'select' },
    emp_industry: { label: L.employer.emp_industry, kind: 'text' },
    emp_num_employed: numeric(L.employer.emp_num_employed, 7),
    emp_vac_policy: { label: L.employer.emp_vac_policy, kind: 'select' },
    emp_barg_unit: { label: L.employer.emp_barg_unit, kind: 'select' },
    holiday_policy: { label: L.employer.holiday_policy, kind: 'flags' },
  },
  billing: {
    address1: { label: L.billing.address1, kind: 'text', autoComplete: 'billing address-line1' },
    address2: { label: L.billing.address2, kind: 'text', autoComplete: 'billing address-line2' },
    city: { label: L.billing.city, kind: 'text', autoComplete: 'billing address-level2' },
    state: { label: L.billing.state, kind: 'select', autoComplete: 'billing address-level1' },
    zip: {
      label: L.billing.zip,
      kind: 'text',
      inputMode: 'numeric',
      maxLength: 5,
      autoComplete: 'billing postal-code',
    },
    is_physical_address: { label: L.billing.is_physical_address, kind: 'checkbox' },
  },
  beneficiary: {
    ...PERSON,
    birthdate: { label: L.beneficiary.birthdate, kind: 'date' },
    ssn: { label: L.beneficiary.ssn, kind: 'ssn' },
    relationship: { label: L.beneficiary.relationship, kind: 'select' },
    beneficiary_percentage: {
      ...numeric(L.beneficiary.beneficiary_percentage, 3),
      hint: 'All beneficiaries together must total 100',
    },
  },
  // One dependent's primary_info; the relationship is shown read-only, forced by the tier.
  dependent: {
    ...PERSON,
    // A dependent's names are not the shopper's own: no autofill.
    first_name: { label: L.dependent.first_name, kind: 'text', autoComplete: 'off' },
    last_name: { label: L.dependent.last_name, kind: 'text', autoComplete: 'off' },
    middle_name: { label: L.dependent.middle_name, kind: 'text', autoComplete: 'off' },
    birthdate: { label: L.dependent.birthdate, kind: 'date' },
    gender: { label: L.dependent.gender, kind: 'select' },
    ssn: { label: L.dependent.ssn, kind: 'ssn' },
    relationship: { label: L.dependent.relationship, kind: 'select' },
    weight: numeric(L.dependent.weight, 3),
    height_feet: numeric(L.dependent.height_feet, 1),
    height_inch: numeric(L.dependent.height_inch, 2),
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
