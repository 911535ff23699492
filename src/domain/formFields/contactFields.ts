import { email, phone, REQUIRED, requiredText, stateCode, stop, text, zipCode } from '../fieldRules';
import { stateField, streetFields, uspsValidationField } from './addressFields';
import { numericInput, US_STATE_CHOICES } from './builtInField';
import { requiredTogether, type StepFields } from './stepFields';
import { wireText } from './wireTypes';

const CONTACT_ZIP_MESSAGE = 'Enter 5 digit zip code.';
const ZIP4_MESSAGE = 'Enter the 4 digit zip code extension';

/** Contact Information (document 2, 2.5 and 5); birth state and city are required both or neither. */
export const contactFields = (): StepFields => ({
  fields: {
    email_address: {
      label: 'Email',
      input: { kind: 'text', type: 'email', autoComplete: 'email' },
      check: email('Email is not in correct format'),
      wire: wireText(254),
    },
    phone_number: {
      label: 'Phone',
      input: { kind: 'text', type: 'tel', inputMode: 'numeric', maxLength: 10, autoComplete: 'tel-national' },
      check: phone(),
      wire: wireText(10),
      review: { value: 'phone' },
    },
    ...streetFields({ line1: 'address-line1', line2: 'address-line2', city: 'address-level2' }),
    zip: {
      label: 'Zip',
      input: { kind: 'text', inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' },
      check: zipCode(CONTACT_ZIP_MESSAGE),
      wire: wireText(5),
      review: { value: 'zip_plus4' },
    },
    zip4: {
      label: 'Zip+4',
      input: numericInput(4),
      check: text()
        .trim()
        .min(1, stop(REQUIRED))
        .regex(/^\d{4}$/, ZIP4_MESSAGE),
      wire: wireText(4),
      review: { partOf: 'zip' },
    },
    state: stateField('address-level1'),
    birth_state: {
      label: 'Birth State',
      input: { kind: 'select', options: US_STATE_CHOICES },
      check: stateCode(),
      wire: wireText(2),
      review: { value: 'choice' },
    },
    birth_city: { label: 'Birth City', input: { kind: 'text' }, check: requiredText(60), wire: wireText(60) },
    with_validation: uspsValidationField('Validate my address with USPS'),
  },
  adjust: requiredTogether(['birth_state', 'birth_city']),
});
