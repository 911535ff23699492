import { PAYMENT_TYPE_LABELS } from '../paymentMethods';

/**
 * The product's own names for the codes the spec defines (document 3, section 3). An option list
 * from the form configuration, when known, names a code first; these are what is shown otherwise.
 * The names of the step fields' own codes sit with their definitions (src/domain/formFields).
 */
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
