import { email, phone, REQUIRED, requiredText, stateCode, stop, text, zipCode } from '../fieldRules';
import { requiredTogether, type StepFields } from './stepFields';
import { wireText } from './wireTypes';

export const CONTACT_ZIP_MESSAGE = 'Enter 5 digit zip code.';
export const ZIP4_MESSAGE = 'Enter the 4 digit zip code extension';

/** Contact Information (document 2, 2.5 and 5); birth state and city are required both or neither. */
export const contactFields = (): StepFields => ({
  fields: {
    email_address: { check: email('Email is not in correct format'), wire: wireText(254) },
    phone_number: { check: phone(), wire: wireText(10) },
    address1: { check: requiredText(100), wire: wireText(100) },
    address2: { check: requiredText(100), wire: wireText(100) },
    city: { check: requiredText(60), wire: wireText(60) },
    state: { check: stateCode(), wire: wireText(2) },
    zip: { check: zipCode(CONTACT_ZIP_MESSAGE), wire: wireText(5) },
    zip4: {
      check: text()
        .trim()
        .min(1, stop(REQUIRED))
        .regex(/^\d{4}$/, ZIP4_MESSAGE),
      wire: wireText(4),
    },
    birth_state: { check: stateCode(), wire: wireText(2) },
    birth_city: { check: requiredText(60), wire: wireText(60) },
    with_validation: { check: text().regex(/^[01]$/, REQUIRED), wire: wireText(1) },
  },
  adjust: requiredTogether(['birth_state', 'birth_city']),
});
