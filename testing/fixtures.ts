/** Valid answers for every wizard step, shared by the API tests. */
export const PERSONAL = {
  first_name: 'Maria',
  middle_name: '',
  last_name: 'Lopez',
  marital_status: '1',
  ssn: '123456789',
};
export const CONTACT = {
  email_address: 'maria@example.com',
  phone_number: '3105550182',
  address1: '120 Palm Drive',
  address2: '',
  city: 'Beverly Hills',
  state: 'ca',
  zip: '90210',
};
export const EMPLOYER = {
  name: 'Palm Dental Group',
  phone: '3105550100',
  address1: '400 Wilshire Blvd',
  city: 'Beverly Hills',
  state: 'CA',
  zip: '90210',
  average_work_week: '40+',
  compensation_type: 'Salary',
  occupation: 'Hygienist',
  employment_start_date: '03/01/2019',
  employment_status: 'A',
};
export const BENEFICIARIES = {
  beneficiaries: [
    {
      first_name: 'Luis',
      last_name: 'Lopez',
      birthdate: '02/02/1984',
      ssn: '587654321',
      relationship: 'Spouse',
      beneficiary_percentage: '100',
    },
  ],
};
/** No to every question a cart with Keystone's term life (carrier 2) asks, in the saved shape. */
export const HEALTH = {
  condition_questions: [141, 142, 171, 172, 145, 146, 147].map((question_id) => ({
    question_id,
    yes_no_flag: '0' as const,
    conditions: [],
  })),
  medication_question: { question_id: 149, yes_no_flag: '0' as const, medications: [] },
  notes: '',
};
/** No to every question a Keystone term life cart (carrier 2) asks of each dependent, in the saved shape. */
const DEPENDENT_HEALTH = {
  condition_questions: [141, 142, 145, 146, 147].map((question_id) => ({
    question_id,
    yes_no_flag: '0' as const,
    conditions: [],
  })),
  medication_question: { question_id: 149, yes_no_flag: '0' as const, medications: [] },
  notes: '',
};
/** A dependent as document 3 sends it; height and weight are dropped where the cart does not ask them. */
const dependentOf = (primary: Record<string, string>) => ({
  primary_info: { ...primary, employed: '0' as const },
  health_info: DEPENDENT_HEALTH,
});
export const SPOUSE = dependentOf({
  first_name: 'Luis',
  last_name: 'Lopez',
  birthdate: '02/02/1984',
  gender: '0',
  ssn: '587654321',
  relationship: 'spouse',
  weight: '180',
  height_feet: '5',
  height_inch: '10',
});
export const CHILD = dependentOf({
  first_name: 'Ana',
  last_name: 'Lopez',
  birthdate: '06/01/2015',
  gender: '1',
  ssn: '555443333',
  relationship: 'child',
  weight: '70',
  height_feet: '4',
  height_inch: '2',
});
export const DEPENDENTS = { dependents: [SPOUSE] };
export const BANK = {
  payment_method: 'eft',
  account_name: 'Maria Lopez',
  routing_number: '011000015',
  account_number: '000123456789',
  // 011000015's name in the demo routing directory (catalog/demo-banks/FedACHdir.txt).
  bank_name: 'EXAMPLE CITY DEMO BANK (FICTIONAL)',
  account_type: 'checking',
  account_holder_type: 'individual',
  bill_date: '28',
  address1: '120 Palm Drive',
  city: 'Beverly Hills',
  state: 'CA',
  zip: '90210',
};
/** A real one-pixel PNG with something drawn: the server decodes a signature before it keeps it. */
export const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/**
 * An applicant's agreement: every text ticked (more ticks than any demo cart has texts), consent to
 * sign electronically, the signature. Names, codes and the date are the server's.
 */
export const AGREEMENT = {
  acknowledgements: [true, true, true, true, true, true],
  esign_consent: true,
  signature: SIGNATURE,
};
