import { REQUIRED, stateCode, text, zipCode } from '../fieldRules';
import { streetFields } from './addressFields';
import { US_STATE_CHOICES } from './builtInField';
import type { StepFields } from './stepFields';
import { wireText } from './wireTypes';

/** The spec's message for a billing zip that is not 5 digits (document 3, section 5, Card). */
const BILLING_ZIP_MESSAGE = 'Invalid Zip code';

/** The billing address's fields, in the order the step shows them (the configuration decides which). */
export const BILLING_ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zip'] as const;

/**
 * Billing Information's configured part: the billing address of a card or bank draft and whether
 * it is the physical (contact) address. Payment details are the billing form's own (forms/billingForm).
 */
export const billingAddressFields = (): StepFields => ({
  fields: {
    is_physical_address: {
      label: 'Choose physical address',
      input: { kind: 'checkbox' },
      check: text().regex(/^(yes|no)$/, REQUIRED),
      wire: wireText(3),
      review: { label: 'Same as physical address', value: 'yes_no' },
    },
    ...streetFields({
      line1: 'billing address-line1',
      line2: 'billing address-line2',
      city: 'billing address-level2',
    }),
    state: {
      label: 'State',
      input: { kind: 'select', autoComplete: 'billing address-level1', options: US_STATE_CHOICES },
      check: stateCode(),
      wire: wireText(2),
    },
    zip: {
      label: 'Zip',
      input: { kind: 'text', inputMode: 'numeric', maxLength: 5, autoComplete: 'billing postal-code' },
      check: zipCode(BILLING_ZIP_MESSAGE),
      wire: wireText(10),
    },
  },
});
