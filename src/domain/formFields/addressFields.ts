import { postalText, REQUIRED, stateCode, text } from '../fieldRules';
import type { BuiltInField } from './builtInField';
import { wireText } from './wireTypes';

/** Autofill tokens of an address's lines and city (the home's, the billing's, none for an employer's). */
interface StreetAutofill {
  line1?: string;
  line2?: string;
  city?: string;
}

const withAutofill = (token: string | undefined) => (token ? { autoComplete: token } : {});

/** Address lines 1 and 2 and the city, as the contact, employer and billing steps ask them. */
export const streetFields = (
  autofill: StreetAutofill = {},
  labels: { line1: string; line2: string } = { line1: 'Address Line 1', line2: 'Address Line 2' },
): Record<'address1' | 'address2' | 'city', BuiltInField> => ({
  address1: {
    label: labels.line1,
    input: { kind: 'text', ...withAutofill(autofill.line1) },
    check: postalText(100),
    wire: wireText(100),
  },
  address2: {
    label: labels.line2,
    input: { kind: 'text', ...withAutofill(autofill.line2) },
    check: postalText(100),
    wire: wireText(100),
  },
  city: {
    label: 'City',
    input: { kind: 'text', ...withAutofill(autofill.city) },
    check: postalText(60),
    wire: wireText(60),
  },
});

/** A two-letter state typed in (upper-cased as typed); the summary names it from the state list. */
export const stateField = (autoComplete?: string): BuiltInField => ({
  label: 'State',
  input: { kind: 'text', maxLength: 2, upper: true, ...withAutofill(autoComplete) },
  check: stateCode(),
  wire: wireText(2),
  review: { value: 'choice' },
});

/** The box that asks for the address to be checked with USPS: an instruction, so not on the summary. */
export const uspsValidationField = (label: string): BuiltInField => ({
  label,
  input: { kind: 'checkbox' },
  check: text().regex(/^[01]$/, REQUIRED),
  wire: wireText(1),
  review: { omitted: 'an instruction to check the address with USPS, not a fact of the application' },
});
