import { MARITAL_LABELS, PERSON_GENDER_LABELS } from '../formFields/personalFields';
import { PAYMENT_TYPE_LABELS } from '../paymentMethods';

/**
 * The product's own names for the codes the spec defines (document 3, section 3). An option list
 * from the form configuration, when known, names a code first; these are what is shown otherwise.
 */
export const GENDER_NAMES: Readonly<Record<string, string>> = PERSON_GENDER_LABELS;
export const MARITAL_STATUS_NAMES: Readonly<Record<string, string>> = MARITAL_LABELS;

export const COMPENSATION_TYPE_NAMES: Readonly<Record<string, string>> = {
  G10L20: 'Over $10/hr and under $20/hr',
  MW: 'Minimum wage',
  GMWL10: 'Above minimum wage and under $10/hr',
  G20: 'Over $20/hr',
  Salary: 'Salary',
};

export const EMPLOYMENT_STATUS_NAMES: Readonly<Record<string, string>> = {
  A: 'Active',
  C: 'COBRA',
  R: 'Retired',
};

/** The holiday policy flags (Presendents_Day spelled as stored). */
export const HOLIDAY_POLICY_NAMES: Readonly<Record<string, string>> = {
  Standard_6: 'Standard 6 holidays',
  Presendents_Day: "Presidents' Day",
  Columbus_Day: 'Columbus Day',
  Religious_Days: 'Religious days',
  Birthday: 'Birthday',
  Floating_Day: 'Floating day',
};

/** A dependent's relationship as stored (spouse or child). */
export const RELATIONSHIP_NAMES: Readonly<Record<string, string>> = {
  spouse: 'Spouse',
  child: 'Child',
};

export const PAYMENT_TYPE_NAMES: Readonly<Record<string, string>> = PAYMENT_TYPE_LABELS;

export const ACCOUNT_TYPE_NAMES: Readonly<Record<string, string>> = {
  checking: 'Checking',
  savings: 'Savings',
};

export const ACCOUNT_HOLDER_TYPE_NAMES: Readonly<Record<string, string>> = {
  individual: 'Individual',
  company: 'Company',
};

/** Who signed the agreement, by the enrollment's process (document 3, 4.4). */
export const SIGNER_NAMES: Readonly<Record<string, string>> = {
  rep: 'Broker',
  group: 'Group',
  applicant: 'Applicant',
  sigapplicant: 'Applicant',
};
