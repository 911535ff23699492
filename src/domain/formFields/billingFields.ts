import { REQUIRED, requiredText, stateCode, text, zipCode } from '../fieldRules';
import type { StepFields } from './stepFields';
import { wireText } from './wireTypes';

/** The spec's message for a billing zip that is not 5 digits (document 3, section 5, Card). */
export const BILLING_ZIP_MESSAGE = 'Invalid Zip code';

/** The billing address's fields, in the order the step shows them (the configuration decides which). */
export const BILLING_ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zip'] as const;

/**
 * Billing Information's configured part: the billing address of a card or bank draft and whether
 * it is the physical (contact) address. Payment details are the billing form's own (forms/billingForm).
 */
export const billingAddressFields = (): StepFields => ({
  fields: {
    address1: { check: requiredText(100), wire: wireText(100) },
    address2: { check: requiredText(100), wire: wireText(100) },
    city: { check: requiredText(60), wire: wireText(60) },
    state: { check: stateCode(), wire: wireText(2) },
    zip: { check: zipCode(BILLING_ZIP_MESSAGE), wire: wireText(10) },
    is_physical_address: { check: text().regex(/^(yes|no)$/, REQUIRED), wire: wireText(3) },
  },
});
